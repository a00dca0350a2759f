import type { ChainPriceHistory, PriceObservation } from "../../../../domain/contracts/price-history";
import { describeObservedAt, type ObservedPrecision } from "../../../../domain/pricing/provenance";

/** The precision an API `observedAt` is written at: "2022", "2025-08", "2026-11-23" or a timestamp. */
export function precisionOf(observedAt: string): ObservedPrecision {
  if (observedAt.length === 4) return "year";
  if (observedAt.length === 7) return "month";
  if (observedAt.length === 10) return "day";
  return "moment";
}

/** Seconds since the epoch of the start of the period (date-only ISO forms are UTC). */
export const observedSeconds = (observedAt: string) => Date.parse(observedAt) / 1000;

/** "2022", "Aug 2025", "Nov 20, 2026": the period as the table and the chart's readout say it. */
export const observedAtLabel = (observedAt: string) =>
  describeObservedAt(new Date(Date.parse(observedAt)), precisionOf(observedAt));

/** One observation placed on the chart: which chain (series index from 0) and which x. */
export type ChartPoint = { chainIndex: number; xIndex: number; chainName: string; observation: PriceObservation };

export type ChartData = {
  /** Every distinct moment, ascending, in seconds. */
  xs: number[];
  /**
   * Per chain, its price in dollars at each x, or null where it has no observation; a chain's last price
   * is carried to the last x (a price holds until the next one), so its line reaches the chart's end.
   */
  ys: (number | null)[][];
  /** Per chain, the x indices of its own observations: where dots are drawn (not the carried end). */
  observed: number[][];
  /** Every plotted observation in time order (then chain order): what the arrow keys walk through. */
  points: ChartPoint[];
};

/**
 * The chart's aligned columns. Two observations of one chain at the same moment (a chain-wide price and
 * a store's) share one x; the chart shows the later one, the table lists both.
 */
export function toChartData(chains: readonly ChainPriceHistory[]): ChartData {
  const xs = [...new Set(chains.flatMap((c) => c.observations.map((o) => observedSeconds(o.observedAt))))].sort((a, b) => a - b);
  const xIndex = new Map(xs.map((x, i) => [x, i]));
  const byPlace = new Map<string, ChartPoint>();
  const ys = chains.map((chain, chainIndex) => {
    const column: (number | null)[] = xs.map(() => null);
    for (const observation of chain.observations) {
      const i = xIndex.get(observedSeconds(observation.observedAt))!;
      column[i] = Number(observation.price);
      byPlace.set(`${chainIndex}:${i}`, { chainIndex, xIndex: i, chainName: chain.chainName, observation });
    }
    return column;
  });
  const observed = ys.map((column) => column.flatMap((value, i) => (value === null ? [] : [i])));
  for (const column of ys) {
    const last = column.findLast((value) => value !== null);
    if (last !== undefined && column.length > 0 && column[column.length - 1] === null) column[column.length - 1] = last;
  }
  const points = [...byPlace.values()].sort((a, b) => a.xIndex - b.xIndex || a.chainIndex - b.chainIndex);
  return { xs, ys, observed, points };
}

/** What the chart says aloud for one point, e.g. "Aldi, Nov 20, 2026: $0.59. Reported by a shopper on Nov 20, 2026 at Aldi Oakland." */
export function describePoint({ chainName, observation }: ChartPoint): string {
  const where = observation.store ? ` at ${observation.store.name}` : "";
  return `${chainName}, ${observedAtLabel(observation.observedAt)}: $${observation.price}. ${observation.sourceLabel}${where}.`;
}
