/**
 * The catalog's items come from the data files in src/server/db/seed/catalog/items/, one per aisle, read
 * when the server starts (docs/data.md, "Catalog": what each column means and where the figures come from).
 * Each row is one item: a product in one brand and pack. Items keep the order of CATALOG_FILES and of their
 * rows, which is the order the seed inserts them in.
 */
import { fileURLToPath } from "node:url";
import { normaliseGtin } from "../../../../domain/price-import/gtin";
import { paperPackAreaSqFt } from "../../../../domain/pricing/paper-area";
import type { GroceryCategory } from "../../../../domain/pricing/categories";
import { BRAND_TIERS } from "../../../../domain/pricing/estimate";
import { SIZE_UNITS } from "../../../../domain/pricing/unit-price";
import { defineCatalogItem, type CatalogItemSeed } from "./catalog-item";
import {
  CatalogFileError,
  oneOf,
  optionalChecked,
  optionalPositiveInteger,
  optionalPositiveNumber,
  optionalText,
  readCsvTable,
  rowError,
  text,
  type Cells,
} from "./csv-table";
import { findReferencePrice } from "./reference-prices";

/** The item files in seed order, each with the category of its items. */
export const CATALOG_FILES: readonly (readonly [file: string, category: GroceryCategory])[] = [
  ["dairy.csv", "Dairy"],
  ["produce.csv", "Produce"],
  ["meat.csv", "Meat"],
  ["seafood.csv", "Seafood"],
  ["bakery.csv", "Bakery"],
  ["pantry.csv", "Pantry"],
  ["household.csv", "Household"],
  ["personal-care.csv", "Personal Care"],
  ["frozen.csv", "Frozen"],
  ["snacks.csv", "Snacks"],
  ["beverages.csv", "Beverages"],
];

export const CATALOG_ITEMS_DIR = fileURLToPath(new URL("../catalog/items/", import.meta.url));

const PAPER_COLUMNS = ["pack_units", "sheets_per_unit", "sheet_width_in", "sheet_length_in"] as const;

export const ITEM_COLUMNS = {
  required: ["name", "brand", "size", "size_unit", "tier", "reference", "base_cents"],
  optional: ["unit_label", "group", "premium_shelf_cents", "gtin", "gtin_source", ...PAPER_COLUMNS],
} as const;

/** A listed item with the facts its file gives beside it. */
export type ListedItem = {
  item: CatalogItemSeed;
  /** Typical regular shelf price of a premium brand's package, in cents (premium-shelf-prices.ts). */
  premiumShelfCents?: number;
  gtin?: { gtin: string; source: string };
};

/** One row's item and facts; a rule between its cells that does not hold refuses the row. */
function listedItem(category: GroceryCategory, cells: Cells): ListedItem {
  const paper = PAPER_COLUMNS.map((column) => optionalPositiveNumber(cells, column));
  const given = paper.filter((value) => value !== undefined).length;
  if (given > 0 && given < PAPER_COLUMNS.length) rowError(`give all of ${PAPER_COLUMNS.join(", ")} or none`);
  const [units, sheetsPerUnit, sheetWidthIn, sheetLengthIn] = paper;
  const sizeUnit = oneOf(cells, "size_unit", SIZE_UNITS);
  const unitLabel = optionalText(cells, "unit_label");
  let size = optionalPositiveNumber(cells, "size");
  if (given > 0) {
    if (size !== undefined || sizeUnit !== "sq ft" || unitLabel === undefined)
      rowError("a paper pack is sized by its sheets: no size, size_unit sq ft, and a unit_label as on the shelf");
    size = paperPackAreaSqFt({
      units: units!,
      sheetsPerUnit: sheetsPerUnit!,
      sheetWidthIn: sheetWidthIn!,
      sheetLengthIn: sheetLengthIn!,
    });
  }
  if (size === undefined) return rowError("size: expected a positive number such as 16 or 16.3");
  const brandTier = oneOf(cells, "tier", BRAND_TIERS);
  const referenceKey = optionalChecked(
    cells,
    "reference",
    (key) => findReferencePrice(key) !== undefined,
    "no such reference price",
  );
  const baseCents = optionalPositiveInteger(cells, "base_cents");
  if (referenceKey !== undefined && baseCents !== undefined) rowError("give a reference or base_cents, not both");
  const item = defineCatalogItem(category, {
    name: text(cells, "name"),
    brand: text(cells, "brand"),
    size,
    sizeUnit,
    brandTier,
    referenceKey,
    baseCents,
    unitLabel,
    group: optionalText(cells, "group"),
  });
  const listed: ListedItem = { item };
  const premiumShelfCents = optionalPositiveInteger(cells, "premium_shelf_cents");
  if (premiumShelfCents !== undefined) {
    if (brandTier !== "premium" || referenceKey === undefined)
      rowError("premium_shelf_cents is for premium brands anchored to a reference");
    listed.premiumShelfCents = premiumShelfCents;
  }
  const gtin = optionalChecked(cells, "gtin", (code) => normaliseGtin(code) !== null, "not a valid GTIN (check digit)");
  const gtinSource = optionalText(cells, "gtin_source");
  if ((gtin === undefined) !== (gtinSource === undefined)) rowError("a gtin needs its gtin_source, and only a gtin has one");
  if (gtin !== undefined) listed.gtin = { gtin, source: gtinSource! };
  return listed;
}

/** Every item of the given files, in order; two rows giving one item (the same key) are refused. */
export function readCatalogFiles(dir: string, files: typeof CATALOG_FILES): ListedItem[] {
  const seen = new Map<string, string>();
  return files.flatMap(([file, category]) =>
    readCsvTable(`${dir}/${file}`, ITEM_COLUMNS, (cells) => listedItem(category, cells)).map(({ line, value: listed }) => {
      const where = `${file}, line ${line}`;
      const first = seen.get(listed.item.key);
      if (first) throw new CatalogFileError(`${where}: the same item as ${first} (${listed.item.key})`);
      seen.set(listed.item.key, where);
      return listed;
    }),
  );
}

export const LISTED_ITEMS: readonly ListedItem[] = readCatalogFiles(CATALOG_ITEMS_DIR, CATALOG_FILES);
