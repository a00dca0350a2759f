import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroceryItem } from "../../../../domain/contracts/catalog";
import { FIVE_MINUTES } from "../../../lib/query-client";

// Spec §9: the grocery items list is cached 5 min.
export const groceryItemsQueryOptions = queryOptions<GroceryItem[]>({ queryKey: ["/api/grocery-items"], staleTime: FIVE_MINUTES });

/** The whole catalog, used to offer other brands of a cart item. */
export const useGroceryItems = () => useQuery(groceryItemsQueryOptions);
