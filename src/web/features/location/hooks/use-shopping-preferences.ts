import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Preferences } from "../../../../domain/contracts/catalog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { preferencesQueryKey, usePreferences } from "../api/get-preferences";
import { updatePreferences, useUpdatePreferences } from "../api/update-preferences";

/** Slider drags and quick store clicks are saved as one change. */
export const SAVE_DELAY_MS = 500;

/**
 * Location, radius and selected stores as the page edits them: loaded from the server first,
 * changed locally at once, and saved (debounced) with PUT /api/preferences.
 */
export function useShoppingPreferences() {
  const queryClient = useQueryClient();
  const query = usePreferences();
  const { mutate: save, isPending: isSaving } = useUpdatePreferences();
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [hasUnsaved, setHasUnsaved] = useState(false);
  const unsaved = useRef<Preferences | null>(null);
  const loaded = query.data;

  useEffect(() => {
    if (!draft || draft !== unsaved.current) return;
    const timer = setTimeout(() => {
      unsaved.current = null;
      save(draft, {
        onSettled: () => setHasUnsaved(unsaved.current !== null),
        onError: (error) =>
          toast({
            title: "Error",
            description: errorMessage(error, "Failed to save your store preferences"),
            variant: "destructive",
          }),
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, save]);

  // A change made just before leaving the page is still saved, and the cart re-priced for it.
  useEffect(
    () => () => {
      if (!unsaved.current) return;
      updatePreferences(unsaved.current)
        .then((saved) => {
          queryClient.setQueryData(preferencesQueryKey, saved);
          return queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
        })
        .catch(() => undefined);
    },
    [queryClient],
  );

  // A change made before the saved preferences arrive (a place typed at once) waits for them, then applies.
  const [early, setEarly] = useState<Partial<Preferences> | null>(null);
  const apply = useCallback((base: Preferences, patch: Partial<Preferences>) => {
    const next = { ...base, ...patch };
    unsaved.current = next;
    setDraft(next);
    setHasUnsaved(true);
  }, []);
  useEffect(() => {
    if (!early || !loaded) return;
    setEarly(null);
    apply(draft ?? loaded, early);
  }, [early, loaded, draft, apply]);

  const update = useCallback(
    (patch: Partial<Preferences>) => {
      const base = draft ?? loaded;
      if (base) apply(base, patch);
      else setEarly((waiting) => ({ ...waiting, ...patch }));
    },
    [draft, loaded, apply],
  );

  return {
    preferences: draft ?? loaded ?? null,
    isLoading: query.isLoading,
    error: query.error,
    /** Loads the saved preferences again after a failed load; a change made meanwhile then applies on top of them. */
    retry: query.refetch,
    /**
     * True until the latest change is saved (and the cart re-priced for it). A change waiting for preferences that
     * failed to load is not "syncing": nothing is saved over preferences the page has not seen, and the page says so.
     */
    isSyncing: (early !== null && !query.error) || hasUnsaved || isSaving,
    update,
  };
}
