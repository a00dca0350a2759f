import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MySharedList } from "../../../../domain/contracts/sharing";

export const mySharedListsQueryKey = ["/api/shared-lists"] as const;

export const mySharedListsQueryOptions = queryOptions<MySharedList[]>({ queryKey: mySharedListsQueryKey });

/** The signed-in user's own shared lists, newest first. */
export const useMySharedLists = () => useQuery(mySharedListsQueryOptions);
