import { multiplyCents, type Cents } from "../money/money";
import { convertSize, measureOf, type SizeUnit } from "../pricing/unit-price";

/**
 * Equivalent products (decisions 011 and 051). Every catalog item belongs to a product group (the same
 * product at a comparable size, e.g. "Whole Milk"). A cart entry either wants *this exact brand*
 * or *any brand*: then each store is priced with its cheapest equivalent of the same kind (pack-kind.ts),
 * buying the whole packs a shopper would for the amount asked (quantity × the entry's package size).
 */
export const MATCH_MODES = ["exact", "any"] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** A product a store could sell for an entry: its pack size and its price there (null: not carried). */
export interface EquivalentOffer {
  itemId: string;
  size: number;
  sizeUnit: SizeUnit;
  priceCents: Cents | null;
  /** Its kind (packKind): only the wanted item's kind may stand in for it; absent is the plain kind. */
  kind?: string;
}

/** What the shopper wants: an item, how many of its packs, and whether another brand will do. */
export interface WantedItem {
  itemId: string;
  size: number;
  sizeUnit: SizeUnit;
  quantity: number;
  mode: MatchMode;
  /** The wanted item's kind (packKind); absent is the plain kind. */
  kind?: string;
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

/** Packs holding at least this share of the wanted amount cover it (decision 051: within 10% is the same amount). */
export const COVERED_SHARE = 0.9;

/**
 * Whole packs of `offer` a shopper would buy for the wanted amount (decision 051), null when the two are not the
 * same measure: the fewer of (a) the fewest packs holding at least 90% of it and (b) the count nearest to it (a half
 * rounds up), never less than one. So a pack within 10% of the amount is one pack, never a doubled line; a 21 oz
 * pizza stands for a 27.5 oz one (the unit price shows the difference); two half gallons make a gallon.
 */
export function packsToBuy(
  wanted: Pick<WantedItem, "size" | "sizeUnit" | "quantity">,
  offer: Pick<EquivalentOffer, "size" | "sizeUnit">,
): number | null {
  if (measureOf(wanted.sizeUnit) !== measureOf(offer.sizeUnit) || !(offer.size > 0) || !(wanted.size > 0)) return null;
  const ratio = (wanted.quantity * convertSize(wanted.size, wanted.sizeUnit, offer.sizeUnit)) / offer.size;
  const covering = Math.ceil(ratio * COVERED_SHARE - WHOLE_PACK_TOLERANCE);
  const nearest = Math.floor(ratio + 0.5 + WHOLE_PACK_TOLERANCE);
  return Math.max(1, Math.min(covering, nearest));
}

/**
 * The offer a store is priced with for one entry, or null when it has none. Exact mode: only the
 * wanted item, `quantity` packs. Any brand: among the offers of the wanted item's kind, the lowest cost
 * of the packs a shopper would buy (packsToBuy); on equal cost the wanted item itself, then fewer packs
 * (less bought beyond the need), then the lower item id, so the choice never depends on the order of the offers.
 */
export function chooseOffer(wanted: WantedItem, offers: readonly EquivalentOffer[]): ChosenOffer | null {
  let best: ChosenOffer | null = null;
  for (const offer of offers) {
    if (offer.priceCents === null) continue;
    const isWanted = offer.itemId === wanted.itemId;
    if (!isWanted && (wanted.mode === "exact" || (offer.kind ?? "") !== (wanted.kind ?? ""))) continue;
    const packs = isWanted ? wanted.quantity : packsToBuy(wanted, offer);
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
