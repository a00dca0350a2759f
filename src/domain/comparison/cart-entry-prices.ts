import type { CartEntry, CartStorePrice } from "../contracts/catalog";
import { parseDecimalToCents, type Cents } from "../money/money";
import type { CartLine, PackPrice, PriceTable } from "./cart-pricing";

/** A cart entry with what the comparison reads of it. */
export type PricedEntry = Pick<CartEntry, "itemId" | "quantity"> & {
  item: Pick<CartEntry["item"], "name" | "brand">;
  storePrices: readonly (Pick<CartStorePrice, "storeId" | "price" | "available" | "packs"> &
    Partial<Pick<CartStorePrice, "low" | "high">>)[];
};

/** The cart as the comparison rules see it; ids become strings there, and names carry the brand to tell brands apart. */
export function toCartLines(entries: readonly PricedEntry[]): CartLine[] {
  return entries.map((entry) => ({
    itemId: String(entry.itemId),
    quantity: entry.quantity,
    name: `${entry.item.name} (${entry.item.brand})`,
  }));
}

/** The pack price's margin as the server gave it (decision 050); none from a copy saved before margins existed. */
function marginOf(storePrice: Partial<Pick<CartStorePrice, "low" | "high">>): { lowCents?: Cents; highCents?: Cents } {
  const [lowCents, highCents] = [storePrice.low, storePrice.high].map((value) => (value ? parseDecimalToCents(value) : null));
  return lowCents == null || highCents == null ? {} : { lowCents, highCents };
}

/**
 * storeId -> itemId -> the pack the server priced and how many cover the entry (decision 011), null
 * where the store has neither the item nor an equivalent.
 */
export function buildPriceTable(entries: readonly PricedEntry[]): PriceTable {
  const table: Record<string, Record<string, PackPrice | null>> = {};
  for (const entry of entries) {
    for (const storePrice of entry.storePrices) {
      // Stryker disable next-line ConditionalExpression: a null price parses to null anyway (the check narrows the type)
      const packCents = storePrice.available && storePrice.price !== null ? parseDecimalToCents(storePrice.price) : null;
      const offer = packCents === null ? null : { packCents, packs: storePrice.packs ?? entry.quantity, ...marginOf(storePrice) };
      (table[String(storePrice.storeId)] ??= {})[String(entry.itemId)] = offer;
    }
  }
  return table;
}

/** The store ids the server priced the cart at, in the order it gave them. */
export function pricedStoreIds(entries: readonly Pick<PricedEntry, "storePrices">[]): Set<number> {
  return new Set(entries.flatMap((entry) => entry.storePrices.map((storePrice) => storePrice.storeId)));
}
