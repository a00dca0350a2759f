import { SAMPLE_ITEMS, type SampleItem } from "../../../../domain/demo/sample-data";

/** Spec §5 and §9: search runs from 3 characters and shows at most 6 groups. */
export const DEMO_MIN_SEARCH_LENGTH = 3;
export const DEMO_MAX_RESULT_GROUPS = 6;

export type SampleItemGroup = { name: string; items: SampleItem[] };

/** Sample items whose name, brand or category contains the query, grouped by item name in catalog order. */
export function searchSampleItems(
  query: string,
  items: readonly SampleItem[] = SAMPLE_ITEMS,
  maxGroups = DEMO_MAX_RESULT_GROUPS,
): SampleItemGroup[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < DEMO_MIN_SEARCH_LENGTH) return [];
  const groups = new Map<string, SampleItem[]>();
  for (const item of items) {
    if (!`${item.name} ${item.brand} ${item.category}`.toLowerCase().includes(needle)) continue;
    const group = groups.get(item.name);
    if (group) group.push(item);
    else groups.set(item.name, [item]);
  }
  return [...groups].slice(0, maxGroups).map(([name, groupItems]) => ({ name, items: groupItems }));
}
