import { storeSearchUrl, type StoreLinkFields } from "./store-links";

/**
 * The link that opens a store's online shop with a list of items: the chain's search (the same rules
 * as the cart export's store links) for the item names, each once, separated by commas; a store
 * without a search opens its own site, and null when it has no usable site at all.
 */
export function storeOrderUrl(store: StoreLinkFields, itemNames: readonly string[]): string | null {
  const names = [...new Set(itemNames.map((name) => name.trim()).filter((name) => name !== ""))];
  return storeSearchUrl(store, names.join(", "));
}
