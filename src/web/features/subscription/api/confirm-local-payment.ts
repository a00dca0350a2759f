import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { localConfirmSchema } from "../../../../domain/contracts/subscription";
import { apiRequest } from "../../../lib/api-client";

export type LocalConfirm = z.output<typeof localConfirmSchema>;

/** Local test mode: the server stands in for Stripe.js and pays (or declines) the pending payment. */
export const confirmLocalPayment = async (input: LocalConfirm): Promise<void> => {
  await apiRequest("POST", "/api/payments/local/confirm", input);
};

export const useConfirmLocalPayment = () => useMutation({ mutationFn: confirmLocalPayment });
