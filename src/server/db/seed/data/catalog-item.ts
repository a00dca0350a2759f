import type { GroceryCategory } from "../../../../domain/pricing/categories";
import type { BrandTier } from "../../../../domain/pricing/estimate";
import { formatPackageSize, type SizeUnit } from "../../../../domain/pricing/unit-price";
import type { ReferenceKey } from "./reference-prices";

export type CatalogItemSeed = {
  /** Stable slug of name, brand and unit; the seed upserts by it. */
  key: string;
  /** Generic product name shared by every brand of it ("Whole Milk"); brand switching matches on it. */
  name: string;
  /** A real national brand, a retailer's store brand, or the neutral "Store Brand". */
  brand: string;
  category: GroceryCategory;
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

/**
 * A compact row: name, brand, size, size unit, tier, then optionally the anchor (a reference key
 * or a curated national-brand price in cents) and a display label for multipacks.
 */
export type CatalogRow = readonly [
  name: string,
  brand: string,
  size: number,
  sizeUnit: SizeUnit,
  tier: BrandTier,
  anchor?: ReferenceKey | number,
  unitLabel?: string,
];

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

export function defineCatalogItems(category: GroceryCategory, rows: readonly CatalogRow[]): CatalogItemSeed[] {
  return rows.map(([name, brand, size, sizeUnit, brandTier, anchor, unitLabel]) => {
    const unit = unitLabel ?? formatPackageSize(size, sizeUnit);
    const item: CatalogItemSeed = { key: slugify(`${name} ${brand} ${unit}`), name, brand, category, unit, size, sizeUnit, brandTier };
    if (typeof anchor === "string") item.referenceKey = anchor;
    if (typeof anchor === "number") item.baseCents = anchor;
    return item;
  });
}
