import type { CartEntry, CartStorePrice, StorePrice } from "../../../../domain/contracts/catalog";
import type { Cents } from "../../../../domain/money/money";
import { isEstimateSource } from "../../../../domain/pricing/provenance";

// The shopping list groups by the smart split offline too, so these live in the domain.
export { buildPriceTable, pricedStoreIds, toCartLines } from "../../../../domain/comparison/cart-entry-prices";

/** Finds the server's price record for an item at a store (for unit prices, the priced product and the estimate mark). */
export function priceLookup(entries: readonly CartEntry[]): (itemId: string, storeId: number) => CartStorePrice | undefined {
  const byKey = new Map<string, CartStorePrice>();
  for (const entry of entries)
    for (const storePrice of entry.storePrices) byKey.set(`${entry.itemId}:${storePrice.storeId}`, storePrice);
  return (itemId, storeId) => byKey.get(`${itemId}:${storeId}`);
}

export const isEstimate = (storePrice: StorePrice | undefined) => !!storePrice?.source && isEstimateSource(storePrice.source);

/** True when any price in a store's total comes from the estimate model. */
export function totalHasEstimate(
  lines: readonly { itemId: string; unitCents: Cents | null }[],
  storeId: number,
  priceAt: (itemId: string, storeId: number) => StorePrice | undefined,
): boolean {
  return lines.some((line) => line.unitCents !== null && isEstimate(priceAt(line.itemId, storeId)));
}
