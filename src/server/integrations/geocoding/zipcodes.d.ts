// The `zipcodes` package ships no types; these are the calls we use.
declare module "zipcodes" {
  export type ZipInfo = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  export function lookupByCoords(lat: number, lng: number): ZipInfo | null;
  const zipcodes: { lookup: typeof lookup; lookupByName: typeof lookupByName; lookupByCoords: typeof lookupByCoords };
  export default zipcodes;
}
