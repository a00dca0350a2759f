import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CartEntry, cartAddSchema } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

/** Adds an item, or raises its quantity when it is already in the cart. */
export type CartAdd = z.output<typeof cartAddSchema>;

/** POST /api/cart: the entry added or raised, priced as GET /api/cart shows it (decision 103). */
export const addToCart = async (input: CartAdd): Promise<CartEntry> =>
  (await (await apiRequest("POST", "/api/cart", input)).json()) as CartEntry;

/**
 * Puts an add's answer in the cart shown instead of reading the whole cart again (decision 103): in place of the entry
 * with its id (its quantity raised), else last, as the cart orders a new entry; `replaced` (a brand switch's old entry)
 * leaves. A read on its way may have begun before the add was applied: the cart is read again instead.
 */
export async function showAdded(client: QueryClient, answer: CartEntry, replaced?: number) {
  if (client.isFetching({ queryKey: cartQueryKey }) > 0) return client.invalidateQueries({ queryKey: cartQueryKey });
  client.setQueryData<CartEntry[]>(cartQueryKey, (entries) => {
    if (!entries) return entries;
    const kept = entries.filter((entry) => entry.id !== replaced);
    return kept.some((entry) => entry.id === answer.id)
      ? kept.map((entry) => (entry.id === answer.id ? answer : entry))
      : [...kept, answer];
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => showAdded(queryClient, answer),
    // A failed add reads the cart, so the page shows what the server holds.
    onError: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
