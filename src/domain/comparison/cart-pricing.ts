import { applyRateBps, type Cents } from "../money/money";

/** Sales tax applied to each store's subtotal: 8% (spec §9). */
export const TAX_RATE_BPS = 800;

/** One cart entry as the comparison sees it. */
export interface CartLine {
  itemId: string;
  quantity: number;
  name?: string;
}

/** Unit prices of one store: itemId -> cents; undefined or null means the store does not carry the item. */
export type StorePriceMap = Readonly<Record<string, Cents | null | undefined>>;

/** Unit prices per store: storeId -> itemId -> cents. */
export type PriceTable = Readonly<Record<string, StorePriceMap | undefined>>;

/** A cart line a store (or every store) does not carry. */
export interface MissingItem {
  itemId: string;
  name?: string;
}

/** Tax on a store subtotal, rounded half up once per store (as on that store's receipt). */
export function taxOnSubtotal(subtotalCents: Cents): Cents {
  return applyRateBps(subtotalCents, TAX_RATE_BPS);
}

/** The store's unit price for an item, or null when it does not carry it; throws on a negative or fractional price. */
export function unitPriceAt(prices: PriceTable, storeId: string, itemId: string): Cents | null {
  // Own properties only, so ids such as "constructor" never read Object.prototype.
  const storePrices = Object.hasOwn(prices, storeId) ? prices[storeId] : undefined;
  if (!storePrices || !Object.hasOwn(storePrices, itemId)) return null;
  const price = storePrices[itemId];
  if (price === undefined || price === null) return null;
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`price of ${itemId} at ${storeId} must be non-negative integer cents, got ${String(price)}`);
  }
  return price;
}

export function toMissingItem(line: CartLine): MissingItem {
  return line.name === undefined ? { itemId: line.itemId } : { itemId: line.itemId, name: line.name };
}
