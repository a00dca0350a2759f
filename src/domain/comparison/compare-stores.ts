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
  /**
   * The store's total range reaches the lowest total's range (issue 30): within the prices' margins it may cost
   * no more than the lowest, so no saving over it is certain. True for the lowest store itself; false when not comparable.
   */
  withinMarginOfLowest: boolean;
}

export interface StoreComparison {
  /** In the order the store ids were given. */
  stores: StoreComparisonRow[];
  lowestStoreIds: string[];
  /**
   * The comparable stores whose totals are about the same as the lowest (within the margins, withinMarginOfLowest),
   * when there are at least two of them; empty when the lowest total is clearly lowest (or nothing is compared).
   */
  aboutTheSameStoreIds: string[];
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
 * empty cart flags no store. Every total carries the range of its prices' margins (issue 30): a
 * store whose range reaches the lowest total's range is about the same as the lowest, not dearer.
 */
export function compareStores(lines: readonly CartLine[], storeIds: readonly string[], prices: PriceTable): StoreComparison {
  const totals = storeIds.map((storeId) => computeStoreTotals(lines, storeId, prices));
  const comparable = lines.length === 0 ? [] : comparableStores(totals);
  // Stryker disable next-line ConditionalExpression: with no comparable store Math.min() is Infinity and no store is comparable
  const lowestTotal = comparable.length === 0 ? null : Math.min(...comparable.map((store) => store.totalCents));
  const comparableIds = new Set(comparable.map((store) => store.storeId));
  // The lowest total's range, of the first lowest store given (equal totals are within each other's margins anyway).
  const lowest = comparable.find((store) => store.totalCents === lowestTotal);

  const stores = totals.map((store): StoreComparisonRow => {
    // Stryker disable next-line ConditionalExpression: lowestTotal is null only when comparableIds is empty (the check narrows the type)
    const isComparable = lowestTotal !== null && comparableIds.has(store.storeId);
    return {
      ...store,
      isLowest: isComparable && store.totalCents === lowestTotal,
      extraCents: isComparable ? store.totalCents - lowestTotal : null,
      withinMarginOfLowest: isComparable && lowest !== undefined && store.totalRange.lowCents <= lowest.totalRange.highCents,
    };
  });
  const aboutTheSame = stores.filter((store) => store.withinMarginOfLowest).map((store) => store.storeId);
  return {
    stores,
    lowestStoreIds: stores.filter((store) => store.isLowest).map((store) => store.storeId),
    aboutTheSameStoreIds: aboutTheSame.length >= 2 ? aboutTheSame : [],
    // Stryker disable next-line MethodExpression: comparable stores miss equally many items, so some carry everything iff all do
    isPartial: comparable.length > 0 && !comparable.some((store) => store.carriesEverything),
    savings: computePotentialSavings(comparable),
  };
}
