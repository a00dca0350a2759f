import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PricingStatus } from "../../../../domain/contracts/catalog";
import { FIVE_MINUTES } from "../../../lib/query-client";

export const pricingStatusQueryOptions = queryOptions<PricingStatus>({ queryKey: ["/api/pricing-status"], staleTime: FIVE_MINUTES });

export const usePricingStatus = () => useQuery(pricingStatusQueryOptions);
