/** How many stores the comparison shows when the shopper has selected none (spec §9). */
export const DEFAULT_COMPARED_STORES = 3;

/** A store as the choice of columns sees it; without a chain a store is a chain of its own (the demo's stores). */
export type ChainedStore = { id: string | number; chainId?: string | number };

/**
 * The nearest branch of each chain, in the list's order (decision 052): branches of one chain have identical
 * prices (decision 050), so a second branch would only add an identical column.
 */
export function nearestOfEachChain<T extends ChainedStore>(storesNearestFirst: readonly T[]): T[] {
  const seen = new Set<string>();
  return storesNearestFirst.filter((store) => {
    const chain = store.chainId === undefined ? `store:${store.id}` : `chain:${store.chainId}`;
    if (seen.has(chain)) return false;
    seen.add(chain);
    return true;
  });
}

/**
 * The stores the comparison shows: the selected ones, in the order of allStoresInOrder
 * (nearest first), or when none is selected the nearest branch of each of the 3 nearest chains (spec §9's
 * "first 3", kept to its intent of different prices, decision 052). Selected ids that are no longer in
 * the list (closed, out of range) are ignored; if none remains, it falls back to the default.
 */
export function storesToCompare<T extends ChainedStore & { id: string }>(selectedIds: readonly string[], allStoresInOrder: readonly T[]): T[] {
  const selected = new Set(selectedIds);
  const chosen = allStoresInOrder.filter((store) => selected.has(store.id));
  return chosen.length > 0 ? chosen : nearestOfEachChain(allStoresInOrder).slice(0, DEFAULT_COMPARED_STORES);
}
