import type { CartLine, PackPrice, PriceTable } from "../../../../domain/comparison/cart-pricing";
import type { CartEntry, CartStorePrice, StorePrice } from "../../../../domain/contracts/catalog";
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

/**
 * storeId -> itemId -> the pack the server priced and how many cover the entry (decision 011), null
 * where the store has neither the item nor an equivalent.
 */
export function buildPriceTable(entries: readonly CartEntry[]): PriceTable {
  const table: Record<string, Record<string, PackPrice | null>> = {};
  for (const entry of entries) {
    for (const storePrice of entry.storePrices) {
      const packCents = storePrice.available && storePrice.price !== null ? parseDecimalToCents(storePrice.price) : null;
      const offer = packCents === null ? null : { packCents, packs: storePrice.packs ?? entry.quantity };
      (table[String(storePrice.storeId)] ??= {})[String(entry.itemId)] = offer;
    }
  }
  return table;
}

/** The store ids the server priced the cart at. */
export function pricedStoreIds(entries: readonly CartEntry[]): Set<number> {
  return new Set(entries.flatMap((entry) => entry.storePrices.map((storePrice) => storePrice.storeId)));
}

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
