import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

const quantityMutationKey = ["cart", "quantity"] as const;

export type QuantityChange = { entryId: number; quantity: number };

export const updateCartQuantity = async ({ entryId, quantity }: QuantityChange): Promise<void> => {
  await apiRequest("PATCH", `/api/cart/${entryId}`, { quantity });
};

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: quantityMutationKey,
    mutationFn: updateCartQuantity,
    // Quick repeated clicks build on the shown quantity, and totals follow immediately.
    onMutate: async ({ entryId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData<CartEntry[]>(cartQueryKey, (entries) => entries?.map((entry) => (entry.id === entryId ? { ...entry, quantity } : entry)));
    },
    // Reload only after the last of several quick changes, so an early answer cannot undo a later click.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: quantityMutationKey }) === 1) return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
