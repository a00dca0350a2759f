/** How many stores the comparison shows when the shopper has selected none (spec §9). */
export const DEFAULT_COMPARED_STORES = 3;

/**
 * The stores the comparison shows: the selected ones, in the order of allStoresInOrder
 * (nearest first), or the first 3 when none is selected. Selected ids that are no longer in
 * the list (closed, out of range) are ignored; if none remains, it falls back to the first 3.
 */
export function storesToCompare<T extends { id: string }>(selectedIds: readonly string[], allStoresInOrder: readonly T[]): T[] {
  const selected = new Set(selectedIds);
  const chosen = allStoresInOrder.filter((store) => selected.has(store.id));
  return chosen.length > 0 ? chosen : allStoresInOrder.slice(0, DEFAULT_COMPARED_STORES);
}
