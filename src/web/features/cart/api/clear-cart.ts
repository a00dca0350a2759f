import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { addToCart } from "./add-to-cart";
import { cartQueryKey } from "./get-cart";

export const clearCart = async (): Promise<void> => {
  await apiRequest("DELETE", "/api/cart");
};

/**
 * Puts a cleared cart back as it was (Undo, issue 28): each item in its order, with its quantity, its brand choice
 * (this brand or any brand) and its check-off. One entry at a time, so the cart keeps the order it had.
 */
export async function restoreCart(entries: readonly CartEntry[]): Promise<void> {
  for (const entry of entries) {
    const { id } = await addToCart({ itemId: entry.itemId, quantity: entry.quantity, matchMode: entry.matchMode });
    if (entry.checked) await apiRequest("PUT", `/api/cart/${id}/checked`, { checked: true });
  }
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

export function useRestoreCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
