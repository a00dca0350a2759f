import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FavoritesAddToCart } from "../../../../domain/contracts/favorites";
import { apiRequest } from "../../../lib/api-client";

// The cart's query key (features do not import each other; the key is the URL by the app's convention).
const CART_QUERY_KEY = ["/api/cart"] as const;

export const addFavoritesToCart = async (input: FavoritesAddToCart = {}): Promise<{ added: number }> =>
  (await (await apiRequest("POST", "/api/favorites/add-to-cart", input ?? {})).json()) as { added: number };

export function useAddFavoritesToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoritesToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
