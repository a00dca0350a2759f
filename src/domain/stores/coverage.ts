import { haversineMiles, parseLatLng, type LatLng } from "../geo/distance";

/** Beyond this distance from every store, a shopper is outside the area PennyCart covers. */
export const OUTSIDE_COVERAGE_MILES = 100;

/**
 * Beyond this distance a compared store is "far away" (issue 28, decision 061): a shopper outside coverage can still
 * pick and compare stores hundreds of miles off, and every place that compares them says so.
 */
export const FAR_STORE_MILES = 50;

/** The stores more than FAR_STORE_MILES from the shopper's location (stores without a distance are not judged). */
export const farStores = <T extends { calculatedDistance?: number | undefined }>(stores: readonly T[]): T[] =>
  stores.filter((store) => store.calculatedDistance !== undefined && store.calculatedDistance > FAR_STORE_MILES);

/** "Kroger is 1,305 mi from your location." / "Kroger and Aldi are 1,305–1,310 mi from your location.", plain. */
export function farStoresSentence(stores: readonly { name: string; calculatedDistance?: number | undefined }[]): string {
  const miles = stores.map((store) => Math.round(store.calculatedDistance ?? 0));
  const low = Math.min(...miles).toLocaleString("en-US");
  const high = Math.max(...miles).toLocaleString("en-US");
  const names = stores.map((store) => store.name);
  const who = names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} are`;
  return `${who} ${low === high ? low : `${low}–${high}`} mi from your location.`;
}

type StoreLike = { name: string; city: string; state: string; latitude: string; longitude: string };

export type Coverage<T extends StoreLike> = {
  /** The nearest store and its distance in miles (one decimal), or null when no store has coordinates. */
  nearest: { store: T; miles: number } | null;
  /** True when the nearest store is more than OUTSIDE_COVERAGE_MILES away. */
  outsideCoverage: boolean;
  /** Where the stores are: per state, how many and the city with the most of them, most stores first. */
  regions: { state: string; storeCount: number; mainCity: string }[];
};

/** Where PennyCart has stores today, seen from one location (issue 14: say so instead of a list at "999 mi"). */
export function describeCoverage<T extends StoreLike>(location: LatLng, stores: readonly T[]): Coverage<T> {
  let nearest: Coverage<T>["nearest"] = null;
  const cities = new Map<string, Map<string, number>>();
  for (const store of stores) {
    const point = parseLatLng(store.latitude, store.longitude);
    if (point) {
      const miles = Math.round(haversineMiles(location, point) * 10) / 10;
      if (!nearest || miles < nearest.miles) nearest = { store, miles };
    }
    const perCity = cities.get(store.state) ?? new Map<string, number>();
    perCity.set(store.city, (perCity.get(store.city) ?? 0) + 1);
    cities.set(store.state, perCity);
  }
  const regions = [...cities].map(([state, perCity]) => {
    const ranked = [...perCity].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return { state, storeCount: ranked.reduce((sum, [, count]) => sum + count, 0), mainCity: ranked[0]![0] };
  });
  regions.sort((a, b) => b.storeCount - a.storeCount || a.state.localeCompare(b.state));
  return { nearest, outsideCoverage: nearest === null || nearest.miles > OUTSIDE_COVERAGE_MILES, regions };
}

/** "PA (144 stores, around Pittsburgh)" for each region, joined for a sentence. */
export function regionsText(regions: Coverage<StoreLike>["regions"]): string {
  return regions
    .map(
      (region) =>
        `${region.state} (${region.storeCount} ${region.storeCount === 1 ? "store" : "stores"}, around ${region.mainCity})`,
    )
    .join(", ");
}
