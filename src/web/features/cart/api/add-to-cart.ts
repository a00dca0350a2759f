import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { cartAddSchema } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

/** Adds an item, or raises its quantity when it is already in the cart. */
export type CartAdd = z.output<typeof cartAddSchema>;

export const addToCart = async (input: CartAdd): Promise<{ id: number }> =>
  (await (await apiRequest("POST", "/api/cart", input)).json()) as { id: number };

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
