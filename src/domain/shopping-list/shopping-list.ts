import { buildPriceTable, pricedStoreIds, toCartLines, type PricedEntry } from "../comparison/cart-entry-prices";
import { computeSmartSplit, MAX_SPLIT_STORES } from "../comparison/smart-split";
import { GROCERY_CATEGORIES } from "../pricing/categories";
import { parseDecimalToCents, type Cents } from "../money/money";

/**
 * A change made in the shopping list, kept until the server has answered it (decision 022). Values
 * are absolute, so sending one twice, or after a change made elsewhere, gives a defined result.
 */
export type QueuedChange = { key: string; entryId: number } & (
  { kind: "checked"; checked: boolean } | { kind: "quantity"; quantity: number }
);

type ListEntry = { id: number; quantity: number; checked: boolean; item: { category: string } };

/** The last cart from the server with the changes not yet sent applied on top, in the order they were made. */
export function applyQueuedChanges<E extends ListEntry>(entries: readonly E[], queue: readonly QueuedChange[]): E[] {
  return entries.map((entry) =>
    queue.reduce<E>((shown, change) => {
      if (change.entryId !== entry.id) return shown;
      return change.kind === "checked" ? { ...shown, checked: change.checked } : { ...shown, quantity: change.quantity };
    }, entry),
  );
}

export type ShoppingListGroup<E> = { category: string; entries: E[] };

/** The list by aisle: the spec's categories in their order (unknown ones after them, by name), cart order within each. */
export function groupByCategory<E extends ListEntry>(entries: readonly E[]): ShoppingListGroup<E>[] {
  const groups = new Map<string, E[]>();
  for (const entry of entries) groups.set(entry.item.category, [...(groups.get(entry.item.category) ?? []), entry]);
  const rank = (category: string) => {
    const index = (GROCERY_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? GROCERY_CATEGORIES.length : index;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, entries: list }));
}

type SplitEntry = ListEntry & PricedEntry;

/** Entries bought at one store of the smart split; `storeId` null for those no compared store sells. */
export type StoreGroup<E> = { storeId: number | null; entries: E[] };

/**
 * The list by store of the smart split: each entry under the compared store where the comparison's
 * smart split buys it (the cheapest way to buy the whole cart across those stores, with its tie rules),
 * stores in the order the server compared them, entries no compared store sells last. Cart order
 * within each store. Works on the list kept offline: the prices come with the entries.
 */
export function groupBySmartSplit<E extends SplitEntry>(entries: readonly E[]): StoreGroup<E>[] {
  const storeIds = [...pricedStoreIds(entries)].slice(0, MAX_SPLIT_STORES).map(String);
  const plan = storeIds.length === 0 ? null : computeSmartSplit(toCartLines(entries), storeIds, buildPriceTable(entries)).split;
  const storeOfItem = new Map<string, string>();
  for (const stop of plan?.stops ?? []) for (const line of stop.lines) storeOfItem.set(line.itemId, stop.storeId);
  const groups = new Map<string | null, E[]>([...storeIds.map((id) => [id, []] as [string, E[]]), [null, []]]);
  for (const entry of entries) groups.get(storeOfItem.get(String(entry.itemId)) ?? null)!.push(entry);
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([storeId, list]) => ({ storeId: storeId === null ? null : Number(storeId), entries: list }));
}

type ListPrice = { price: string | null; available: boolean };

/** The lowest price among the compared stores that carry the item (the first of equals), or null when none does. */
export function lowestStorePrice<P extends ListPrice>(entry: {
  storePrices: readonly P[];
}): { cents: Cents; storePrice: P } | null {
  let lowest: { cents: Cents; storePrice: P } | null = null;
  for (const storePrice of entry.storePrices) {
    const cents = storePrice.available && storePrice.price !== null ? parseDecimalToCents(storePrice.price) : null;
    if (cents !== null && (lowest === null || cents < lowest.cents)) lowest = { cents, storePrice };
  }
  return lowest;
}

/** The lowest price among the compared stores that carry the item, or null when none does. */
export function lowestPriceCents(entry: { storePrices: readonly ListPrice[] }): Cents | null {
  return lowestStorePrice(entry)?.cents ?? null;
}
