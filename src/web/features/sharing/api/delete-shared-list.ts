import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { mySharedListsQueryKey } from "./get-my-shared-lists";

export const deleteSharedList = async (listId: string): Promise<void> => {
  await apiRequest("DELETE", `/api/shared-lists/${encodeURIComponent(listId)}`);
};

/** Deletes one of the caller's shared lists: its link stops working. */
export function useDeleteSharedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSharedList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySharedListsQueryKey }),
  });
}
