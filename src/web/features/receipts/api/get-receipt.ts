import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReceiptResponse } from "../../../../domain/contracts/receipts";

export const receiptQueryKey = (id: string) => ["/api/receipts", id] as const;

/** Read again every second while the receipt is being read (the only polling the app does: a reading takes seconds). */
export const receiptQueryOptions = (id: string) =>
  queryOptions<ReceiptResponse>({
    queryKey: receiptQueryKey(id),
    refetchInterval: (query) => (query.state.data?.status === "reading" ? 1000 : false),
  });

export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id));
