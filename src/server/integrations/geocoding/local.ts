import type { ZipInfo, lookup, lookupByCoords, lookupByName } from "zipcodes";
import type { GeocodedPlace, GeocoderPort } from "./port";

const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
const CITY_STATE = /([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})\b/;

type Zipcodes = { lookup: typeof lookup; lookupByName: typeof lookupByName; lookupByCoords: typeof lookupByCoords };
// Loaded at the first lookup, not at start: reading the package's ZIP table was a tenth of a restart's CPU.
let zipcodesTable: Promise<Zipcodes> | undefined;
const loadZipcodes = () => (zipcodesTable ??= import("zipcodes").then((module) => module.default));

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const fromZip = (info: ZipInfo): GeocodedPlace => ({
  lat: info.latitude,
  lng: info.longitude,
  address: `${info.city}, ${info.state} ${info.zip}`,
});

function cityCentre(zipcodes: Zipcodes, city: string, state: string): GeocodedPlace | null {
  const zips = zipcodes.lookupByName(titleCase(city.trim()), state.toUpperCase());
  if (zips.length === 0) return null;
  const lat = zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length;
  const lng = zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length;
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4, address: `${zips[0]!.city}, ${zips[0]!.state}` };
}

/**
 * Offline US geocoding from the `zipcodes` package's ZIP centroids: a ZIP code anywhere in the text
 * (so a full address works), else "City, ST"; reverse lookups answer the nearest ZIP's city.
 */
export function createLocalGeocoder(): GeocoderPort {
  return {
    async forward(query) {
      const zipcodes = await loadZipcodes();
      const zip = ZIP.exec(query)?.[1];
      const byZip = zip ? zipcodes.lookup(zip) : undefined;
      if (byZip) return fromZip(byZip);
      // For "123 Main St, Pittsburgh, PA", the last "City, ST" pair is the place.
      const parts = query.split(",").map((p) => p.trim());
      for (let i = parts.length - 2; i >= 0; i--) {
        const match = CITY_STATE.exec(`${parts[i]}, ${parts[i + 1]}`);
        const place = match ? cityCentre(zipcodes, match[1]!, match[2]!) : null;
        if (place) return place;
      }
      return null;
    },
    async reverse(lat, lng) {
      const nearest = (await loadZipcodes()).lookupByCoords(lat, lng);
      return nearest ? { lat, lng, address: `${nearest.city}, ${nearest.state} ${nearest.zip}` } : null;
    },
  };
}
