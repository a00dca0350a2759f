import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddFamilyMemberInput, FamilyMember } from "../../../../domain/contracts/family";
import { apiRequest } from "../../../lib/api-client";
import { familyMembersQueryKey } from "./get-family-members";

// The user query's key is its URL (the app's convention): an admin who adds themself becomes Premium.
const USER_QUERY_KEY = ["/api/auth/user"] as const;

export const addFamilyMember = async (input: AddFamilyMemberInput): Promise<FamilyMember> =>
  (await (await apiRequest("POST", "/api/admin/family-members", input)).json()) as FamilyMember;

export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: familyMembersQueryKey });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
