import { useId, useMemo, useState } from "react";
import { rankStores } from "../../../../domain/comparison/rank-stores";
import { ChainMark } from "../../../components/ui/chain-mark";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { totalHasEstimate } from "../lib/price-table";
import { CoveredAmount } from "./covered-amount";
import { EstimateMark } from "./estimate-mark";
import { PhonePriceLine } from "./phone-price-line";
import { StoreStanding } from "./store-standing";

type Store = NonNullable<ReturnType<CartComparison["storeById"]>>;

/** "East Carson St, Pittsburgh" from "Aldi — East Carson St, Pittsburgh": the chain is shown in bold beside it. */
const placeOf = (store: Pick<Store, "name" | "chainName">) =>
  store.name.startsWith(`${store.chainName} — `) ? store.name.slice(store.chainName.length + 3) : null;

/**
 * Each store's place for a one-line row: "East Carson St", without the town when every compared store is
 * in the same one (the full name heads the store's prices below once it is picked).
 */
function shortPlaces(stores: readonly Pick<Store, "name" | "chainName">[]): (string | null)[] {
  const places = stores.map(placeOf);
  const towns = new Set(places.map((place) => (place?.includes(", ") ? place.slice(place.lastIndexOf(", ")) : null)));
  const [town] = towns;
  if (towns.size !== 1 || !town) return places;
  return places.map((place) => place && place.slice(0, -town.length));
}

/**
 * Phones: the answer first. Every compared store's total, lowest first (one short row each, so they
 * fit the first screen of the comparison), then item by item the prices at the store the shopper
 * taps (the lowest until they pick another). Same figures and words as the table.
 */
export function PhoneComparison({ model }: { model: CartComparison }) {
  const ranked = useMemo(
    () =>
      rankStores(model.comparison.stores).flatMap(({ row, rank }) => {
        const store = model.storeById(row.storeId);
        return store ? [{ row, rank, store }] : [];
      }),
    [model],
  );
  const places = shortPlaces(ranked.map(({ store }) => store));
  const [pickedId, setPickedId] = useState<string | null>(null);
  const headingId = useId();
  const picked = ranked.find(({ row }) => row.storeId === pickedId) ?? ranked[0];
  const pickedStore = picked?.store;
  const estimate = (storeId: string, lines: Parameters<typeof totalHasEstimate>[0]) =>
    totalHasEstimate(lines, Number(storeId), model.priceAt) && <EstimateMark />;

  return (
    <div className="grid gap-4">
      <ol aria-label="Store totals, lowest first" className="grid gap-2">
        {ranked.map(({ row, rank, store }, index) => {
          const isPicked = row.storeId === picked?.row.storeId;
          const place = places[index];
          return (
            <li key={row.storeId}>
              <button
                type="button"
                aria-pressed={isPicked}
                onClick={() => setPickedId(row.storeId)}
                className={`grid min-h-11 w-full grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1 rounded-lg border p-2 text-left ${
                  row.isLowest ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"
                } ${isPicked ? "bg-brand-50" : "bg-white"}`}
              >
                <span aria-hidden className="w-4 pt-1 text-center text-sm font-semibold text-slate-500 tabular-nums">
                  {rank ?? "–"}
                </span>
                <ChainMark color={store.color} logo={store.logo} size="sm" />
                <span className="min-w-0 text-sm font-semibold break-words">
                  <span className="sr-only">{store.name}</span>
                  <span aria-hidden>{place ? store.chainName : store.name}</span>
                  <span className="block text-xs font-normal text-slate-600">
                    {place && <span aria-hidden>{place}</span>}
                    {store.calculatedDistance !== undefined && `${place ? " · " : ""}${store.calculatedDistance.toFixed(1)} mi`}
                  </span>
                </span>
                <span className="grid justify-items-end text-right text-sm">
                  <CoveredAmount row={row} cents={row.totalCents} mark={estimate(row.storeId, row.lines)} strong showCoverage />
                </span>
                <span className="col-span-2 col-start-3">
                  <StoreStanding row={row} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {picked && pickedStore && (
        <section aria-labelledby={headingId} className="grid gap-1">
          <h3 id={headingId} className="text-sm font-semibold break-words">
            Prices at {pickedStore.name}
          </h3>
          <p className="text-xs text-slate-600">Tap a store above to see its prices.</p>
          <ul aria-label={`Item prices at ${pickedStore.name}`} className="divide-y divide-slate-100">
            {model.entries.map((entry, index) => (
              <li key={entry.id}>
                <PhonePriceLine entry={entry} store={pickedStore} line={picked.row.lines[index]} model={model} />
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-slate-200 pt-2 text-sm">
            <dt>Subtotal</dt>
            <dd className="text-right">
              <CoveredAmount row={picked.row} cents={picked.row.subtotalCents} mark={estimate(picked.row.storeId, picked.row.lines)} showCoverage />
            </dd>
            <dt>Tax (8%)</dt>
            <dd className="text-right">
              <CoveredAmount row={picked.row} cents={picked.row.taxCents} />
            </dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right">
              <CoveredAmount
                row={picked.row}
                cents={picked.row.totalCents}
                mark={estimate(picked.row.storeId, picked.row.lines)}
                strong
                range={picked.row.totalRange}
              />
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}
