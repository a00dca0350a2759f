import { useState, type FormEvent } from "react";
import type { CartEntry, CartStorePrice } from "../../../../domain/contracts/catalog";
import { Button } from "../../../components/ui/button";
import { checkShelfPrice, ShelfPriceInput } from "../../../components/ui/shelf-price-input";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { useReportPrice, type PriceReportResult } from "../api/report-price";

type ReportedItem = { id: number; name: string; brand: string; unit: string };
type ReportedStore = { id: number; name: string };

const SIGNED_OUT = "You are signed out. Sign in again to report a price.";
const NOT_SENT = "We couldn't send your price. Check your connection and try again.";

/** The product a shopper sees priced in a cell: the entry's item, or for "any brand" the product the store was priced with. */
export function reportedItem(
  entry: Pick<CartEntry, "itemId" | "item" | "matchMode">,
  storePrice: CartStorePrice | undefined,
): ReportedItem | null {
  if (entry.matchMode !== "any")
    return { id: entry.itemId, name: entry.item.name, brand: entry.item.brand, unit: entry.item.unit };
  return storePrice?.pricedItem ?? null;
}

/** What to tell the shopper when a report is refused: the server's own words, except for sign-out and outages. */
export function reportErrorMessage(error: unknown): string {
  const status = error instanceof Error ? Number(/^(\d{3}):/.exec(error.message)?.[1]) : NaN;
  if (status === 401) return SIGNED_OUT;
  if (status === 400) return "Enter the price on the shelf tag, such as 3.49.";
  if (status === 404 || status === 429) return errorMessage(error, NOT_SENT);
  return NOT_SENT;
}

/**
 * "Report price" under a price in the comparison, and its dialog: a signed-in shopper types the shelf
 * price they saw at that store (decision 017). The reporter sees it at once; the answer says when other
 * shoppers will (decision 040).
 */
export function ReportPriceButton({
  item,
  store,
  current,
}: {
  item: ReportedItem;
  store: ReportedStore;
  current: CartStorePrice | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PriceReportResult | null>(null);
  const report = useReportPrice();
  const product = `${item.brand} ${item.name} ${item.unit}`;

  const reset = () => {
    setPrice("");
    setProblem(null);
    setResult(null);
    report.reset();
  };
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Shoppers type what the tag says: "$3.49" is 3.49.
    const checked = checkShelfPrice(price);
    if ("problem" in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    report.mutate(
      { itemId: item.id, storeId: store.id, price: checked.price },
      { onSuccess: setResult, onError: (error) => setProblem(reportErrorMessage(error)) },
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="justify-self-end text-xs text-brand-800 underline decoration-dotted hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 sm:justify-self-start"
      >
        Report price
        <span className="sr-only">
          {" "}
          of {item.name} at {store.name}
        </span>
      </button>
      <Dialog open={open} onOpenChange={change} title="Report a shelf price" description={`${product} at ${store.name}`}>
        {result ? (
          <div className="grid gap-4">
            <p role="status" className={result.status === "held" ? "text-sm text-amber-900" : "text-sm text-brand-800"}>
              {result.message}
            </p>
            <div className="flex justify-end">
              <Button onClick={() => change(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            {current?.price && (
              <p className="text-sm text-slate-700">
                Shown now: ${current.price}
                {current.sourceLabel && <span className="block text-xs text-slate-500">{current.sourceLabel}</span>}
              </p>
            )}
            <ShelfPriceInput
              value={price}
              onChange={setPrice}
              problemId={problem ? `report-problem-${item.id}-${store.id}` : undefined}
              className="h-10"
            />
            <p className="text-xs text-slate-600">
              Signed-in shoppers can report up to 50 prices a day. You see your price at once; other shoppers see it when more
              shoppers report the same price, or once it is checked if it is far from the one shown.
            </p>
            {problem && (
              <p id={`report-problem-${item.id}-${store.id}`} role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending ? "Sending…" : "Send price"}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
