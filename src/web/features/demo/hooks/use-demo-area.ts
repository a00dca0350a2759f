import { useMemo, useState } from "react";
import { DEMO_CENTER, SAMPLE_STORES, type SampleStore } from "../../../../domain/demo/sample-data";
import { haversineMiles } from "../../../../domain/geo/distance";
import { applyDemoRadius, MAX_SELECTED_STORES, toggleStore } from "../../../../domain/stores/selection";

/** Spec §9, demo values: 1–25 miles in steps of 1, starting at 10. */
export const DEMO_RADIUS = { min: 1, max: 25, step: 1, initial: 10, quickPicks: [5, 10, 15] } as const;

export type DemoLocation = { lat: number; lng: number; label: string };
export type DemoStore = SampleStore & { distanceMiles: number };

export const DEMO_DEFAULT_LOCATION: DemoLocation = {
  lat: DEMO_CENTER.latitude,
  lng: DEMO_CENTER.longitude,
  label: "Downtown Pittsburgh, PA",
};

/** The sample stores with their distance from a point, nearest first. */
export function storesByDistance(location: Pick<DemoLocation, "lat" | "lng">): DemoStore[] {
  return SAMPLE_STORES.map((store) => ({
    ...store,
    distanceMiles: haversineMiles(location, { lat: store.latitude, lng: store.longitude }),
  })).sort((a, b) => a.distanceMiles - b.distanceMiles);
}

type AreaState = { location: DemoLocation; radiusMiles: number; selectedIds: string[] };

function initialState(): AreaState {
  const location = DEMO_DEFAULT_LOCATION;
  return {
    location,
    radiusMiles: DEMO_RADIUS.initial,
    selectedIds: applyDemoRadius([], storesByDistance(location), DEMO_RADIUS.initial),
  };
}

/**
 * Where the demo shopper is, how far they go and which stores they compare. A new radius or
 * location applies the demo rule (spec §4): in-range selections stay, then the nearest fill up to 3.
 */
export function useDemoArea() {
  const [state, setState] = useState(initialState);
  const stores = useMemo(() => storesByDistance(state.location), [state.location]);
  const inRange = useMemo(() => stores.filter((store) => store.distanceMiles <= state.radiusMiles), [stores, state.radiusMiles]);

  const setRadius = (radiusMiles: number) =>
    setState((current) => ({
      ...current,
      radiusMiles,
      selectedIds: applyDemoRadius(current.selectedIds, storesByDistance(current.location), radiusMiles),
    }));

  const setLocation = (location: DemoLocation) =>
    setState((current) => ({
      ...current,
      location,
      selectedIds: applyDemoRadius(current.selectedIds, storesByDistance(location), current.radiusMiles),
    }));

  /** Returns the refusal message when the store limit is reached, otherwise null. */
  const toggle = (storeId: string): string | null => {
    const result = toggleStore(state.selectedIds, storeId, MAX_SELECTED_STORES);
    if (!result.ok) return result.message;
    setState((current) => ({ ...current, selectedIds: result.selected }));
    return null;
  };

  return { ...state, stores, inRange, setRadius, setLocation, toggle };
}
