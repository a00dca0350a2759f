import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BarcodeScan } from "../../../../domain/contracts/receipts";
import { apiRequest } from "../../../lib/api-client";
import { priceContributionsQueryKey } from "./get-price-contributions";
import { postPhoto } from "./upload-receipt";

/** POST /api/barcodes: the barcode in a photo of a pack or shelf tag, and the item it is (null: not in the catalog). */
export const useScanBarcode = () => useMutation({ mutationFn: (file: File) => postPhoto<BarcodeScan>("/api/barcodes", file) });

export type ShelfPrice = { itemId: number; storeId: number; price: string; scanToken: string };
export type ShelfPriceResult = { id: number; status: "trusted" | "held"; message: string };

/** POST /api/price-reports with the scan's token: the price is "seen on a shelf tag"; the cart prices it at once. */
export function useReportShelfPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShelfPrice) =>
      (await (await apiRequest("POST", "/api/price-reports", input)).json()) as ShelfPriceResult,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
      void queryClient.invalidateQueries({ queryKey: priceContributionsQueryKey });
    },
  });
}
