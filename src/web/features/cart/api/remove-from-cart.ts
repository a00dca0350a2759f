import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cancelCartReads, entryChangeKeys, entryChangeScope, oweRead, settleCartChange } from "./change-cart-entry";
import { cartQueryKey } from "./get-cart";

export const removeFromCart = async (entryId: number): Promise<void> => {
  await apiRequest("DELETE", `/api/cart/${entryId}`);
};

const without = (entryId: number) => (entries: CartEntry[] | undefined) => entries?.filter((entry) => entry.id !== entryId);

/**
 * The entry leaves the list at once and the cart is not read again: nothing the page shows of the other entries comes
 * from the server (decision 087). A removal runs after the entries' pending changes, in the order they were made; a
 * failure reads the cart again, which puts the entry back.
 */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: entryChangeKeys.removal,
    mutationFn: removeFromCart,
    scope: entryChangeScope,
    onMutate: async (entryId) => {
      await cancelCartReads(queryClient);
      queryClient.setQueryData<CartEntry[]>(cartQueryKey, without(entryId));
    },
    // A read begun before the removal was applied would answer the entry still there.
    onSuccess: async (_answer, entryId) => {
      await cancelCartReads(queryClient);
      queryClient.setQueryData<CartEntry[]>(cartQueryKey, without(entryId));
    },
    onError: () => oweRead(queryClient),
    onSettled: () => settleCartChange(queryClient),
  });
}
