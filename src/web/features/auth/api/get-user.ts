import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../domain/contracts/auth";
import { getQueryFn } from "../../../lib/api-client";
import { FIVE_MINUTES, TEN_MINUTES } from "../../../lib/query-client";

export const userQueryKey = ["/api/auth/user"] as const;

// Spec §7: cached 5 min, kept 10 min, no retry; a 401 means signed out.
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  staleTime: FIVE_MINUTES,
  gcTime: TEN_MINUTES,
  retry: false,
});

/**
 * The signed-in user; an error or a 401 both mean signed out. `isOffline`: the first check is
 * waiting for a network connection, so whether anyone is signed in is not known yet.
 */
export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.isError ? null : (query.data ?? null);
  // A failed fetch (TypeError), unlike an HTTP error, means no connection.
  const isOffline = (query.isPending && query.fetchStatus === "paused") || query.error instanceof TypeError;
  return { user, isLoading: query.isLoading, isOffline, isAuthenticated: user !== null };
}
