import { Receipt } from "lucide-react";
import { SHOPPERS_USING_SHOWN_FROM, type PriceContributions } from "../../../../domain/contracts/pricing";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { usePriceContributions } from "../api/get-price-contributions";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The counts as sentences a shopper reads: what they gave, what others see, and whom it helped. */
function Counts({ counts }: { counts: PriceContributions }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
      <dt className="text-slate-600">Prices you reported</dt>
      <dd className="text-right font-semibold tabular-nums">
        {counts.reported.toLocaleString("en-US")}
        {counts.fromReceipts > 0 && (
          <span className="block text-xs font-normal text-slate-500">
            {plural(counts.fromReceipts, "from a receipt", "from receipts")}
          </span>
        )}
      </dd>
      <dt className="text-slate-600">Shown to every shopper</dt>
      <dd className="text-right font-semibold tabular-nums">{counts.shown.toLocaleString("en-US")}</dd>
      <dt className="text-slate-600">Waiting for another shopper to agree</dt>
      <dd className="text-right font-semibold tabular-nums">{counts.waiting.toLocaleString("en-US")}</dd>
      <dt className="text-slate-600">Other shoppers whose comparison shows your prices now</dt>
      <dd className="text-right font-semibold tabular-nums">
        {counts.shoppersUsing === null ? `fewer than ${SHOPPERS_USING_SHOWN_FROM}` : counts.shoppersUsing.toLocaleString("en-US")}
      </dd>
    </dl>
  );
}

/** The account screen's "Your prices" (issue 32): what the shopper's reports and receipts gave back. */
export function PriceContributionsCard() {
  const contributions = usePriceContributions();
  return (
    <Card aria-labelledby="price-contributions-title">
      <CardHeader
        id="price-contributions-title"
        title="Your prices"
        description="Prices you reported or read from receipts. One shopper's price shows to others once another shopper agrees or an admin approves it."
      />
      <CardBody>
        {contributions.isLoading ? (
          <Spinner label="Loading your prices" />
        ) : contributions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn&apos;t load your prices. Please refresh the page.
          </p>
        ) : contributions.data!.reported === 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 flex-1 text-sm text-slate-600">
              You haven&apos;t reported a price yet. A receipt turns every price on it into a price seen at that store.
            </p>
            <a href="/receipts" className={buttonClass("outline", "sm", "min-h-11")}>
              <Receipt className="size-4" aria-hidden />
              Add a receipt
            </a>
          </div>
        ) : (
          <Counts counts={contributions.data!} />
        )}
      </CardBody>
    </Card>
  );
}
