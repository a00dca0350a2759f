import { nearestOfEachChain } from "../comparison/stores-to-compare";

/** Most stores a shopper can select (spec §4, §9). */
export const MAX_SELECTED_STORES = 5;
/** Stores the demo selects and fills up to (spec §9: demo default 3). */
export const DEMO_DEFAULT_SELECTED = 3;

/** The refusal shown when selecting beyond the limit; with the default limit it is the spec's exact text. */
export function storeLimitMessage(max: number = MAX_SELECTED_STORES): string {
  return `You can select up to ${max} stores. Remove a store first to add a new one.`;
}

export type ToggleStoreResult = { ok: true; selected: string[] } | { ok: false; message: string };

/** Selects or deselects a store; selecting beyond `max` is refused and the selection is unchanged. */
export function toggleStore(selected: readonly string[], id: string, max: number = MAX_SELECTED_STORES): ToggleStoreResult {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((selectedId) => selectedId !== id) };
  if (selected.length >= max) return { ok: false, message: storeLimitMessage(max) };
  return { ok: true, selected: [...selected, id] };
}

/**
 * 'Select 5 Closest': the nearest branch of each of the n nearest chains, from a list sorted nearest first
 * (decision 052: branches of one chain price alike, so a second branch would add an identical column); fewer when
 * fewer chains are listed. Stores without a chain (the demo's) count as chains of their own.
 */
export function selectClosest(
  storesNearestFirst: readonly { id: string; chainId?: number | string }[],
  n: number = MAX_SELECTED_STORES,
): string[] {
  return firstN(nearestOfEachChain(storesNearestFirst), n);
}

function firstN(stores: readonly { id: string }[], n: number): string[] {
  return stores.slice(0, Math.max(0, Math.min(n, MAX_SELECTED_STORES))).map((store) => store.id);
}

/**
 * 'Budget Stores': the nearest branch of each budget chain, nearest first, up to 5. Branches of one
 * chain price alike, so a second branch would only add an identical column (issue 14).
 */
export function selectBudget(
  storesNearestFirst: readonly { id: string; isBudget: boolean; chainId: number | string }[],
  max: number = MAX_SELECTED_STORES,
): string[] {
  return firstN(
    nearestOfEachChain(storesNearestFirst.filter((store) => store.isBudget)),
    max,
  );
}

/**
 * Demo radius change (spec §4): selected stores still within the radius are kept (in their
 * selection order), then the nearest in-range stores fill the selection up to `fillTo`.
 * A selection already larger than `fillTo` is not trimmed.
 */
export function applyDemoRadius(
  selected: readonly string[],
  stores: readonly { id: string; distanceMiles: number }[],
  radiusMiles: number,
  fillTo: number = DEMO_DEFAULT_SELECTED,
): string[] {
  const inRange = stores.filter((store) => store.distanceMiles <= radiusMiles).sort((a, b) => a.distanceMiles - b.distanceMiles);
  const inRangeIds = new Set(inRange.map((store) => store.id));
  const kept = selected.filter((id, index) => inRangeIds.has(id) && selected.indexOf(id) === index);
  const fill = inRange.filter((store) => !kept.includes(store.id)).map((store) => store.id);
  return [...kept, ...fill.slice(0, Math.max(0, fillTo - kept.length))];
}
