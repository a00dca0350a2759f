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
    const bucket = cells.get(key);
    if (bucket) bucket.push(store);
    else cells.set(key, [store]);
  }
  return {
    nearest(point: LatLng, chainSlug: string, maxMiles: number): IndexedStore | null {
      const [row, col] = cellOf(point.lat, point.lng);
      let best: { store: IndexedStore; miles: number } | null = null;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          // Stryker disable next-line ArithmeticOperator: dr and dc run over -1..1 both ways, so row - dr visits the same nine cells
          const bucket = cells.get(`${row + dr}:${col + dc}`);
          if (!bucket) continue;
          for (const store of bucket) {
            if (store.chainSlug !== chainSlug) continue;
            const miles = haversineMiles(point, { lat: store.latitude, lng: store.longitude });
            // Of two stores equally far, the lower id: the same store whatever order they are listed or visited in.
            const nearer = !best || miles < best.miles;
            // Stryker disable next-line EqualityOperator: ids are unique, so `<=` differs from `<` only on the same store
            const tieWon = best !== null && miles === best.miles && store.id < best.store.id;
            if (miles <= maxMiles && (nearer || tieWon)) best = { store, miles };
          }
        }
      }
      return best?.store ?? null;
    },
  };
}
