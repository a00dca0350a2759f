import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserLocation } from "../../../../domain/contracts/catalog";

export const geocodeUrl = (query: string) => `/api/geocode?q=${encodeURIComponent(query)}`;

export const geocodeQueryOptions = (query: string) => queryOptions<UserLocation>({ queryKey: [geocodeUrl(query)] });

/** Looks up a ZIP code, "City, ST" or street address; a 404 means the place is unknown. */
export function useGeocodeAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (query: string) => queryClient.fetchQuery(geocodeQueryOptions(query.trim())) });
}
