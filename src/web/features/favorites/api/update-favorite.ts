import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FavoriteUpdate } from "../../../../domain/contracts/favorites";
import { apiRequest } from "../../../lib/api-client";
import { favoritesQueryKey } from "./get-favorites";

export const updateFavorite = async ({ id, ...patch }: FavoriteUpdate & { id: number }): Promise<void> => {
  await apiRequest("PATCH", `/api/favorites/${id}`, patch);
};

export function useUpdateFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
