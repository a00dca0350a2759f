import type { GeocodedPlace, GeocoderPort } from "./port";

/** Time as the throttle sees it; tests pass a fake one. */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };
const systemClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

type Options = {
  baseUrl?: string;
  userAgent: string;
  minIntervalMs?: number;
  cacheSize?: number;
  clock?: Clock;
  maxWaiting?: number;
};
type NominatimResult = { lat: string; lon: string; display_name: string };

/**
 * OpenStreetMap Nominatim, within its usage policy: an identifying User-Agent, at most one request
 * per second from this process (calls queue), and answers cached so repeats never reach the service. At most
 * `maxWaiting` lookups wait their turn (about as many seconds); one more is refused at once rather than making every
 * shopper's lookup wait behind a client's flood (review R29). A cached answer never waits.
 */
export function createNominatimGeocoder(options: Options): GeocoderPort {
  const baseUrl = options.baseUrl ?? "https://nominatim.openstreetmap.org";
  const minInterval = options.minIntervalMs ?? 1000;
  const cacheSize = options.cacheSize ?? 5000;
  const clock = options.clock ?? systemClock;
  const cache = new Map<string, GeocodedPlace | null>();
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;
  const maxWaiting = options.maxWaiting ?? 5;
  let waiting = 0;

  const throttled = <T>(work: () => Promise<T>): Promise<T> => {
    if (waiting >= maxWaiting) return Promise.reject(new Error(`${waiting} location lookups are already waiting`));
    waiting++;
    const run = queue.then(async () => {
      waiting--;
      const wait = lastRequestAt + minInterval - clock.now();
      if (wait > 0) await clock.sleep(wait);
      lastRequestAt = clock.now();
      return work();
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const cached = async (key: string, fetchPlace: () => Promise<GeocodedPlace | null>) => {
    if (cache.has(key)) return cache.get(key)!;
    const place = await throttled(fetchPlace);
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
    cache.set(key, place);
    return place;
  };

  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries({ format: "jsonv2", ...params })) url.searchParams.set(k, v);
    const res = await fetch(url, {
      headers: { "User-Agent": options.userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`Nominatim answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };

  return {
    forward: (query) =>
      cached(`f:${query.trim().toLowerCase()}`, async () => {
        const results = (await get("/search", { q: query.trim(), countrycodes: "us", limit: "1" })) as NominatimResult[];
        const first = results[0];
        return first ? { lat: Number(first.lat), lng: Number(first.lon), address: first.display_name } : null;
      }),
    reverse: (lat, lng) =>
      cached(`r:${lat.toFixed(4)},${lng.toFixed(4)}`, async () => {
        const result = (await get("/reverse", { lat: String(lat), lon: String(lng), zoom: "14" })) as Partial<NominatimResult> & {
          error?: string;
        };
        return result.error || !result.display_name ? null : { lat, lng, address: result.display_name };
      }),
  };
}
