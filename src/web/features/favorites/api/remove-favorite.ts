import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favoritesQueryKey } from "./get-favorites";

export const removeFavorite = async (id: number): Promise<void> => {
  await apiRequest("DELETE", `/api/favorites/${id}`);
};

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
