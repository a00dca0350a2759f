import type { StoreComparisonRow } from "./compare-stores";

type RankableRow = Pick<StoreComparisonRow, "storeId" | "totalCents" | "missingCount" | "extraCents">;

/** A compared store in the order a shopper reads the answer. */
export interface RankedStore<T extends RankableRow> {
  row: T;
  /** 1 for the lowest total; tied totals share a place ("1, 1, 3"); null for a store that is not ranked (it misses more items). */
  rank: number | null;
}

/**
 * The compared stores, answer first (phone comparison): the ranked stores (those compareStores gave an
 * `extraCents`) by total, lowest first; then the stores that miss more items, fewest missing first, then
 * by total, unranked. Equal stores keep the order they were compared in.
 */
export function rankStores<T extends RankableRow>(rows: readonly T[]): RankedStore<T>[] {
  const ranked = rows.filter((row) => row.extraCents !== null).sort((a, b) => a.totalCents - b.totalCents);
  const unranked = rows
    .filter((row) => row.extraCents === null)
    .sort((a, b) => a.missingCount - b.missingCount || a.totalCents - b.totalCents);
  return [
    ...ranked.map((row) => ({ row, rank: 1 + ranked.filter((other) => other.totalCents < row.totalCents).length })),
    ...unranked.map((row) => ({ row, rank: null })),
  ];
}
