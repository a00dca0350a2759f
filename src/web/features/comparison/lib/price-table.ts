import type { CartLine, PriceTable } from "../../../../domain/comparison/cart-pricing";
import type { CartEntry, StorePrice } from "../../../../domain/contracts/catalog";
import { parseDecimalToCents, type Cents } from "../../../../domain/money/money";
import { isEstimateSource } from "../../../../domain/pricing/provenance";

/** The cart as the comparison rules see it; ids become strings there, and names carry the brand to tell brands apart. */
export function toCartLines(entries: readonly CartEntry[]): CartLine[] {
  return entries.map((entry) => ({
    itemId: String(entry.itemId),
    quantity: entry.quantity,
    name: `${entry.item.name} (${entry.item.brand})`,
  }));
}

/** storeId -> itemId -> unit price in cents, null where the store does not carry the item. */
export function buildPriceTable(entries: readonly CartEntry[]): PriceTable {
  const table: Record<string, Record<string, Cents | null>> = {};
  for (const entry of entries) {
    for (const storePrice of entry.storePrices) {
      const cents = storePrice.available && storePrice.price !== null ? parseDecimalToCents(storePrice.price) : null;
      (table[String(storePrice.storeId)] ??= {})[String(entry.itemId)] = cents;
    }
  }
  return table;
}

/** The store ids the server priced the cart at. */
export function pricedStoreIds(entries: readonly CartEntry[]): Set<number> {
  return new Set(entries.flatMap((entry) => entry.storePrices.map((storePrice) => storePrice.storeId)));
}

/** Finds the server's price record for an item at a store (for unit prices and the estimate mark). */
export function priceLookup(entries: readonly CartEntry[]): (itemId: string, storeId: number) => StorePrice | undefined {
  const byKey = new Map<string, StorePrice>();
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
