import type { StoreComparison } from "../../../../domain/comparison/compare-stores";
import type { CartLine } from "../../../../domain/comparison/cart-pricing";
import { formatUsd } from "../../../../domain/money/money";
import { Badge } from "../../../components/ui/badge";
import { ChainMark } from "../../../components/ui/chain-mark";
import type { DemoStore } from "../hooks/use-demo-area";

type Props = { stores: readonly DemoStore[]; lines: readonly CartLine[]; comparison: StoreComparison };

/** Each compared store's subtotal, 8% tax and total; the lowest total says so in words, the others show the extra cost. */
export function DemoComparison({ stores, lines, comparison }: Props) {
  if (stores.length === 0)
    return <p className="text-sm text-slate-700">No stores selected. Pick a store in range to compare prices.</p>;
  if (lines.length === 0)
    return <p className="text-sm text-slate-700">Add items to your cart to compare their prices at {stores.length} stores.</p>;
  const byId = new Map(stores.map((store) => [store.id, store]));

  return (
    <div className="grid gap-5">
      <ul aria-label="Store totals" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {comparison.stores.map((row) => {
          const store = byId.get(row.storeId);
          if (!store) return null;
          return (
            <li
              key={row.storeId}
              aria-label={store.name}
              className={`grid gap-2 rounded-lg border p-4 ${row.isLowest ? "border-2 border-brand-700 bg-brand-50" : "border-slate-200 bg-white"}`}
            >
              <div className="flex items-center gap-2">
                <ChainMark color={store.color} logo={store.logo} />
                <h3 className="min-w-0 flex-1 font-semibold">{store.name}</h3>
              </div>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
                <dt className="text-slate-600">Subtotal</dt>
                <dd className="text-right tabular-nums">{formatUsd(row.subtotalCents)}</dd>
                <dt className="text-slate-600">Tax (8%)</dt>
                <dd className="text-right tabular-nums">{formatUsd(row.taxCents)}</dd>
                <dt className="font-semibold">Total</dt>
                <dd className="text-right text-lg font-bold tabular-nums">{formatUsd(row.totalCents)}</dd>
              </dl>
              {row.isLowest ? (
                <Badge tone="brand" className="justify-self-start border border-brand-700">
                  Lowest total
                </Badge>
              ) : row.extraCents !== null ? (
                <p className="text-sm text-slate-700">+{formatUsd(row.extraCents)} more</p>
              ) : (
                <p className="text-sm text-amber-900">Missing {row.missingCount} of your items</p>
              )}
            </li>
          );
        })}
      </ul>

      <div className="grid gap-2">
        <h3 id="demo-per-item" className="text-sm font-semibold">
          Price per item <span className="font-normal text-slate-600">(quantity included, before tax)</span>
        </h3>
        {stores.length > 1 && (
          <p className="-mt-1 text-xs text-slate-600 sm:hidden">Scroll the table sideways to see every store.</p>
        )}
        <div
          role="region"
          aria-labelledby="demo-per-item"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200"
        >
          <table aria-labelledby="demo-per-item" className="w-full min-w-[32rem] text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Item
                </th>
                {comparison.stores.map((row) => (
                  <th key={row.storeId} scope="col" className="px-3 py-2 text-right font-semibold">
                    {byId.get(row.storeId)?.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line, index) => {
                const cells = comparison.stores.map((row) => row.lines[index]?.lineCents ?? null);
                const cheapest = Math.min(...cells.filter((cents): cents is number => cents !== null));
                return (
                  <tr key={line.itemId}>
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {line.name}
                      {line.quantity > 1 && <span className="text-slate-600"> × {line.quantity}</span>}
                    </th>
                    {cells.map((cents, storeIndex) => (
                      <td
                        key={comparison.stores[storeIndex]?.storeId}
                        className={`px-3 py-2 text-right tabular-nums ${cents === cheapest ? "font-semibold text-brand-800" : ""}`}
                      >
                        {cents === null ? <span className="text-slate-600">Not carried</span> : formatUsd(cents)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
