import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

export const removeFromCart = async (entryId: number): Promise<void> => {
  await apiRequest("DELETE", `/api/cart/${entryId}`);
};

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    // The entry leaves the list at once; a failure puts it back when the cart reloads.
    onMutate: (entryId) => {
      queryClient.setQueryData<CartEntry[]>(cartQueryKey, (entries) => entries?.filter((entry) => entry.id !== entryId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
