import type { Cents } from "../money/money";
import type { CartLine, PriceTable } from "./cart-pricing";
import { computePotentialSavings, type PotentialSavings } from "./potential-savings";
import { comparableStores, computeStoreTotals, type StoreTotals } from "./store-totals";

/** One store's column in the price comparison. */
export interface StoreComparisonRow extends StoreTotals {
  /** Lowest total among the comparable stores (see compareStores); every tied store is flagged. */
  isLowest: boolean;
  /** totalCents minus the lowest total; null when the store misses more items than the lowest one (or the cart is empty). */
  extraCents: Cents | null;
}

export interface StoreComparison {
  /** In the order the store ids were given. */
  stores: StoreComparisonRow[];
  lowestStoreIds: string[];
  /** Set when no compared store carries every cart item, so the UI can say the comparison is partial. */
  isPartial: boolean;
  savings: PotentialSavings;
}

/**
 * Compares the cart across stores. Ranking, chosen to be honest to a shopper: stores are
 * compared first by how many cart items they miss, then by total. So when any store carries
 * the whole cart, only such stores can be "Lowest total"; a store that lacks items is never
 * called cheapest just because those items were left out. If no store carries everything,
 * the stores missing the fewest items compete. Equal lowest totals are all flagged; an
 * empty cart flags no store.
 */
export function compareStores(lines: readonly CartLine[], storeIds: readonly string[], prices: PriceTable): StoreComparison {
  const totals = storeIds.map((storeId) => computeStoreTotals(lines, storeId, prices));
  const comparable = lines.length === 0 ? [] : comparableStores(totals);
  // Stryker disable next-line ConditionalExpression: with no comparable store Math.min() is Infinity and no store is comparable
  const lowestTotal = comparable.length === 0 ? null : Math.min(...comparable.map((store) => store.totalCents));
  const comparableIds = new Set(comparable.map((store) => store.storeId));

  const stores = totals.map((store): StoreComparisonRow => {
    // Stryker disable next-line ConditionalExpression: lowestTotal is null only when comparableIds is empty (the check narrows the type)
    const isComparable = lowestTotal !== null && comparableIds.has(store.storeId);
    return {
      ...store,
      isLowest: isComparable && store.totalCents === lowestTotal,
      extraCents: isComparable ? store.totalCents - lowestTotal : null,
    };
  });
  return {
    stores,
    lowestStoreIds: stores.filter((store) => store.isLowest).map((store) => store.storeId),
    // Stryker disable next-line MethodExpression: comparable stores miss equally many items, so some carry everything iff all do
    isPartial: comparable.length > 0 && !comparable.some((store) => store.carriesEverything),
    savings: computePotentialSavings(comparable),
  };
}
