import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceContributions } from "../../../../domain/contracts/pricing";

export const priceContributionsQueryKey = ["/api/price-reports/mine"] as const;

export const priceContributionsQueryOptions = queryOptions<PriceContributions>({ queryKey: priceContributionsQueryKey });

/** What the signed-in shopper's prices gave back: how many they reported and whose comparisons show them. */
export const usePriceContributions = () => useQuery(priceContributionsQueryOptions);
