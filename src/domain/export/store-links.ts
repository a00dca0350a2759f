/** Placeholder a chain's search URL template carries, e.g. "https://www.example.com/search?searchTerm={query}". */
export const QUERY_PLACEHOLDER = "{query}";

/** The link fields of a store (from its chain). */
export interface StoreLinkFields {
  searchUrlTemplate?: string | null;
  onlineShoppingUrl?: string | null;
  websiteUrl?: string | null;
}

/** Only absolute http(s) URLs are opened, so a bad data row can never become a javascript: link. */
function safeHttpUrl(candidate: string): string | null {
  try {
    const { protocol } = new URL(candidate);
    return protocol === "https:" || protocol === "http:" ? candidate : null;
  } catch {
    return null;
  }
}

/** The store's own site: its online shopping URL, else its website URL; null when neither is a valid http(s) URL. */
export function storeHomeUrl(store: StoreLinkFields): string | null {
  for (const candidate of [store.onlineShoppingUrl, store.websiteUrl]) {
    const url = candidate ? safeHttpUrl(candidate.trim()) : null;
    if (url) return url;
  }
  return null;
}

/**
 * Search URL for a query at the store: the chain's template with {query} replaced by the
 * URL-encoded query (the template already names the chain's parameter: search, searchTerm,
 * query or q). Without a usable template or with a blank query, the store's own site opens.
 */
export function storeSearchUrl(store: StoreLinkFields, query: string): string | null {
  const template = store.searchUrlTemplate?.trim();
  const trimmedQuery = query.trim();
  if (template && template.includes(QUERY_PLACEHOLDER) && trimmedQuery !== "") {
    const url = safeHttpUrl(template.split(QUERY_PLACEHOLDER).join(encodeURIComponent(trimmedQuery)));
    if (url) return url;
  }
  return storeHomeUrl(store);
}
