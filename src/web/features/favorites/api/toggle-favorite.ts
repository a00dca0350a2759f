import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FavoriteToggleResponse } from "../../../../domain/contracts/favorites";
import { apiRequest } from "../../../lib/api-client";
import { favoritesQueryKey } from "./get-favorites";

export const toggleFavorite = async (itemId: number): Promise<FavoriteToggleResponse> =>
  (await (await apiRequest("POST", `/api/favorites/toggle/${itemId}`)).json()) as FavoriteToggleResponse;

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
