import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SharedList } from "../../../../domain/contracts/sharing";
import { mySharedListsQueryKey } from "./get-my-shared-lists";

export const sharedListQueryOptions = (listId: string) =>
  queryOptions<SharedList>({ queryKey: [...mySharedListsQueryKey, encodeURIComponent(listId)] });

/** A shared list as anyone sees it (public). */
export const useSharedList = (listId: string) => useQuery(sharedListQueryOptions(listId));
