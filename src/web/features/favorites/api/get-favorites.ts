import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Favorite } from "../../../../domain/contracts/favorites";

export const favoritesQueryKey = ["/api/favorites"] as const;
export const favoritesQueryOptions = queryOptions<Favorite[]>({ queryKey: favoritesQueryKey });

/** Spec §6: the favorites query runs only for users with Premium access. */
export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions, enabled });
