import type { ReactNode } from "react";
import type { StoreComparisonRow } from "../../../../domain/comparison/compare-stores";
import type { Cents } from "../../../../domain/money/money";
import { ChainMark } from "../../../components/ui/chain-mark";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { totalHasEstimate } from "../lib/price-table";
import { CoveredAmount } from "./covered-amount";
import { EstimateMark } from "./estimate-mark";
import { PricedCell } from "./priced-cell";
import { StoreName } from "./store-name";
import { MissingCount, StoreStanding } from "./store-standing";

type Row = { store: NonNullable<ReturnType<CartComparison["storeById"]>>; totals: StoreComparisonRow };

/** Items down, stores across (wider screens). */
export function ComparisonTable({ model }: { model: CartComparison }) {
  const rows: Row[] = model.comparison.stores.flatMap((totals) => {
    const store = model.storeById(totals.storeId);
    return store ? [{ store, totals }] : [];
  });
  const money = (
    pick: (row: StoreComparisonRow) => Cents,
    options: { estimate?: boolean; strong?: boolean; showCoverage?: boolean; range?: boolean } = {},
  ) =>
    rows.map(({ store, totals }) => (
      <CoveredAmount
        row={totals}
        cents={pick(totals)}
        strong={options.strong}
        showCoverage={options.showCoverage}
        range={options.range ? totals.totalRange : undefined}
        mark={options.estimate && totalHasEstimate(totals.lines, store.id, model.priceAt) && <EstimateMark />}
      />
    ));

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Cart prices by store</caption>
        <thead>
          <tr className="border-b border-slate-200 align-bottom">
            <th scope="col" className="min-w-28 py-2 pr-3 text-sm font-semibold">
              Item
            </th>
            {rows.map(({ store }) => (
              <th key={store.id} scope="col" className="min-w-28 px-2 py-2 text-sm font-semibold">
                <span className="flex items-start gap-2">
                  <ChainMark color={store.color} logo={store.logo} size="sm" />
                  <span className="min-w-0">
                    <StoreName store={store} />
                    {store.calculatedDistance !== undefined && (
                      <span className="block text-xs font-normal text-slate-500">{store.calculatedDistance.toFixed(1)} mi</span>
                    )}
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.entries.map((entry, index) => (
            <tr key={entry.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 text-sm font-normal">
                <span className="block font-medium">{entry.item.name}</span>
                <span className="block text-xs text-slate-500">
                  {entry.item.brand} · {entry.item.unit} · Qty {entry.quantity}
                  {entry.matchMode === "any" && " · any brand"}
                </span>
              </th>
              {rows.map(({ store, totals }) => (
                <td key={store.id} className="px-2 py-2">
                  <PricedCell entry={entry} store={store} line={totals.lines[index]} model={model} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="text-sm">
          <SummaryRow label="Subtotal" cells={money((row) => row.subtotalCents, { estimate: true, showCoverage: true })} />
          <SummaryRow label="Tax (8%)" cells={money((row) => row.taxCents)} />
          <SummaryRow label="Total" strong cells={money((row) => row.totalCents, { estimate: true, strong: true, range: true })} />
          <SummaryRow
            label="Compared"
            cells={rows.map(({ totals }) => (
              <StoreStanding row={totals} />
            ))}
          />
          <SummaryRow
            label="Missing items"
            cells={rows.map(({ totals }) => (
              <MissingCount row={totals} entries={model.entries} />
            ))}
          />
        </tfoot>
      </table>
    </div>
  );
}

function SummaryRow({ label, cells, strong = false }: { label: string; cells: ReactNode[]; strong?: boolean }) {
  return (
    <tr className={`align-top ${strong ? "border-t border-slate-200 text-base" : ""}`}>
      <th scope="row" className={`py-1.5 pr-3 ${strong ? "font-semibold" : "font-medium"}`}>
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="px-2 py-1.5">
          {cell}
        </td>
      ))}
    </tr>
  );
}
