/**
 * Line colours (each at least 3:1 against white) and dash patterns: two chains that share a colour
 * still differ by their dashes, and the legend names every chain, so colour is never the only signal.
 */
const COLORS = ["#1d4ed8", "#b45309", "#047857", "#b91c1c", "#6d28d9", "#0e7490", "#be185d", "#4d7c0f", "#475569"];
const DASHES: number[][] = [[], [8, 4], [2, 3], [10, 3, 2, 3]];

export function seriesStyle(index: number): { color: string; dash: number[] } {
  return { color: COLORS[index % COLORS.length]!, dash: DASHES[Math.floor(index / COLORS.length) % DASHES.length]! };
}

/** $1.23 on the price axis. */
export const formatDollars = (value: number) => `$${value.toFixed(2)}`;

/** A range around the values with some air, never empty: one price, or one moment, still gets a visible span. */
export function paddedRange(min: number, max: number, pad: number): [number, number] {
  if (min === max) return [min - pad, max + pad];
  const air = (max - min) * 0.08;
  return [min - air, max + air];
}
