import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";

export const cartQueryKey = ["/api/cart"] as const;

// Spec §9: the cart is fresh for 30 s on the main page.
export const cartQueryOptions = queryOptions<CartEntry[]>({ queryKey: cartQueryKey, staleTime: 30_000 });

/** The cart with each entry priced at the comparison stores. */
export const useCart = () => useQuery(cartQueryOptions);
