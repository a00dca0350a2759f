/**
 * Generated USDA SNAP retailer rows (the columns of the real locator export) for the store import's
 * tests and benchmark: a realistic mix of priced chains, national chains no source prices yet,
 * convenience stores, pharmacies, dollar stores and independent grocers, spread over the country.
 */
import { SNAP_COLUMNS } from "../../src/server/features/stores/store-import";

const NAMES = [
  ["Walmart Supercenter", 6],
  ["ALDI", 5],
  ["Target Store", 3],
  ["Save A Lot", 2],
  ["Costco Wholesale", 1],
  ["Kroger", 4],
  ["Food Lion", 2],
  ["Publix Super Market", 2],
  ["Dollar General", 14],
  ["Family Dollar", 8],
  ["7-Eleven Store", 10],
  ["Sheetz", 3],
  ["CVS/pharmacy", 7],
  ["Walgreens", 6],
  ["Corner Market", 15],
  ["La Esperanza Grocery", 6],
  ["Sunrise Farm Stand", 6],
] as const;
const STATES = ["ND", "OH", "TX", "CA", "NY", "FL", "GA", "WA", "IL", "MN"];
const weighted = NAMES.flatMap(([name, weight]) => Array.from({ length: weight }, () => name));

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The header line. */
export const snapHeader = `${SNAP_COLUMNS.join(",")}\n`;

/** One generated row; ids start at 10,000,000 so they never meet the real Allegheny ids. */
export function snapRow(index: number, overrides: Partial<Record<(typeof SNAP_COLUMNS)[number], string>> = {}): string {
  const name = `${weighted[(index * 7919) % weighted.length]} ${1000 + (index % 9000)}`;
  const state = STATES[index % STATES.length]!;
  const lat = (30 + ((index * 37) % 1700) / 100).toFixed(6);
  const lng = (-120 + ((index * 53) % 4500) / 100).toFixed(6);
  const values: Record<(typeof SNAP_COLUMNS)[number], string> = {
    X: lng,
    Y: lat,
    Store_Name: name,
    Address: `${100 + (index % 9800)} ${["Main St", "Oak Ave", "Elm St", "Market St", "2nd Ave"][index % 5]} Unit ${index}`,
    Address_Line__2: "",
    City: ["Fargo", "Columbus", "Austin", "Fresno", "Albany"][index % 5]!,
    State: state,
    Zip5: String(10000 + ((index * 13) % 89999)).padStart(5, "0"),
    County: "GENERATED",
    Longitude: lng,
    Latitude: lat,
    ObjectId: String(10_000_000 + index),
    ...overrides,
  };
  return `${SNAP_COLUMNS.map((column) => quote(values[column])).join(",")}\n`;
}

/** A whole generated file as lines, for streams. */
export function* snapLines(rows: number): Generator<string> {
  yield snapHeader;
  for (let i = 0; i < rows; i++) yield snapRow(i);
}
