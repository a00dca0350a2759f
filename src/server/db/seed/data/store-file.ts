/**
 * The layout of ../catalog/stores.csv and its reader, apart from the seed's read of it (./stores.ts), so
 * src/server/cli/derive-stores.ts, which writes the file, still runs when the file it replaces is broken.
 */
import { CHAINS, type ChainSlug } from "./chains";
import { CatalogFileError, checkedText, oneOf, readCsvTable, rowError, text, type Cells } from "./csv-table";

export type StoreSeed = {
  /** The SNAP retailer ObjectId, kept for provenance and idempotent re-seeding. */
  sourceId: string;
  chainSlug: ChainSlug;
  /** Display name: "Chain — City", or with the street where a chain has several stores in a city. */
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
};

/** The columns of stores.csv, in the order derive-stores writes them. */
export const STORE_COLUMNS = ["source_id", "chain", "name", "address", "city", "state", "zip", "latitude", "longitude"] as const;

const CHAIN_SLUGS = CHAINS.map((chain) => chain.slug);

function coordinate(cells: Cells, column: string, limit: number): number {
  const value = text(cells, column);
  if (!/^-?\d+(\.\d+)?$/.test(value) || Math.abs(Number(value)) > limit)
    rowError(`${column}: expected a decimal between -${limit} and ${limit}, not "${value}"`);
  return Number(value);
}

function store(cells: Cells): StoreSeed {
  return {
    sourceId: checkedText(cells, "source_id", (value) => /^\d+$/.test(value), "expected the SNAP ObjectId (digits)"),
    chainSlug: oneOf(cells, "chain", CHAIN_SLUGS),
    name: text(cells, "name"),
    address: text(cells, "address"),
    city: text(cells, "city"),
    state: checkedText(cells, "state", (value) => /^[A-Z]{2}$/.test(value), "expected a two-letter state"),
    zip: checkedText(cells, "zip", (value) => /^\d{5}$/.test(value), "expected a five-digit ZIP code"),
    latitude: coordinate(cells, "latitude", 90),
    longitude: coordinate(cells, "longitude", 180),
  };
}

export function readStores(path: string): StoreSeed[] {
  const rows = readCsvTable(path, { required: STORE_COLUMNS, optional: [] }, store);
  const seen = new Set<string>();
  for (const { line, value } of rows) {
    if (seen.has(value.sourceId))
      throw new CatalogFileError(`stores.csv, line ${line}: source_id ${value.sourceId} is listed twice`);
    seen.add(value.sourceId);
  }
  return rows.map((row) => row.value);
}
