import { useMutation } from "@tanstack/react-query";
import type { SubscriptionState } from "../../../../domain/contracts/subscription";
import { apiRequest } from "../../../lib/api-client";

/** Renewal back on for a subscription cancelled at its period end; nothing is charged now. */
export const resumeSubscription = async (): Promise<SubscriptionState> =>
  (await (await apiRequest("POST", "/api/resume-subscription")).json()) as SubscriptionState;

export const useResumeSubscription = () => useMutation({ mutationFn: resumeSubscription });
