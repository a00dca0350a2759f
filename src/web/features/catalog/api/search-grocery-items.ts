import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { MIN_SEARCH_LENGTH, type GroceryItem } from "../../../../domain/contracts/catalog";

export const searchUrl = (query: string) => `/api/grocery-items/search?q=${encodeURIComponent(query)}`;

export const searchGroceryItemsQueryOptions = (query: string) => queryOptions<GroceryItem[]>({ queryKey: [searchUrl(query)] });

/** Ranked items matching the query; runs only when the trimmed query is longer than 2 characters (spec §5). */
export function useSearchGroceryItems(query: string) {
  const trimmed = query.trim();
  const enabled = trimmed.length >= MIN_SEARCH_LENGTH;
  return useQuery({ ...searchGroceryItemsQueryOptions(trimmed), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
