/**
 * Barcodes (GTIN/UPC) of catalog items, by item key, where a public source names the exact product
 * and size: the `gtin` and `gtin_source` columns of the item files (docs/data.md names each source in
 * full). Price imports (CSV, Open Prices) and the Kroger adapter find items by these; items without one
 * are matched by name, brand and size only. A test checks that every code has a valid check digit and
 * belongs to one item.
 */
import { LISTED_ITEMS } from "./catalog-files";

export const CATALOG_GTINS: Readonly<Record<string, { gtin: string; source: string }>> = Object.fromEntries(
  LISTED_ITEMS.flatMap(({ item, gtin }) => (gtin === undefined ? [] : [[item.key, gtin]])),
);
