import { isUnbranded } from "../../../../domain/catalog/brands";
import type { CatalogCategory } from "../../../../domain/catalog/categories";
import type { BrandTier } from "../../../../domain/pricing/estimate";
import { formatPackageSize, type SizeUnit } from "../../../../domain/pricing/unit-price";
import type { ReferenceKey } from "./reference-prices";

export type CatalogItemSeed = {
  /** Stable slug of name, brand and unit; the seed upserts by it. */
  key: string;
  /** Generic product name shared by every brand of it ("Whole Milk"); brand switching matches on it. */
  name: string;
  /**
   * A real national brand, a retailer's own label, the neutral "Store Brand", or UNBRANDED for loose
   * produce and counter meat (src/domain/catalog/brands.ts).
   */
  brand: string;
  /** Product group key: the same product at a comparable size ("whole-milk"); "any brand" cart entries match on it. */
  productGroup: string;
  /** Own labels and unbranded goods: a cart entry for one takes the cheapest equivalent by default (decision 011). */
  anyBrandByDefault: boolean;
  category: CatalogCategory;
  /** Display size, e.g. "1 gal", "8 oz", "12 ct", or a pack description such as "12 pk, 12 fl oz cans". */
  unit: string;
  /** Total package size in `sizeUnit`, for unit prices and the estimate model. */
  size: number;
  sizeUnit: SizeUnit;
  brandTier: BrandTier;
  /** The federal average the estimate is anchored to (reference-prices.ts). */
  referenceKey?: ReferenceKey;
  /**
   * Without a reference: our curated national-brand shelf price for this product and size, in
   * cents (a judgement, not a measurement; see docs/data.md). Without either, the category base applies.
   */
  baseCents?: number;
};

/** One catalog row as the data files give it (catalog-files.ts): the item before its key and group are derived. */
export type CatalogRow = {
  name: string;
  brand: string;
  size: number;
  sizeUnit: SizeUnit;
  brandTier: BrandTier;
  referenceKey?: ReferenceKey;
  baseCents?: number;
  /** The label's pack description ("12 pk, 12 fl oz cans") where the size alone would not say it. */
  unitLabel?: string;
  /**
   * The product group's name where it is not the item's name: a pack not comparable with the rest of its
   * name (a single-serve bottle beside half-gallons, more than 4 × apart) forms its own group.
   */
  group?: string;
};

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/%/g, " pct ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function defineCatalogItem(category: CatalogCategory, row: CatalogRow): CatalogItemSeed {
  const unit = row.unitLabel ?? formatPackageSize(row.size, row.sizeUnit);
  const item: CatalogItemSeed = {
    key: slugify(`${row.name} ${row.brand} ${unit}`),
    name: row.name,
    brand: row.brand,
    productGroup: slugify(row.group ?? row.name),
    anyBrandByDefault: row.brandTier === "store" || isUnbranded(row.brand),
    category,
    unit,
    size: row.size,
    sizeUnit: row.sizeUnit,
    brandTier: row.brandTier,
  };
  if (row.referenceKey !== undefined) item.referenceKey = row.referenceKey;
  if (row.baseCents !== undefined) item.baseCents = row.baseCents;
  return item;
}
