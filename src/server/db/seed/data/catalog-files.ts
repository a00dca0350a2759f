/**
 * The catalog's items come from the data files in src/server/db/seed/catalog/items/, one per aisle, read
 * when the server starts, or by the build for a compiled server (built-listed-items.ts) (docs/data.md, "Catalog":
 * what each column means and where the figures come from).
 * Each row is one item: a product in one brand and pack. Items keep the order of CATALOG_FILES and of their
 * rows, which is the order the seed inserts them in.
 */
import { fileURLToPath } from "node:url";
import { normaliseGtin } from "../../../../domain/price-import/gtin";
import { paperPackAreaSqFt } from "../../../../domain/pricing/paper-area";
import type { CatalogCategory } from "../../../../domain/catalog/categories";
import { BRAND_TIERS } from "../../../../domain/pricing/estimate";
import { SIZE_UNITS } from "../../../../domain/pricing/unit-price";
import { readBuiltListedItems } from "./built-listed-items";
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
export const CATALOG_FILES: readonly (readonly [file: string, category: CatalogCategory])[] = [
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
function listedItem(category: CatalogCategory, cells: Cells): ListedItem {
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

/**
 * The product-family files (issue 31), after the item files in seed order, each with the category of its
 * items. A family row stands for the items of one brand of a product in each of its variants (flavours,
 * kinds) and sizes, so a supermarket's variety stays a few reviewable lines.
 */
export const FAMILY_FILES: readonly (readonly [file: string, category: CatalogCategory])[] = [
  ["dairy.csv", "Dairy"],
  ["produce.csv", "Produce"],
  ["meat.csv", "Meat"],
  ["deli.csv", "Deli"],
  ["seafood.csv", "Seafood"],
  ["bakery.csv", "Bakery"],
  ["pantry.csv", "Pantry"],
  ["baking.csv", "Pantry"],
  ["international.csv", "Pantry"],
  ["household.csv", "Household"],
  ["personal-care.csv", "Personal Care"],
  ["frozen.csv", "Frozen"],
  ["snacks.csv", "Snacks"],
  ["beverages.csv", "Beverages"],
  ["beer-wine.csv", "Beer & Wine"],
  ["baby.csv", "Baby"],
  ["pet.csv", "Pet"],
  ["health.csv", "Health"],
];

export const CATALOG_FAMILIES_DIR = fileURLToPath(new URL("../catalog/families/", import.meta.url));

export const FAMILY_COLUMNS = {
  required: ["name", "brand", "tier", "size_unit", "sizes", "reference", "base_cents"],
  optional: ["variants", "unit_labels", "group"],
} as const;

const VARIANT = "{variant}";
/** A "|"-separated cell as its parts; undefined when empty. */
const parts = (cells: Cells, column: string): string[] | undefined => {
  const value = optionalText(cells, column);
  if (value === undefined) return undefined;
  const list = value.split("|").map((part) => part.trim());
  if (list.some((part) => part === "")) rowError(`${column}: an empty part between "|"`);
  return list;
};

/**
 * The items one family row stands for: each variant in each size, read as an item row would be
 * (listedItem), so every rule of the item files holds for them. `base_cents` gives the national-brand
 * price of each size (team estimates), or `reference` anchors every size to a federal average.
 */
function familyItems(category: CatalogCategory, cells: Cells): ListedItem[] {
  const name = text(cells, "name");
  const variants = parts(cells, "variants");
  if (name.includes(VARIANT) !== (variants !== undefined))
    rowError(`a name with ${VARIANT} needs its variants, and only such a name has them`);
  if (variants !== undefined && new Set(variants).size !== variants.length) rowError("variants: one is listed twice");
  const sizes = parts(cells, "sizes") ?? rowError("sizes: expected sizes such as 16 or 5.3|32");
  const cents = parts(cells, "base_cents");
  const labels = parts(cells, "unit_labels");
  if (cents !== undefined && cents.length !== sizes.length) rowError("base_cents: give one price per size");
  if (labels !== undefined && labels.length !== sizes.length) rowError("unit_labels: give one label per size");
  const group = optionalText(cells, "group");
  if (group !== undefined && group.includes(VARIANT) && variants === undefined) rowError(`group: ${VARIANT} without variants`);
  return (variants ?? [""]).flatMap((variant) =>
    sizes.map((size, i) => {
      const values: Record<string, string> = {
        name: name.replace(VARIANT, variant).replace(/\s+/g, " ").trim(),
        brand: cells.get("brand"),
        size,
        size_unit: cells.get("size_unit"),
        tier: cells.get("tier"),
        reference: cells.get("reference"),
        base_cents: cents?.[i] ?? "",
        unit_label: labels?.[i] ?? "",
        group: group?.replace(VARIANT, variant) ?? "",
      };
      return listedItem(category, { get: (column) => values[column] ?? "" });
    }),
  );
}

/** Every item of the given files, in order; two rows giving one item (the same key) are refused. */
export function readCatalogFiles(
  dir: string,
  files: typeof CATALOG_FILES,
  families: { dir: string; files: typeof FAMILY_FILES } = { dir: CATALOG_FAMILIES_DIR, files: [] },
): ListedItem[] {
  const seen = new Map<string, string>();
  const keep = (where: string, listed: ListedItem) => {
    const first = seen.get(listed.item.key);
    if (first) throw new CatalogFileError(`${where}: the same item as ${first} (${listed.item.key})`);
    seen.set(listed.item.key, where);
    return listed;
  };
  const items = files.flatMap(([file, category]) =>
    readCsvTable(`${dir}/${file}`, ITEM_COLUMNS, (cells) => listedItem(category, cells)).map(({ line, value }) =>
      keep(`${file}, line ${line}`, value),
    ),
  );
  const expanded = families.files.flatMap(([file, category]) =>
    readCsvTable(`${families.dir}/${file}`, FAMILY_COLUMNS, (cells) => familyItems(category, cells)).flatMap(
      ({ line, value }) => value.map((listed) => keep(`families/${file}, line ${line}`, listed)),
    ),
  );
  return [...items, ...expanded];
}

/** Every item of the seed's item and family files, read from them. */
export const readListedItems = (): ListedItem[] =>
  readCatalogFiles(CATALOG_ITEMS_DIR, CATALOG_FILES, { dir: CATALOG_FAMILIES_DIR, files: FAMILY_FILES });

/** The seed's items: in a compiled server as its build read them from these same files, else read now. */
export const LISTED_ITEMS: readonly ListedItem[] = readBuiltListedItems() ?? readListedItems();
