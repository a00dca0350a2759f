import { useMutation } from "@tanstack/react-query";
import type { ClientSecretResponse } from "../../../../domain/contracts/subscription";
import { apiRequest } from "../../../lib/api-client";

/** Spec §7: a subscription awaiting its first payment; the response carries that payment's client secret. */
export const createSubscription = async (): Promise<ClientSecretResponse> =>
  (await (await apiRequest("POST", "/api/create-subscription")).json()) as ClientSecretResponse;

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
