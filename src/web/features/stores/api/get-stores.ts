import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Store } from "../../../../domain/contracts/catalog";
import { FIVE_MINUTES, TEN_MINUTES } from "../../../lib/query-client";

export type StoreArea = { lat: number; lng: number; maxDistance: number };

export const storesUrl = (area?: StoreArea) =>
  area ? `/api/stores?${new URLSearchParams({ lat: String(area.lat), lng: String(area.lng), maxDistance: String(area.maxDistance) })}` : "/api/stores";

// Spec §9: stores are cached 5 min and garbage-collected at 10 min.
export const storesQueryOptions = (area?: StoreArea) =>
  queryOptions<Store[]>({ queryKey: [storesUrl(area)], staleTime: FIVE_MINUTES, gcTime: TEN_MINUTES });

/** Stores nearest first within the area, or every store when no area is given; a new area keeps showing the last list while it loads. */
export const useStores = (area: StoreArea | undefined, enabled = true) =>
  useQuery({ ...storesQueryOptions(area), enabled, placeholderData: keepPreviousData });
