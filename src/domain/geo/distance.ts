/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLng {
  lat: number;
  lng: number;
}

export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

export function isValidLatLng(point: LatLng): boolean {
  return isValidLatitude(point.lat) && isValidLongitude(point.lng);
}

/** Reads a point from numbers or decimal strings (stores keep coordinates as strings); null if invalid. */
export function parseLatLng(lat: number | string, lng: number | string): LatLng | null {
  const toNumber = (value: number | string): number =>
    typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  const point = { lat: toNumber(lat), lng: toNumber(lng) };
  return isValidLatLng(point) ? point : null;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles; throws RangeError for an invalid point. */
export function haversineMiles(from: LatLng, to: LatLng): number {
  if (!isValidLatLng(from) || !isValidLatLng(to))
    throw new RangeError("latitude must be within -90..90 and longitude within -180..180");
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
