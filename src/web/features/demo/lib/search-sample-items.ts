import { SAMPLE_ITEMS, type SampleItem } from "../../../../domain/demo/sample-data";
import { searchList, vocabularyOfItems } from "../../../../domain/search/index";

/** Spec §5 and §9: search runs from 3 characters and shows at most 6 groups. */
export const DEMO_MIN_SEARCH_LENGTH = 3;
export const DEMO_MAX_RESULT_GROUPS = 6;

export type SampleItemGroup = { name: string; items: SampleItem[] };

// Built on the first search, not when the demo loads: stemming every sample name is a long task on a phone.
let sampleVocabulary: ReturnType<typeof vocabularyOfItems> | undefined;

/**
 * Sample items matching the query by the same rule as the signed-in search (src/domain/search:
 * prefixes, plurals, typos, aliases, the plain product first), grouped by item name in rank order.
 */
export function searchSampleItems(
  query: string,
  items: readonly SampleItem[] = SAMPLE_ITEMS,
  maxGroups = DEMO_MAX_RESULT_GROUPS,
): SampleItemGroup[] {
  if (query.trim().length < DEMO_MIN_SEARCH_LENGTH) return [];
  const vocabulary = items === SAMPLE_ITEMS ? (sampleVocabulary ??= vocabularyOfItems(SAMPLE_ITEMS)) : vocabularyOfItems(items);
  const groups = new Map<string, SampleItem[]>();
  for (const item of searchList(query, items, items.length, vocabulary)) {
    const group = groups.get(item.name);
    if (group) group.push(item);
    else groups.set(item.name, [item]);
  }
  return [...groups].slice(0, maxGroups).map(([name, groupItems]) => ({ name, items: groupItems }));
}
