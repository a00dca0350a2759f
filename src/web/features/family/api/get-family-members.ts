import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FamilyMember } from "../../../../domain/contracts/family";

export const familyMembersQueryKey = ["/api/admin/family-members"] as const;

// Spec §7: not retried (the app's default).
export const familyMembersQueryOptions = queryOptions<FamilyMember[]>({ queryKey: familyMembersQueryKey, retry: false });

/** The family list (admins only: others get 403, visitors 401). */
export const useFamilyMembers = (enabled = true) => useQuery({ ...familyMembersQueryOptions, enabled });
