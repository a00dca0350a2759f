export type GeocodedPlace = { lat: number; lng: number; address: string };

/** Forward and reverse geocoding; null means "no such place" (a bad query, not an outage). */
export type GeocoderPort = {
  forward(query: string): Promise<GeocodedPlace | null>;
  reverse(lat: number, lng: number): Promise<GeocodedPlace | null>;
};
