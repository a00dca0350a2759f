import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedSharedList, CreateSharedListInput } from "../../../../domain/contracts/sharing";
import { apiRequest } from "../../../lib/api-client";
import { mySharedListsQueryKey } from "./get-my-shared-lists";

export const createSharedList = async (input: CreateSharedListInput): Promise<CreatedSharedList> =>
  (await (await apiRequest("POST", "/api/shared-lists/from-cart", input)).json()) as CreatedSharedList;

/** Spec §7: shares the cart; invalidates the shared-lists query. */
export function useCreateSharedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSharedList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySharedListsQueryKey }),
  });
}
