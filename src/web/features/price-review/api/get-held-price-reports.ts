import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HeldPriceReport } from "../../../../domain/contracts/price-review";

export const heldPriceReportsQueryKey = ["/api/admin/price-reports"] as const;

// Not retried (the app's default for admin lists): a 401 or 403 is answered at once.
export const heldPriceReportsQueryOptions = queryOptions<HeldPriceReport[]>({ queryKey: heldPriceReportsQueryKey, retry: false });

/** Held shopper price reports, oldest first (admins only: others get 403, visitors 401). */
export const useHeldPriceReports = (enabled = true) => useQuery({ ...heldPriceReportsQueryOptions, enabled });
