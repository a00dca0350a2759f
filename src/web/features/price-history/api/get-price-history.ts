import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceHistoryResponse } from "../../../../domain/contracts/price-history";

export const priceHistoryQueryOptions = (itemId: number) =>
  // Read afresh on every visit: a price reported a minute ago belongs in its history.
  queryOptions<PriceHistoryResponse>({ queryKey: ["/api/grocery-items", itemId, "price-history"], staleTime: 0 });

/** An item's observations per chain over time (GET /api/grocery-items/:id/price-history). */
export const usePriceHistory = (itemId: number, enabled: boolean) => useQuery({ ...priceHistoryQueryOptions(itemId), enabled });
