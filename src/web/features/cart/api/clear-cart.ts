import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

export const clearCart = async (): Promise<void> => {
  await apiRequest("DELETE", "/api/cart");
};

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
