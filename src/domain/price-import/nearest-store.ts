import { haversineMiles, type LatLng } from "../geo/distance";

export type IndexedStore = { id: number; chainSlug: string; latitude: number; longitude: number };

/** Grid cells of 0.02° (about 1.4 miles north–south): a point's neighbours are in its cell or the 8 around it. */
const CELL = 0.02;
const cellOf = (lat: number, lng: number) => [Math.floor(lat / CELL), Math.floor(lng / CELL)] as const;

/**
 * Finds the store a price was recorded at from the shop's map position: the nearest store of the
 * given chain within `maxMiles` (at most about a mile, the grid's reach). Stores are bucketed by
 * grid cell, so a national store list answers quickly.
 */
export function createStoreIndex(stores: readonly IndexedStore[]) {
  const cells = new Map<string, IndexedStore[]>();
  for (const store of stores) {
    const [row, col] = cellOf(store.latitude, store.longitude);
    const key = `${row}:${col}`;
    cells.set(key, [...(cells.get(key) ?? []), store]);
  }
  return {
    nearest(point: LatLng, chainSlug: string, maxMiles: number): IndexedStore | null {
      const [row, col] = cellOf(point.lat, point.lng);
      let best: { store: IndexedStore; miles: number } | null = null;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          for (const store of cells.get(`${row + dr}:${col + dc}`) ?? []) {
            if (store.chainSlug !== chainSlug) continue;
            const miles = haversineMiles(point, { lat: store.latitude, lng: store.longitude });
            if (miles <= maxMiles && (!best || miles < best.miles)) best = { store, miles };
          }
        }
      }
      return best?.store ?? null;
    },
  };
}
