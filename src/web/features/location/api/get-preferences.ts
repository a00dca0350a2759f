import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Preferences } from "../../../../domain/contracts/catalog";

export const preferencesQueryKey = ["/api/preferences"] as const;

export const preferencesQueryOptions = queryOptions<Preferences>({ queryKey: preferencesQueryKey });

/** The shopper's saved location, radius and selected stores. */
export const usePreferences = () => useQuery(preferencesQueryOptions);
