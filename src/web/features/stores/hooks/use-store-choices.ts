import { useMemo } from "react";
import type { Store, UserLocation } from "../../../../domain/contracts/catalog";
import { haversineMiles, parseLatLng } from "../../../../domain/geo/distance";
import { describeCoverage } from "../../../../domain/stores/coverage";
import { useStores } from "../api/get-stores";

/**
 * Spec §7's distance for stores listed only because none lies within the radius. The picker now
 * shows each store's real distance behind a message saying how far the nearest is (decision 009);
 * this stays for a store without usable coordinates.
 */
export const FALLBACK_DISTANCE = 999;

function distanceFrom(location: UserLocation, store: Store): number {
  const point = parseLatLng(store.latitude, store.longitude);
  return point ? Math.round(haversineMiles(location, point) * 10) / 10 : FALLBACK_DISTANCE;
}

/**
 * The stores the shopper can pick from, nearest first: those within the radius, then any selected
 * store that is now outside it (so it can still be seen and unticked). When none lies within the
 * radius, every store is listed by its real distance, and `coverage` says how far the nearest is and
 * where PennyCart has stores; `comparable` then holds only the stores the shopper selected, so no
 * far-away store is compared just because it comes first (decision 009).
 */
export function useStoreChoices(location: UserLocation | null, radiusMiles: number, selectedIds: readonly number[]) {
  const area = location ? { lat: location.lat, lng: location.lng, maxDistance: radiusMiles } : undefined;
  const nearby = useStores(area, area !== undefined);
  const inRange = nearby.data;
  const missingSelected = inRange ? selectedIds.filter((id) => !inRange.some((store) => store.id === id)) : [];
  const needAll = location !== null && inRange !== undefined && (inRange.length === 0 || missingSelected.length > 0);
  const all = useStores(undefined, needAll);

  const isFallback = location !== null && inRange?.length === 0;
  const allStores = all.data;
  const { stores, outsideRadius } = useMemo(() => {
    const outside = new Set<number>();
    if (!location || !inRange) return { stores: [] as Store[], outsideRadius: outside };
    if (inRange.length === 0) {
      const everyStore = (allStores ?? [])
        .map((store) => ({ ...store, calculatedDistance: distanceFrom(location, store) }))
        .sort((a, b) => a.calculatedDistance - b.calculatedDistance);
      return { stores: everyStore, outsideRadius: outside };
    }
    const extra = (allStores ?? [])
      .filter((store) => selectedIds.includes(store.id) && !inRange.some((near) => near.id === store.id))
      .map((store) => ({ ...store, calculatedDistance: distanceFrom(location, store) }))
      .sort((a, b) => a.calculatedDistance - b.calculatedDistance);
    for (const store of extra) outside.add(store.id);
    return { stores: [...inRange, ...extra], outsideRadius: outside };
  }, [location, inRange, allStores, selectedIds]);

  const coverage = useMemo(
    () => (isFallback && location && allStores ? describeCoverage(location, allStores) : null),
    [isFallback, location, allStores],
  );
  const comparable = useMemo(
    () => (isFallback ? stores.filter((store) => selectedIds.includes(store.id)) : stores),
    [isFallback, stores, selectedIds],
  );

  return {
    stores,
    comparable,
    outsideRadius,
    isFallback,
    coverage,
    isLoading: nearby.isLoading || (needAll && all.isLoading),
    error: nearby.error ?? all.error,
  };
}
