import { applyRateBps, multiplyCents, type Cents } from "../money/money";

/** Sales tax applied to each store's subtotal: 8% (spec §9). */
export const TAX_RATE_BPS = 800;

/** One cart entry as the comparison sees it. */
export interface CartLine {
  itemId: string;
  quantity: number;
  name?: string;
}

/**
 * What a cart line costs at a store when it is not simply `quantity` × one price: `packs` packs of
 * a product at `packCents` each (an equivalent product in another pack size, decision 011).
 */
export interface PackPrice {
  packCents: Cents;
  packs: number;
  /** The margin of one pack's price (issue 30): lowCents ≤ packCents ≤ highCents; absent means exact. */
  lowCents?: Cents;
  highCents?: Cents;
}

/** Prices of one store: itemId -> cents per unit (or packs to buy); undefined or null means the store does not carry the item. */
export type StorePriceMap = Readonly<Record<string, Cents | PackPrice | null | undefined>>;

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

function priceEntryAt(prices: PriceTable, storeId: string, itemId: string): Cents | PackPrice | null {
  // Own properties only, so ids such as "constructor" never read Object.prototype.
  const storePrices = Object.hasOwn(prices, storeId) ? prices[storeId] : undefined;
  if (!storePrices || !Object.hasOwn(storePrices, itemId)) return null;
  return storePrices[itemId] ?? null;
}

function checkedCents(price: Cents, itemId: string, storeId: string): Cents {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`price of ${itemId} at ${storeId} must be non-negative integer cents, got ${String(price)}`);
  }
  return price;
}

/** The store's price for one unit (or one pack) of an item, or null when it does not carry it; throws on a negative or fractional price. */
export function unitPriceAt(prices: PriceTable, storeId: string, itemId: string): Cents | null {
  const price = priceEntryAt(prices, storeId, itemId);
  if (price === null) return null;
  return checkedCents(typeof price === "number" ? price : price.packCents, itemId, storeId);
}

/** A cart line priced at a store: packs bought, the price of one, and the line cost with its margin. */
export interface LinePrice {
  packs: number;
  unitCents: Cents;
  lineCents: Cents;
  /** lowCents ≤ lineCents ≤ highCents: the line cost at the low and the high end of each pack's margin. */
  lowCents: Cents;
  highCents: Cents;
}

/** What the line costs at the store (quantity × price, or the packs given), or null when it does not carry it. */
export function linePriceAt(prices: PriceTable, storeId: string, line: CartLine): LinePrice | null {
  const price = priceEntryAt(prices, storeId, line.itemId);
  if (price === null) return null;
  const pack: PackPrice = typeof price === "number" ? { packCents: price, packs: line.quantity } : price;
  const unitCents = checkedCents(pack.packCents, line.itemId, storeId);
  const lowCents = checkedCents(pack.lowCents ?? unitCents, line.itemId, storeId);
  const highCents = checkedCents(pack.highCents ?? unitCents, line.itemId, storeId);
  if (lowCents > unitCents || highCents < unitCents) {
    throw new RangeError(
      `the margin of ${line.itemId} at ${storeId} must hold its price: ${lowCents} ≤ ${unitCents} ≤ ${highCents}`,
    );
  }
  return {
    packs: pack.packs,
    unitCents,
    lineCents: multiplyCents(unitCents, pack.packs),
    lowCents: multiplyCents(lowCents, pack.packs),
    highCents: multiplyCents(highCents, pack.packs),
  };
}

export function toMissingItem(line: CartLine): MissingItem {
  return line.name === undefined ? { itemId: line.itemId } : { itemId: line.itemId, name: line.name };
}
