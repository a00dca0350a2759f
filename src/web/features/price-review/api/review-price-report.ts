import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PriceReportDecision, PriceReportReviewResponse } from "../../../../domain/contracts/price-review";
import { apiRequest } from "../../../lib/api-client";
import { heldPriceReportsQueryKey } from "./get-held-price-reports";

export const reviewPriceReport = async ({ id, decision }: { id: number; decision: PriceReportDecision }) =>
  (await (await apiRequest("POST", `/api/admin/price-reports/${id}/review`, { decision })).json()) as PriceReportReviewResponse;

/** Approves or rejects a held report; the list is read again whatever the answer (another admin may have decided it). */
export function useReviewPriceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPriceReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldPriceReportsQueryKey }),
  });
}
