import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmReceiptInput, ConfirmReceiptResponse } from "../../../../domain/contracts/receipts";
import { apiRequest } from "../../../lib/api-client";
import { priceContributionsQueryKey } from "./get-price-contributions";
import { receiptQueryKey } from "./get-receipt";

export const confirmReceipt = async ({ id, input }: { id: string; input: ConfirmReceiptInput }) =>
  (await (await apiRequest("POST", `/api/receipts/${id}/confirm`, input)).json()) as ConfirmReceiptResponse;

/** Saves the reviewed lines; the receipt, and every priced view (the cart), are read again. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: receiptQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
      void queryClient.invalidateQueries({ queryKey: priceContributionsQueryKey });
    },
  });
}
