import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../features/auth/api/get-user";

/** The server's answer when a Premium feature is asked for without Premium access (plugins/guards.ts). */
const isPremiumRefusal = (error: unknown) =>
  error instanceof Error && error.message.startsWith("403:") && error.message.includes("Premium subscription required");

/**
 * A tab learns that its shopper's plan changed (a family member removed, a subscription ended) on the next call the
 * server refuses for want of Premium (issue 28): the user is read again, and every screen that follows the plan
 * updates. Returns the unsubscribe.
 */
export function refreshPlanOnPremiumRefusal(client: QueryClient): () => void {
  const check = (error: unknown) => {
    if (isPremiumRefusal(error)) void client.invalidateQueries({ queryKey: userQueryKey });
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") check(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") check(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
