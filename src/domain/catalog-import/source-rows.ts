import type { CatalogCategory } from "../catalog/categories";
import { normaliseGtin } from "../price-import/gtin";
import type { SizeUnit } from "../pricing/unit-price";
import { fdcCategory, offCategory } from "./category-map";
import { parsePackSize } from "./pack-size";

/**
 * One row of an outside product catalog read into a catalog item, or the reason it is not imported:
 * an Open Food Facts CSV export (UTF-8, tab-separated, one product a line; docs/data.md "Product catalogs")
 * or a FoodData Central Branded Foods `branded_food.csv` (its names are in `food.csv`, read separately).
 * Items are keyed by their barcode, "gtin-<GTIN-14>", so they never collide with the seed's own keys
 * (decision 055) and a second import of the same product updates it.
 */

/** Columns an Open Food Facts export must have (it has some 200; only non-empty ones are exported). */
export const OFF_COLUMNS = ["code", "product_name", "brands", "quantity", "categories_tags", "countries_tags"] as const;
/** Columns of FoodData Central's branded_food.csv read here; the two last are absent from older releases. */
export const FDC_BRANDED_COLUMNS = [
  "fdc_id",
  "brand_owner",
  "brand_name",
  "gtin_upc",
  "branded_food_category",
  "package_weight",
] as const;
export const FDC_OPTIONAL_COLUMNS = ["market_country", "discontinued_date"] as const;
/** Columns of FoodData Central's food.csv read here: the product's name is its description. */
export const FDC_FOOD_COLUMNS = ["fdc_id", "description"] as const;

export type ImportedItem = {
  key: string;
  gtin: string;
  name: string;
  brand: string;
  category: CatalogCategory;
  unit: string;
  size: number;
  sizeUnit: SizeUnit;
};

export const SKIP_REASONS = [
  "not-us",
  "discontinued",
  "no-barcode",
  "invalid-gtin",
  "store-code",
  "no-name",
  "no-brand",
  "category",
  "size",
  "in-catalog",
  "repeated",
  // Review R9: the file gives another pack to an item whose prices were observed for its present pack.
  "size-changed",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type RowReading = { ok: true; item: ImportedItem } | { ok: false; skip: SkipReason; reason: string };

type Cell = (column: string) => string;

const skip = (reason: SkipReason, text: string): RowReading => ({ ok: false, skip: reason, reason: text });

/** Collapsed spaces; a text in capitals only ("GREEK NONFAT YOGURT", as FDC gives many) in title case. */
export function tidyText(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (/[a-z]/.test(plain) || !/[A-Z]/.test(plain)) return plain;
  return plain
    .toLowerCase()
    .replace(/(^|[\s\-/(&,.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The GTIN-14 of a product code, or why there is none. Codes of the restricted-circulation prefixes 20-29
 * (EAN-13 "2…") name no product: a store's in-house numbers and Open Food Facts' own "200…" codes for
 * products without a barcode. Nor do the UPC-A number systems 2 (random weight, the price in the code), 4 (in-store)
 * and 5 (coupons), GTIN-14 "002…", "004…", "005…" (review R6).
 */
export function productGtin(code: string): { gtin: string } | { skip: SkipReason; reason: string } {
  const digits = code.trim();
  if (digits === "") return { skip: "no-barcode", reason: "no barcode" };
  const gtin = normaliseGtin(digits);
  if (gtin === null) return { skip: "invalid-gtin", reason: `"${digits}" is not a valid GTIN (length or check digit)` };
  if (/^(?:02|00[245])/.test(gtin))
    return { skip: "store-code", reason: `"${digits}" is a store-internal code (prefix 2, 4 or 5), not a product's barcode` };
  return { gtin };
}

function finish(
  gtinOrSkip: ReturnType<typeof productGtin>,
  name: string,
  brand: string,
  category: CatalogCategory | null,
  categoryText: string,
  quantity: string,
): RowReading {
  if ("skip" in gtinOrSkip) return skip(gtinOrSkip.skip, gtinOrSkip.reason);
  if (brand === "") return skip("no-brand", "no brand");
  if (category === null) return skip("category", `category not mapped: "${categoryText.slice(0, 80)}"`);
  const pack = parsePackSize(quantity);
  if (pack === null)
    return skip("size", quantity.trim() === "" ? "no pack size" : `pack size not understood: "${quantity.slice(0, 40)}"`);
  const { gtin } = gtinOrSkip;
  return { ok: true, item: { key: `gtin-${gtin}`, gtin, name, brand, category, ...pack } };
}

/** A row of an Open Food Facts export: products sold in the United States only. */
export function readOffRow(cell: Cell): RowReading {
  const countries = cell("countries_tags")
    .split(",")
    .map((tag) => tag.trim());
  if (!countries.includes("en:united-states")) return skip("not-us", "not sold in the United States");
  const gtin = productGtin(cell("code"));
  const name = tidyText(cell("product_name"));
  if (!("skip" in gtin) && name === "") return skip("no-name", "no product name");
  const categories = cell("categories_tags");
  const brand = tidyText(cell("brands").split(",")[0] ?? "");
  return finish(gtin, name, brand, offCategory(categories.split(",")), categories, cell("quantity"));
}

/** A row of FDC's branded_food.csv; its name (from food.csv) is filled in later, so `name` is empty here. */
export function readFdcRow(cell: Cell): RowReading {
  if (cell("discontinued_date").trim() !== "") return skip("discontinued", `discontinued on ${cell("discontinued_date").trim()}`);
  const market = cell("market_country").trim();
  if (market !== "" && market.toLowerCase() !== "united states") return skip("not-us", `sold in ${market}`);
  const brand = tidyText(cell("brand_name")) || tidyText(cell("brand_owner"));
  const category = cell("branded_food_category");
  return finish(productGtin(cell("gtin_upc")), "", brand, fdcCategory(category), category, cell("package_weight"));
}
