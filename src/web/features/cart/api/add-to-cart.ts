import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CartEntry, cartAddSchema } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartChangeKey, entryChangeScope, oweRead, settleCartChange } from "./change-cart-entry";
import { cartQueryKey } from "./get-cart";

/** Adds an item, or raises its quantity when it is already in the cart. */
export type CartAdd = z.output<typeof cartAddSchema>;

/** POST /api/cart: the entry added or raised, priced as GET /api/cart shows it (decision 103). */
export const addToCart = async (input: CartAdd): Promise<CartEntry> =>
  (await (await apiRequest("POST", "/api/cart", input)).json()) as CartEntry;

/** Adds and brand switches (a removal, then an add), among the cart's changes. */
export const cartAddKey = [...cartChangeKey, "add"] as const;

/**
 * Puts an add's answer in the cart shown instead of reading the whole cart again (decision 103): in place of the entry
 * with its id (its quantity raised), else last, as the cart orders a new entry; `replaced` (a brand switch's old entry)
 * leaves. Only when the answer is surely the newest thing known: the cart is shown (else it is read when it is next
 * shown, review R91), no read of it is on its way or due (it may have begun before the add), and no other change of the
 * cart is waiting (changes run one after another, entryChangeScope: a later one would make this answer old, review
 * R92; a step of the entry's quantity would be undone, R94). Otherwise a read is owed, made once the last change settles
 * (settleCartChange).
 */
export function showAdded(client: QueryClient, answer: CartEntry, replaced?: number) {
  const cart = client.getQueryCache().find({ queryKey: cartQueryKey, exact: true });
  const surelyNewest =
    cart !== undefined &&
    cart.getObserversCount() > 0 &&
    !cart.state.isInvalidated &&
    client.isFetching({ queryKey: cartQueryKey }) === 0 &&
    client.isMutating({ mutationKey: cartChangeKey }) === 1;
  if (!surelyNewest) return oweRead(client);
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
    mutationKey: cartAddKey,
    // One after another with the entries' changes: answers come in the order the clicks were made (review R92).
    scope: entryChangeScope,
    mutationFn: addToCart,
    onSuccess: (answer) => showAdded(queryClient, answer),
    // A failed add reads the cart, so the page shows what the server holds.
    onError: () => oweRead(queryClient),
    onSettled: () => settleCartChange(queryClient),
  });
}
