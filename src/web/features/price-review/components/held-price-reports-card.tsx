import { Check, X } from "lucide-react";
import type { HeldPriceReport, PriceReportDecision } from "../../../../domain/contracts/price-review";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useReviewPriceReport } from "../api/review-price-report";

const product = (report: HeldPriceReport) => `${report.item.brand} ${report.item.name} ${report.item.unit}`;

/** "10.0 × the price shown" or "0.25 × …": how far the report is from the store's price, the reason it was held. */
function distance(report: HeldPriceReport): string {
  if (report.currentPrice === null) return "The store has no price for this item, so there is nothing to compare with.";
  const ratio = Number(report.price) / Number(report.currentPrice);
  return `${ratio >= 1 ? ratio.toFixed(1) : ratio.toFixed(2)} × the price shown now`;
}

/** The receipt photo a price was read from (issue 32): the proof to judge it by, opened full size in a new tab. */
function ReceiptProof({ receiptId, label }: { receiptId: string; label: string }) {
  const src = `/api/admin/receipts/${receiptId}/image`;
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className="flex w-fit items-center gap-2 text-sm text-emerald-800 underline"
    >
      <img src={src} alt="" loading="lazy" className="h-16 w-12 rounded border border-slate-200 object-cover object-top" />
      Read from a receipt: see the photo <span className="sr-only">for {label}</span>
    </a>
  );
}

/** Held shopper price reports (decision 028), each beside the store's current price, to approve or reject. */
export function HeldPriceReportsCard({
  reports,
  isLoading,
  isError,
}: {
  reports: HeldPriceReport[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const review = useReviewPriceReport();
  const decide = (report: HeldPriceReport, decision: PriceReportDecision) =>
    review.mutate(
      { id: report.id, decision },
      {
        onSuccess: (result) => toast({ title: decision === "approve" ? "Approved" : "Rejected", description: result.message }),
        onError: (error) =>
          toast({
            title: "Error",
            description: errorMessage(error, "Could not save the decision. Please try again."),
            variant: "destructive",
          }),
      },
    );

  return (
    <Card aria-labelledby="held-reports-title">
      <CardHeader
        id="held-reports-title"
        title="Held price reports"
        description="Prices shoppers reported that are over 3 × or under ⅓ of the store's price, oldest first. Approve one to show it at that store."
      />
      <CardBody>
        {isLoading ? (
          <Spinner label="Loading held price reports" />
        ) : isError ? (
          <p role="alert" className="text-red-700">
            Failed to load held price reports. Please refresh the page.
          </p>
        ) : (reports ?? []).length === 0 ? (
          <p className="py-6 text-center text-slate-600">No price reports are waiting for review.</p>
        ) : (
          <ul aria-label="Held price reports" className="divide-y divide-slate-100">
            {reports!.map((report) => {
              const busy = review.isPending && review.variables?.id === report.id;
              return (
                <li key={report.id} aria-label={`${product(report)} at ${report.store.name}`} className="grid gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{product(report)}</p>
                    <p className="text-sm break-words text-slate-600">
                      {report.store.name}, {report.store.address}, {report.store.city}
                    </p>
                  </div>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                    <dt className="text-slate-600">Reported</dt>
                    <dd>
                      <span className="font-semibold tabular-nums">${report.price}</span> on {report.reportedOn}
                    </dd>
                    <dt className="text-slate-600">Shown now</dt>
                    <dd>
                      {report.currentPrice === null ? (
                        "No price"
                      ) : (
                        <>
                          <span className="font-semibold tabular-nums">${report.currentPrice}</span>
                          <span className="block text-xs text-slate-500">{report.currentSourceLabel}</span>
                        </>
                      )}
                    </dd>
                  </dl>
                  <p className="text-xs text-amber-900">{distance(report)}</p>
                  {report.receiptId !== null && <ReceiptProof receiptId={report.receiptId} label={product(report)} />}
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" disabled={busy} onClick={() => decide(report, "approve")}>
                      <Check className="size-4" aria-hidden />
                      Approve
                      <span className="sr-only">
                        {" "}
                        {product(report)} at {report.store.name}
                      </span>
                    </Button>
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => decide(report, "reject")}>
                      <X className="size-4" aria-hidden />
                      Reject
                      <span className="sr-only">
                        {" "}
                        {product(report)} at {report.store.name}
                      </span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
