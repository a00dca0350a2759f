import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { familyMembersQueryKey } from "./get-family-members";

const USER_QUERY_KEY = ["/api/auth/user"] as const;

export const removeFamilyMember = async (id: number): Promise<void> => {
  await apiRequest("DELETE", `/api/admin/family-members/${id}`);
};

/** Removes a member: their family Premium ends at their next request. */
export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: familyMembersQueryKey });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
