import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { preferencesQueryKey } from "./get-preferences";

export const updatePreferences = async (preferences: Preferences): Promise<Preferences> =>
  (await (await apiRequest("PUT", "/api/preferences", preferences)).json()) as Preferences;

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      // The cart is priced at the selected (or nearest) stores, so it changes with these.
      return queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
    },
  });
}
