import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceSourcesResponse } from "../../../../domain/contracts/pricing";
import { FIVE_MINUTES } from "../../../lib/query-client";

export const priceSourcesQueryOptions = queryOptions<PriceSourcesResponse>({ queryKey: ["/api/price-sources"], staleTime: FIVE_MINUTES });

/** Every price source with its licence, coverage and periods (GET /api/price-sources). */
export const usePriceSources = () => useQuery(priceSourcesQueryOptions);
