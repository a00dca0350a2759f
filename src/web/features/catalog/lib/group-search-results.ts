import type { GroceryItem } from "../../../../domain/contracts/catalog";

/** Spec §9: at most 6 result groups. */
export const MAX_RESULT_GROUPS = 6;

export type SearchResultGroup = { name: string; items: GroceryItem[] };

/** Groups ranked results by item name, keeping the rank of each name's best match; only the first groups are kept. */
export function groupSearchResults(items: readonly GroceryItem[], maxGroups = MAX_RESULT_GROUPS): SearchResultGroup[] {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) {
    const group = groups.get(item.name);
    if (group) group.push(item);
    else groups.set(item.name, [item]);
  }
  return [...groups].slice(0, maxGroups).map(([name, groupItems]) => ({ name, items: groupItems }));
}

/** Whether the results name more items than the groups shown (issue 28: the shopper is told to keep typing). */
export function hasMoreGroups(items: readonly GroceryItem[], maxGroups = MAX_RESULT_GROUPS): boolean {
  return new Set(items.map((item) => item.name)).size > maxGroups;
}
