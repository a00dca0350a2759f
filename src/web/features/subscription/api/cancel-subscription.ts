import { useMutation } from "@tanstack/react-query";
import type { SubscriptionState } from "../../../../domain/contracts/subscription";
import { apiRequest } from "../../../lib/api-client";

/** Spec §7: renewal stops; Premium continues through the grace period. */
export const cancelSubscription = async (): Promise<SubscriptionState> =>
  (await (await apiRequest("POST", "/api/cancel-subscription")).json()) as SubscriptionState;

export const useCancelSubscription = () => useMutation({ mutationFn: cancelSubscription });
