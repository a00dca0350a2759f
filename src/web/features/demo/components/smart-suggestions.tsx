import { ArrowRightLeft, PiggyBank, Store } from "lucide-react";
import type { ReactNode } from "react";
import type { StoreComparison } from "../../../../domain/comparison/compare-stores";
import type { SmartSplit } from "../../../../domain/comparison/smart-split";
import type { BrandSwap } from "../../../../domain/demo/cheaper-brands";
import { formatUsd } from "../../../../domain/money/money";

type Props = {
  storeName: (storeId: string) => string;
  comparison: StoreComparison;
  split: SmartSplit;
  swaps: readonly BrandSwap[];
};

function Suggestion({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 grid gap-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** Where to shop for this cart: the cheapest store, the best two-store split and cheaper brands of the same items. */
export function SmartSuggestions({ storeName, comparison, split, swaps }: Props) {
  const lowest = comparison.stores.find((row) => row.isLowest);
  if (!lowest) return <p className="text-sm text-slate-700">Add items to your cart to get suggestions.</p>;
  const priciest = Math.max(...comparison.stores.filter((row) => row.extraCents !== null).map((row) => row.totalCents));
  const plan = split.twoStorePlan;
  const saving = split.twoStoreSaving;
  const splits = plan !== null && saving !== null && plan.stops.length === 2 && saving.totalCents > 0;
  const swapStore = storeName(lowest.storeId);

  return (
    <ul aria-label="Suggestions" className="grid gap-3 lg:grid-cols-3">
      <Suggestion icon={<Store className="size-5" aria-hidden />} title={`Cheapest store: ${storeName(lowest.storeId)}`}>
        <p>
          Your cart costs {formatUsd(lowest.totalCents)} there with tax
          {priciest > lowest.totalCents ? (
            <>, {formatUsd(priciest - lowest.totalCents)} less than the most expensive store you picked.</>
          ) : (
            "."
          )}
        </p>
        {comparison.savings.savingsCents > 0 && (
          // Issue 28: the monthly figure is built from the before-tax difference, so that difference is named first.
          <p>
            Before tax that is {formatUsd(comparison.savings.savingsCents)} a trip; shopping this cart weekly, about{" "}
            {formatUsd(comparison.savings.monthlySavingsCents)} a month ({formatUsd(comparison.savings.savingsCents)} × 4.33).
          </p>
        )}
      </Suggestion>

      <Suggestion icon={<ArrowRightLeft className="size-5" aria-hidden />} title="Best split across two stores">
        {splits ? (
          <>
            <p>
              Save {formatUsd(saving.totalCents)} against shopping only at {storeName(saving.versusStoreId)}:
            </p>
            <ul className="grid gap-1">
              {plan.stops.map((stop) => (
                <li key={stop.storeId}>
                  <strong className="font-medium text-slate-900">{storeName(stop.storeId)}</strong>:{" "}
                  {stop.lines.map((line) => line.name).join(", ")} ({formatUsd(stop.totalCents)})
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Splitting this cart across two stores would not save anything: buy it all at {storeName(lowest.storeId)}.</p>
        )}
      </Suggestion>

      <Suggestion icon={<PiggyBank className="size-5" aria-hidden />} title="Cheaper brands">
        {swaps.length === 0 ? (
          <p>You already have the cheapest brand of each item at {swapStore}.</p>
        ) : (
          <ul className="grid gap-1">
            {swaps.map((swap) => (
              <li key={swap.from.id}>
                {swap.from.name}: {swap.to.brand} ({swap.to.unit}) instead of {swap.from.brand} ({swap.from.unit}) saves{" "}
                {formatUsd(swap.savingCents)} at {swapStore}.
              </li>
            ))}
          </ul>
        )}
      </Suggestion>
    </ul>
  );
}
