import type { CartLine, PriceTable } from "../../../../domain/comparison/cart-pricing";
import { compareStores } from "../../../../domain/comparison/compare-stores";
import { SAMPLE_ITEMS, SAMPLE_STORES } from "../../../../domain/demo/sample-data";
import { formatUsd } from "../../../../domain/money/money";
import { ChainMark } from "../../../components/ui/chain-mark";

const BASKET: readonly [name: string, brand: string][] = [
  ["Whole Milk", "Turner's"],
  ["Large Eggs", "Eggland's Best"],
  ["White Bread", "Wonder"],
  ["Bananas", "Chiquita"],
];

const basketItems = BASKET.flatMap(([name, brand]) => SAMPLE_ITEMS.filter((item) => item.name === name && item.brand === brand));
const basketLines: CartLine[] = basketItems.map((item) => ({ itemId: item.id, quantity: 1, name: item.name }));

/** A 4-item basket priced at the 5 sample stores with the real comparison rules; the cheapest says 'Lowest total'. */
export function SampleBasket({ prices }: { prices: PriceTable }) {
  const comparison = compareStores(
    basketLines,
    SAMPLE_STORES.map((store) => store.id),
    prices,
  );
  const rows = [...comparison.stores].sort((a, b) => a.totalCents - b.totalCents);
  const highest = Math.max(...rows.map((row) => row.totalCents));

  return (
    <section aria-labelledby="sample-basket-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="sample-basket-title" className="font-semibold">
        One basket, five stores
      </h2>
      <p className="mt-1 text-sm text-slate-600">{basketItems.map((item) => `${item.name} (${item.brand})`).join(", ")}</p>
      <ol className="mt-4 grid gap-3">
        {rows.map((row) => {
          const store = SAMPLE_STORES.find((candidate) => candidate.id === row.storeId);
          if (!store) return null;
          return (
            <li key={row.storeId} className="grid grid-cols-[auto_1fr_4.5rem] items-center gap-x-3 gap-y-1">
              <ChainMark color={store.color} logo={store.logo} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
                  {store.name}
                  {row.isLowest && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Lowest total</span>
                  )}
                </p>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
                  <div
                    className="h-2 rounded-full"
                    style={{ width: `${(row.totalCents / highest) * 100}%`, backgroundColor: store.color }}
                  />
                </div>
              </div>
              <p className={`text-right text-sm tabular-nums ${row.isLowest ? "font-bold text-brand-800" : "text-slate-800"}`}>
                {formatUsd(row.totalCents)}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-xs text-slate-600">Sample prices from the demo, 8% tax included.</p>
    </section>
  );
}
