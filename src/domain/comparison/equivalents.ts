import { multiplyCents, type Cents } from "../money/money";
import { convertSize, measureOf, type SizeUnit } from "../pricing/unit-price";

/**
 * Equivalent products (decision 011). Every catalog item belongs to a product group (the same
 * product at a comparable size, e.g. "Whole Milk"). A cart entry either wants *this exact brand*
 * or *any brand*: then each store is priced with its cheapest equivalent, buying enough whole
 * packs to cover the amount the shopper asked for (quantity × the entry's package size).
 */
export const MATCH_MODES = ["exact", "any"] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** A product a store could sell for an entry: its pack size and its price there (null: not carried). */
export interface EquivalentOffer {
  itemId: string;
  size: number;
  sizeUnit: SizeUnit;
  priceCents: Cents | null;
}

/** What the shopper wants: an item, how many of its packs, and whether another brand will do. */
export interface WantedItem {
  itemId: string;
  size: number;
  sizeUnit: SizeUnit;
  quantity: number;
  mode: MatchMode;
}

/** The product priced for an entry at one store. */
export interface ChosenOffer {
  itemId: string;
  /** Whole packs of that product bought; for the wanted item itself, the entry's quantity. */
  packs: number;
  packCents: Cents;
  lineCents: Cents;
}

// Sizes are decimals such as 5.3 oz; a quotient within this of a whole number counts as that number.
const WHOLE_PACK_TOLERANCE = 1e-9;

/** Whole packs of `offer` needed to hold at least the wanted amount; null when the two are not the same measure. */
export function packsToCover(
  wanted: Pick<WantedItem, "size" | "sizeUnit" | "quantity">,
  offer: Pick<EquivalentOffer, "size" | "sizeUnit">,
): number | null {
  if (measureOf(wanted.sizeUnit) !== measureOf(offer.sizeUnit) || !(offer.size > 0) || !(wanted.size > 0)) return null;
  const amount = wanted.quantity * convertSize(wanted.size, wanted.sizeUnit, offer.sizeUnit);
  return Math.max(1, Math.ceil(amount / offer.size - WHOLE_PACK_TOLERANCE));
}

/**
 * The offer a store is priced with for one entry, or null when it has none. Exact mode: only the
 * wanted item, `quantity` packs. Any brand: the offer with the lowest cost for the wanted amount;
 * on equal cost the wanted item itself, then fewer packs (less bought beyond the need), then the
 * lower item id, so the choice never depends on the order of the offers.
 */
export function chooseOffer(wanted: WantedItem, offers: readonly EquivalentOffer[]): ChosenOffer | null {
  let best: ChosenOffer | null = null;
  for (const offer of offers) {
    if (offer.priceCents === null) continue;
    const isWanted = offer.itemId === wanted.itemId;
    if (wanted.mode === "exact" && !isWanted) continue;
    const packs = isWanted ? wanted.quantity : packsToCover(wanted, offer);
    if (packs === null) continue;
    const candidate: ChosenOffer = {
      itemId: offer.itemId,
      packs,
      packCents: offer.priceCents,
      lineCents: multiplyCents(offer.priceCents, packs),
    };
    if (best === null || isBetter(candidate, best, wanted.itemId)) best = candidate;
  }
  return best;
}

function isBetter(a: ChosenOffer, b: ChosenOffer, wantedId: string): boolean {
  // Stryker disable next-line EqualityOperator: the costs differ here, so < and <= agree
  if (a.lineCents !== b.lineCents) return a.lineCents < b.lineCents;
  if ((a.itemId === wantedId) !== (b.itemId === wantedId)) return a.itemId === wantedId;
  // Stryker disable next-line EqualityOperator: the pack counts differ here, so < and <= agree
  if (a.packs !== b.packs) return a.packs < b.packs;
  // Stryker disable next-line EqualityOperator: equal ids are the same offer listed twice, the same choice either way
  return a.itemId < b.itemId;
}
