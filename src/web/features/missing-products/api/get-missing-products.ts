import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MissingProduct } from "../../../../domain/contracts/missing-products";

export const missingProductsQueryKey = ["/api/admin/missing-products"] as const;

// Not retried (the app's default for admin lists): a 401 or 403 is answered at once.
export const missingProductsQueryOptions = queryOptions<MissingProduct[]>({ queryKey: missingProductsQueryKey, retry: false });

/** Products shoppers met that the catalog lacks, grouped, the most asked-for first (admins only). */
export const useMissingProducts = (enabled = true) => useQuery({ ...missingProductsQueryOptions, enabled });
