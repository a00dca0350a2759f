import { describeObservedAt, isEstimateSource, type ObservedPrecision, type PriceSource } from "./provenance";

export type Period = { observedAt: Date; precision: ObservedPrecision };
/** How many catalog items have a current price of one source kind for one period. */
export type SourcePeriodCount = Period & { source: PriceSource; items: number };

export type PriceMix = {
  totalItems: number;
  /** Items with at least one current price of each kind, with its newest and oldest period. */
  bySource: { source: PriceSource; items: number; oldest: Period; newest: Period }[];
  /** The anchored items per reference period, newest first. */
  anchorPeriods: SourcePeriodCount[];
  /** Items anchored to a federal average at one chain at least. */
  anchoredItems: number;
  /** Items with an observed (not estimated) current price somewhere. */
  observedItems: number;
};

const listWords = (parts: readonly string[]) =>
  // Stryker disable next-line StringLiteral: never called with no parts (an anchored item has an anchor period)
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

/**
 * The banner's sentence, from the data: "201 of 583 items anchored to BLS/USDA averages from
 * Aug 2025 (150), Nov 2023 (30) and 2022 (21); the rest are the team's estimates."
 */
export function describePriceMix(mix: PriceMix): string {
  if (mix.totalItems === 0) return "No items are priced yet.";
  const periods = [...mix.anchorPeriods]
    .sort((a, b) => b.observedAt.getTime() - a.observedAt.getTime())
    .map((p) => `${describeObservedAt(p.observedAt, p.precision)} (${p.items})`);
  const anchored =
    mix.anchoredItems > 0
      ? `${mix.anchoredItems} of ${mix.totalItems} items anchored to BLS/USDA averages from ${listWords(periods)}; the rest are the team's estimates`
      : `All ${mix.totalItems} items are the team's estimates`;
  if (mix.observedItems === 0) return `${anchored}.`;
  const newest = mix.bySource
    .filter((s) => !isEstimateSource(s.source))
    .map((s) => s.newest)
    .sort((a, b) => b.observedAt.getTime() - a.observedAt.getTime())[0]!;
  return `${anchored}. ${mix.observedItems} items also have observed shelf prices, the newest from ${describeObservedAt(newest.observedAt, newest.precision)}.`;
}
