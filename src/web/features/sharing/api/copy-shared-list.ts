import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CopyToCartResult } from "../../../../domain/contracts/sharing";
import { apiRequest } from "../../../lib/api-client";

export const copySharedListToCart = async (listId: string): Promise<CopyToCartResult> =>
  (await (await apiRequest("POST", `/api/shared-lists/${encodeURIComponent(listId)}/copy-to-cart`)).json()) as CopyToCartResult;

// The cart's query key is its URL (the app's convention), so copying refreshes the cart wherever it shows.
const CART_QUERY_KEY = ["/api/cart"] as const;

/** Copies every item of a shared list into the caller's cart. */
export function useCopySharedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copySharedListToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
