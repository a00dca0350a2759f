/**
 * Federal average retail prices the catalog's estimates are anchored to (docs/data.md).
 *
 * Copied from the publishers' files into ../catalog/reference-prices.csv, one row each, with the original unit and price kept verbatim
 * so every figure can be traced back; `centsPerBaseUnit` is the only derived value:
 * round(originalPriceUsd × 100 / baseUnitsPerOriginalUnit). Unit notes:
 * - BLS "per 8 oz." (yogurt), "per 12 oz." (strawberries, dry pint) and "per 16 oz." (potato chips)
 *   are net weight; "per 16 oz." for frozen orange juice concentrate and "per 12 oz." for soft
 *   drink cans are fluid ounces; 2 litres = 0.528344 gal.
 * - ERS juice is priced per (fluid) pint = 1/8 gal; everything else per pound.
 * BLS figures are US city averages for the period shown (most 2025-07/08, some last published for
 * 2023-11); ERS figures are 2022 annual averages. Neither is a Pittsburgh price.
 */
import { fileURLToPath } from "node:url";
import type { ReferenceBaseUnit } from "../../../../domain/pricing/estimate";
import {
  checkedText,
  oneOf,
  optionalChecked,
  optionalText,
  positiveInteger,
  positiveNumber,
  readCsvTable,
  text,
  type Cells,
} from "./csv-table";

export type ReferencePriceSeed = {
  key: string;
  source: "BLS" | "USDA ERS";
  /** BLS Average Price series id (APU0000…); null for ERS rows, which are identified by item and form. */
  seriesId: string | null;
  /** The publisher's item description, verbatim. */
  item: string;
  /** ERS form (Fresh, Canned, Frozen, Juice, Dried); null for BLS. */
  form: string | null;
  originalUnit: string;
  originalPriceUsd: number;
  /** "YYYY-MM" for BLS, "2022" for the ERS annual averages. */
  period: string;
  baseUnit: ReferenceBaseUnit;
  baseUnitsPerOriginalUnit: number;
  centsPerBaseUnit: number;
};

/** The key of a row of reference-prices.csv ("bls-milk-whole"); the loader checks that each one named exists. */
export type ReferenceKey = string;

const COLUMNS = {
  required: [
    "key",
    "source",
    "series_id",
    "item",
    "form",
    "original_unit",
    "original_price_usd",
    "period",
    "base_unit",
    "base_units_per_original_unit",
    "cents_per_base_unit",
  ],
  optional: [],
} as const;

function referencePrice(cells: Cells): ReferencePriceSeed {
  const source = oneOf(cells, "source", ["BLS", "USDA ERS"] as const);
  return {
    key: checkedText(cells, "key", (key) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(key), "expected a lower-case slug"),
    source,
    seriesId:
      optionalChecked(cells, "series_id", (id) => /^APU0000[0-9A-Z]{6}$/.test(id), "expected a BLS series id (APU0000…)") ?? null,
    item: text(cells, "item"),
    form: optionalText(cells, "form") ?? null,
    originalUnit: text(cells, "original_unit"),
    originalPriceUsd: positiveNumber(cells, "original_price_usd"),
    period: checkedText(cells, "period", (period) => /^\d{4}(-\d{2})?$/.test(period), "expected YYYY or YYYY-MM"),
    baseUnit: oneOf(cells, "base_unit", ["lb", "gal", "doz"] as const),
    baseUnitsPerOriginalUnit: positiveNumber(cells, "base_units_per_original_unit"),
    centsPerBaseUnit: positiveInteger(cells, "cents_per_base_unit"),
  };
}

export const REFERENCE_PRICES_FILE = fileURLToPath(new URL("../catalog/reference-prices.csv", import.meta.url));

/** The rows of a reference-price file (the seed's is REFERENCE_PRICES_FILE); a malformed row throws with its line. */
export function readReferencePrices(path: string): ReferencePriceSeed[] {
  return readCsvTable(path, COLUMNS, referencePrice).map((row) => row.value);
}

export const REFERENCE_PRICES: readonly ReferencePriceSeed[] = readReferencePrices(REFERENCE_PRICES_FILE);

const BY_KEY: ReadonlyMap<string, ReferencePriceSeed> = new Map(REFERENCE_PRICES.map((ref) => [ref.key, ref]));

export function findReferencePrice(key: string): ReferencePriceSeed | undefined {
  return BY_KEY.get(key);
}
