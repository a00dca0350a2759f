import { useSyncExternalStore } from "react";

/**
 * The one 'Premium Feature' upgrade prompt (spec §2 Dialogs), opened from anywhere: a page renders
 * <UpgradePromptHost /> once and any handler calls openUpgradePrompt or openUpgradePromptIfPremiumError.
 */
export type UpgradePromptState = { open: boolean; feature: string };

let state: UpgradePromptState = { open: false, feature: "" };
const listeners = new Set<() => void>();

function emit(next: UpgradePromptState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the prompt named by the feature, e.g. 'Favorites', 'Cart Export', 'text message sharing'. */
export const openUpgradePrompt = (feature: string) => emit({ open: true, feature });
export const closeUpgradePrompt = () => emit({ ...state, open: false });

/** Spec §6: a failed call whose message contains 'Premium' is a non-premium error. */
export const isPremiumError = (error: unknown): boolean => error instanceof Error && error.message.includes("Premium");

/** Opens the prompt when `error` is a non-premium error; true when it did (skip the error toast then). */
export function openUpgradePromptIfPremiumError(error: unknown, feature: string): boolean {
  if (!isPremiumError(error)) return false;
  openUpgradePrompt(feature);
  return true;
}

export function useUpgradePrompt(): UpgradePromptState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
