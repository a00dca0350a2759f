import { useMutation } from "@tanstack/react-query";
import type { SubscriptionState } from "../../../../domain/contracts/subscription";
import { apiRequest } from "../../../lib/api-client";

/** Spec §7: called after a successful payment; the server reads the subscription back from the provider. */
export const checkSubscriptionStatus = async (): Promise<SubscriptionState> =>
  (await (await apiRequest("POST", "/api/check-subscription-status")).json()) as SubscriptionState;

export const useCheckSubscriptionStatus = () => useMutation({ mutationFn: checkSubscriptionStatus });
