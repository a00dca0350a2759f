import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MatchMode } from "../../../../domain/comparison/equivalents";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

export type MatchModeChange = { entryId: number; matchMode: MatchMode };

export const updateMatchMode = async ({ entryId, matchMode }: MatchModeChange): Promise<void> => {
  await apiRequest("PATCH", `/api/cart/${entryId}`, { matchMode });
};

/** "This brand" or "any brand" for one entry (decision 011); the choice shows at once, prices follow from the server. */
export function useUpdateMatchMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchMode,
    onMutate: async ({ entryId, matchMode }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const before = queryClient.getQueryData<CartEntry[]>(cartQueryKey);
      queryClient.setQueryData<CartEntry[]>(cartQueryKey, (entries) =>
        entries?.map((entry) => (entry.id === entryId ? { ...entry, matchMode } : entry)),
      );
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(cartQueryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
