import { multiplyRatio, type Cents } from "../money/money";
import type { CentsRange } from "../pricing/margin";
import { comparableStores, type StoreTotals } from "./store-totals";

/** Shopping weeks per month used for the monthly figure (spec §9: × 4.33), as an exact ratio. */
export const WEEKS_PER_MONTH = { numerator: 433, denominator: 100 } as const;

export interface PotentialSavings {
  /** Highest minus lowest pre-tax subtotal among the compared stores. */
  savingsCents: Cents;
  /**
   * The least that difference can be within the prices' margins (issue 30): the dearest store's low subtotal minus
   * the cheapest one's high subtotal, or 0 when their ranges meet. A saving is certain only when this is above 0.
   */
  certainSavingsCents: Cents;
  /** savingsCents × 4.33, rounded half up to a cent. */
  monthlySavingsCents: Cents;
  /** The stores the figure was computed over (see comparableStores). */
  comparedStoreIds: string[];
}

/**
 * Potential savings (spec §9): max minus min store subtotal, pre-tax, and that × 4.33 per month.
 * Only stores missing the fewest items are compared, so a store that lacks half the cart
 * cannot inflate the figure; with fewer than two such stores the saving is 0.
 */
export function computePotentialSavings(
  stores: readonly (Pick<StoreTotals, "storeId" | "subtotalCents" | "missingCount"> & { subtotalRange?: CentsRange })[],
): PotentialSavings {
  const compared = comparableStores(stores);
  if (compared.length === 0) return { savingsCents: 0, certainSavingsCents: 0, monthlySavingsCents: 0, comparedStoreIds: [] };
  const subtotals = compared.map((store) => store.subtotalCents);
  const [cheapest, dearest] = [Math.min(...subtotals), Math.max(...subtotals)].map((subtotal) =>
    compared.find((store) => store.subtotalCents === subtotal)!,
  );
  const savingsCents = dearest!.subtotalCents - cheapest!.subtotalCents;
  const low = dearest!.subtotalRange?.lowCents ?? dearest!.subtotalCents;
  const high = cheapest!.subtotalRange?.highCents ?? cheapest!.subtotalCents;
  return {
    savingsCents,
    certainSavingsCents: Math.max(0, low - high),
    monthlySavingsCents: multiplyRatio(savingsCents, WEEKS_PER_MONTH.numerator, WEEKS_PER_MONTH.denominator),
    comparedStoreIds: compared.map((store) => store.storeId),
  };
}
