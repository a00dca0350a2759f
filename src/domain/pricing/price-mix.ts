import { describeObservedAt, isEstimateSource, type ObservedPrecision, type PriceSource } from "./provenance";

export type Period = { observedAt: Date; precision: ObservedPrecision };
/** How many catalog items have a current price of one source kind for one period. */
export type SourcePeriodCount = Period & { source: PriceSource; items: number };

export type PriceMix = {
  /** Items with an estimate (decision 016): the seed's items, each priced at the chains that carry it. */
  totalItems: number;
  /** Catalog items with no current price at all: items of a catalog import until a source prices them (decision 062). */
  unpricedItems?: number;
  /** Items with at least one current price of each kind, with its newest and oldest period. */
  bySource: { source: PriceSource; items: number; oldest: Period; newest: Period }[];
  /** The anchored items per reference period, newest first. */
  anchorPeriods: SourcePeriodCount[];
  /** Items anchored to a federal average at one chain at least. */
  anchoredItems: number;
  /** Items with an observed (not estimated) current price somewhere. */
  observedItems: number;
};

const count = (n: number) => n.toLocaleString("en-US");

/**
 * The banner's sentence, from the data, in a shopper's words (issue 28: the per-period counts read as jargon):
 * "212 of 583 items start from US government average prices (BLS and USDA) from 2022 to Aug 2025; the rest are
 * the team's estimates."
 */
export function describePriceMix(mix: PriceMix): string {
  if (mix.totalItems === 0) return "No items are priced yet.";
  const periods = [...mix.anchorPeriods]
    .sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime())
    .map((p) => describeObservedAt(p.observedAt, p.precision));
  const when = periods.length <= 1 ? `from ${periods[0] ?? ""}` : `from ${periods[0]} to ${periods[periods.length - 1]}`;
  const anchored =
    mix.anchoredItems > 0
      ? `${count(mix.anchoredItems)} of ${count(mix.totalItems)} items start from US government average prices (BLS and USDA) ${when}; the rest are the team's estimates`
      : `All ${count(mix.totalItems)} items are the team's estimates`;
  const unpriced =
    (mix.unpricedItems ?? 0) > 0
      ? ` ${count(mix.unpricedItems!)} more ${mix.unpricedItems === 1 ? "item has" : "items have"} no price yet.`
      : "";
  if (mix.observedItems === 0) return `${anchored}.${unpriced}`;
  const newest = mix.bySource
    .filter((s) => !isEstimateSource(s.source))
    .map((s) => s.newest)
    .sort((a, b) => b.observedAt.getTime() - a.observedAt.getTime())[0]!;
  return `${anchored}. ${count(mix.observedItems)} items also have observed shelf prices, the newest from ${describeObservedAt(newest.observedAt, newest.precision)}.${unpriced}`;
}
