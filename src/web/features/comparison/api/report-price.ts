import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PriceReportInput } from "../../../../domain/contracts/pricing";
import { apiRequest } from "../../../lib/api-client";

export type PriceReportResult = { id: number; status: "trusted" | "held"; message: string };

// The cart query's key is its URL (the app's convention).
const CART_QUERY_KEY = ["/api/cart"] as const;
// The account screen's counts of the shopper's own prices (features/receipts).
const CONTRIBUTIONS_QUERY_KEY = ["/api/price-reports/mine"] as const;

export const reportPrice = async (input: PriceReportInput): Promise<PriceReportResult> =>
  (await (await apiRequest("POST", "/api/price-reports", input)).json()) as PriceReportResult;

/** POST /api/price-reports: a signed-in shopper's shelf price for an item at a store (decision 017). */
export function useReportPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPrice,
    // Every report prices its reporter's own view at once, held or not (decision 040).
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTRIBUTIONS_QUERY_KEY });
    },
  });
}
