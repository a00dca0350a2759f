import { ChainMark } from "../../../components/ui/chain-mark";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { totalHasEstimate } from "../lib/price-table";
import { CoveredAmount } from "./covered-amount";
import { EstimateMark } from "./estimate-mark";
import { PricedCell } from "./priced-cell";
import { StoreName } from "./store-name";
import { MissingCount, StoreStanding } from "./store-standing";

/** One card per store (phones), with the same figures as the table. */
export function ComparisonCards({ model }: { model: CartComparison }) {
  return (
    <ul aria-label="Cart prices by store" className="grid gap-3">
      {model.comparison.stores.map((totals) => {
        const store = model.storeById(totals.storeId);
        if (!store) return null;
        const estimate = totalHasEstimate(totals.lines, store.id, model.priceAt) && <EstimateMark />;
        return (
          <li
            key={store.id}
            aria-label={store.name}
            className={`rounded-lg border p-3 ${totals.isLowest ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"}`}
          >
            <div className="flex items-start gap-2">
              <ChainMark color={store.color} logo={store.logo} />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">
                  <StoreName store={store} />
                </p>
                {store.calculatedDistance !== undefined && (
                  <p className="text-xs text-slate-500">{store.calculatedDistance.toFixed(1)} mi</p>
                )}
              </div>
            </div>
            <ul className="mt-2 divide-y divide-slate-100">
              {model.entries.map((entry, index) => (
                <li key={entry.id} className="flex items-start justify-between gap-3 py-1.5">
                  <span className="min-w-0 text-sm">
                    {entry.item.name}
                    <span className="block text-xs text-slate-500">
                      {entry.item.brand} · Qty {entry.quantity}
                      {entry.matchMode === "any" && " · any brand"}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <PricedCell entry={entry} store={store} line={totals.lines[index]} model={model} />
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-slate-200 pt-2 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">
                <CoveredAmount row={totals} cents={totals.subtotalCents} mark={estimate} showCoverage />
              </dd>
              <dt>Tax (8%)</dt>
              <dd className="text-right">
                <CoveredAmount row={totals} cents={totals.taxCents} />
              </dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right">
                <CoveredAmount row={totals} cents={totals.totalCents} mark={estimate} strong />
              </dd>
            </dl>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <StoreStanding row={totals} />
              <MissingCount row={totals} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
