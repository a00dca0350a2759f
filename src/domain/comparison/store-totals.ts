import { sumCents, type Cents } from "../money/money";
import type { CentsRange } from "../pricing/margin";
import { linePriceAt, taxOnSubtotal, toMissingItem, type CartLine, type MissingItem, type PriceTable } from "./cart-pricing";

/** One cart line priced at one store; prices are null when the store does not carry the item. */
export interface StoreLinePrice {
  itemId: string;
  name?: string;
  quantity: number;
  /** Packs bought: the quantity, or the packs of an equivalent product that cover it; null when not carried. */
  packs: number | null;
  /** Price of one pack. */
  unitCents: Cents | null;
  lineCents: Cents | null;
  /** The line cost at the low and high end of its price's margin (issue 30); null when not carried. */
  lowCents: Cents | null;
  highCents: Cents | null;
}

/** What the cart costs at one store, counting only the items it carries. */
export interface StoreTotals {
  storeId: string;
  lines: StoreLinePrice[];
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  /** The subtotal and the total with tax at the low and high end of every carried line's margin. */
  subtotalRange: CentsRange;
  totalRange: CentsRange;
  missingCount: number;
  missingItems: MissingItem[];
  carriesEverything: boolean;
}

/** A pre-tax amount with the 8% tax added as a receipt would. */
export const withTax = (subtotalCents: Cents): Cents => subtotalCents + taxOnSubtotal(subtotalCents);

/** Prices the cart at one store: subtotal of carried items (price × packs), 8% tax rounded once, total. */
export function computeStoreTotals(lines: readonly CartLine[], storeId: string, prices: PriceTable): StoreTotals {
  const priced: StoreLinePrice[] = lines.map((line) => {
    const price = linePriceAt(prices, storeId, line);
    return {
      ...toMissingItem(line),
      quantity: line.quantity,
      packs: price?.packs ?? null,
      unitCents: price?.unitCents ?? null,
      lineCents: price?.lineCents ?? null,
      lowCents: price?.lowCents ?? null,
      highCents: price?.highCents ?? null,
    };
  });
  const sum = (cents: readonly (Cents | null)[]) => sumCents(cents.flatMap((c) => (c === null ? [] : [c])));
  const subtotalCents = sum(priced.map((line) => line.lineCents));
  const taxCents = taxOnSubtotal(subtotalCents);
  const subtotalRange = {
    lowCents: sum(priced.map((line) => line.lowCents)),
    highCents: sum(priced.map((line) => line.highCents)),
  };
  // Stryker disable next-line OptionalChaining: priced has an entry for every line (the ?. is for the index type)
  const missingItems = lines.filter((_, index) => priced[index]?.unitCents === null).map(toMissingItem);
  return {
    storeId,
    lines: priced,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    subtotalRange,
    totalRange: { lowCents: withTax(subtotalRange.lowCents), highCents: withTax(subtotalRange.highCents) },
    missingCount: missingItems.length,
    missingItems,
    carriesEverything: missingItems.length === 0,
  };
}

/**
 * The stores whose totals can honestly be compared: those missing the fewest cart items
 * (every store that carries the whole cart, when at least one does). A store that lacks
 * items looks cheaper only because part of the cart is not priced there.
 */
export function comparableStores<T extends Pick<StoreTotals, "missingCount">>(stores: readonly T[]): T[] {
  // Stryker disable next-line ConditionalExpression: Math.min() of no stores is Infinity, so the filter returns [] anyway
  if (stores.length === 0) return [];
  const fewestMissing = Math.min(...stores.map((store) => store.missingCount));
  return stores.filter((store) => store.missingCount === fewestMissing);
}

/** How much of the cart a store's totals cover, so a partial or empty total is never read as a full one. */
export type TotalsCoverage = { kind: "all" } | { kind: "partial"; carried: number; of: number } | { kind: "none"; of: number };

export function coverageOf(row: Pick<StoreTotals, "lines" | "missingCount">): TotalsCoverage {
  const of = row.lines.length;
  if (row.missingCount === 0) return { kind: "all" };
  if (row.missingCount >= of) return { kind: "none", of };
  return { kind: "partial", carried: of - row.missingCount, of };
}
