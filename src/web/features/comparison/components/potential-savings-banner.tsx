import { PiggyBank } from "lucide-react";
import { formatUsd } from "../../../../domain/money/money";
import type { CartComparison } from "../hooks/use-cart-comparison";

/**
 * Spec §9: the highest minus the lowest pre-tax store total, and that × 4.33 per month, with the least it can be within
 * the prices' margins; when the margins cover the difference, the totals are about the same and no saving is promised
 * (decision 050).
 */
/**
 * Which stores the figure is over (issue 28): all the compared ones, or only those that carry the most of the cart,
 * saying so, since the page shows every compared store.
 */
const ofStores = (counted: number, shown: number) =>
  counted === shown
    ? `the ${counted} compared stores`
    : `the ${counted} stores that carry the most of your items (the other ${shown - counted} compared ${shown - counted === 1 ? "store lacks" : "stores lack"} some)`;

export function PotentialSavingsBanner({ model }: { model: CartComparison }) {
  const { savings } = model.comparison;
  if (model.entries.length === 0 || savings.comparedStoreIds.length < 2) return null;
  // Decision 050: a saving is claimed only when it is larger than the prices' margins.
  if (savings.certainSavingsCents === 0)
    return (
      <section aria-label="Potential savings" className="flex items-start gap-3 rounded-xl bg-slate-100 px-5 py-4 text-slate-900">
        <PiggyBank className="mt-1 size-6 shrink-0" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">About the same at every compared store</h2>
          <p className="text-sm text-slate-700">
            {savings.savingsCents === 0 ? (
              "The totals are the same before tax."
            ) : (
              <>
                The totals differ by <span className="tabular-nums">{formatUsd(savings.savingsCents)}</span> before tax, less than the
                prices' margins, so no saving is certain.
              </>
            )}
            {model.hasEstimates ? " Prices are estimates." : ""}
          </p>
        </div>
      </section>
    );
  return (
    <section aria-label="Potential savings" className="flex items-start gap-3 rounded-xl bg-brand-700 px-5 py-4 text-white">
      <PiggyBank className="mt-1 size-6 shrink-0" aria-hidden />
      <div>
        <h2 className="text-lg font-semibold">
          Potential savings: <span className="tabular-nums">{formatUsd(savings.savingsCents)}</span> per trip
        </h2>
        <p className="text-sm text-brand-50">
          About <strong className="tabular-nums">{formatUsd(savings.monthlySavingsCents)}</strong> a month if you shop weekly (× 4.33), by choosing the
          lowest-priced of {ofStores(savings.comparedStoreIds.length, model.comparison.stores.length)}. Before tax{model.hasEstimates ? "; prices are estimates" : ""}. Within
          the prices' margins the saving is at least <span className="tabular-nums">{formatUsd(savings.certainSavingsCents)}</span> a trip.
        </p>
      </div>
    </section>
  );
}
