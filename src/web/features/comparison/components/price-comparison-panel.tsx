import { Store } from "lucide-react";
import { farStores, farStoresSentence } from "../../../../domain/stores/coverage";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { PhoneComparison } from "./phone-comparison";
import { ComparisonTable } from "./comparison-table";
import { TieNote } from "./covered-amount";

type Props = { model: CartComparison; isLoading: boolean; isUpdating: boolean };

const names = (stores: readonly { name: string }[]) => stores.map((store) => store.name).join(", ");

/** The cart priced at each compared store, with the lowest total named in words. */
export function PriceComparisonPanel({ model, isLoading, isUpdating }: Props) {
  const { columns, pricedColumns, pendingColumns, comparison, entries, hasEstimates } = model;
  // Issue 28: a shopper outside coverage can compare stores hundreds of miles away; say so plainly.
  const far = farStores(columns);

  return (
    <Card aria-labelledby="comparison-title" aria-busy={isUpdating}>
      <CardHeader
        id="comparison-title"
        title="Store Price Comparison"
        description={isUpdating ? <span aria-live="polite">Updating prices…</span> : undefined}
      />
      <CardBody className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {columns.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center text-slate-600">
            <Store className="size-8 text-slate-400" aria-hidden />
            <p className="font-medium text-slate-800">No stores selected</p>
            <p className="text-sm">Set your location and pick up to 5 stores to compare.</p>
          </div>
        ) : (
          <>
            {model.usingDefaultStores && (
              <p className="rounded-md bg-slate-100 p-2 text-sm text-slate-700">
                {/* Decision 052: the nearest branch of each chain, as branches of one chain price alike. */}
                No stores selected, so{" "}
                {columns.length === 1 ? "the nearest store is" : `the ${columns.length} nearest stores of different chains are`} compared.
              </p>
            )}
            {far.length > 0 && (
              <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
                <span className="font-semibold">Far away: </span>
                {farStoresSentence(far)} These totals are what those stores charge, not stores near you.
              </p>
            )}
            {isLoading ? (
              <Spinner label="Loading prices" />
            ) : entries.length === 0 ? (
              <p className="text-sm text-slate-600">Add items to your cart to compare prices at {names(columns)}.</p>
            ) : (
              <>
                {pricedColumns.length > 0 && (
                  <>
                    <div className="hidden sm:block">
                      <ComparisonTable model={model} />
                    </div>
                    <div className="sm:hidden">
                      <PhoneComparison model={model} />
                    </div>
                  </>
                )}
                {pendingColumns.length > 0 && (
                  <p className="text-sm text-slate-600" role="status">
                    {isUpdating
                      ? `Getting prices for ${names(pendingColumns)}…`
                      : `Prices for ${names(pendingColumns)} are not available yet.`}
                  </p>
                )}
                <TieNote rows={comparison.stores} storeName={(id) => model.storeById(id)?.name} />
                {comparison.isPartial && (
                  <p className="text-sm text-amber-900">
                    No compared store carries every item; stores missing the fewest items are ranked.
                  </p>
                )}
                {hasEstimates && (
                  <p className="text-xs text-slate-600">
                    <span className="font-medium text-amber-800">est.</span> marks an estimate and{" "}
                    <span className="font-medium text-brand-800">seen</span> an observed shelf price; hover over or tab to a mark
                    for its source and date. Tax is 8% of each store's subtotal.
                  </p>
                )}
              </>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
