import { isUnbranded } from "../../../../domain/catalog/brands";
import type { GroceryCategory } from "../../../../domain/pricing/categories";
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

/**
 * Items whose pack is not comparable with the rest of their name (a single-serve bottle beside
 * half-gallons; more than 4 × apart): item key -> the group they form instead.
 */
const PRODUCT_GROUP_OVERRIDES: Readonly<Record<string, string>> = {
  "chocolate-milk-nesquik-14-fl-oz": "Chocolate Milk, single-serve",
  "vanilla-ice-cream-haagen-dazs-14-fl-oz": "Vanilla Ice Cream, pint",
  "iced-tea-pure-leaf-18-5-fl-oz": "Iced Tea, single-serve",
};

export function defineCatalogItems(category: GroceryCategory, rows: readonly CatalogRow[]): CatalogItemSeed[] {
  return rows.map(([name, brand, size, sizeUnit, brandTier, anchor, unitLabel]) => {
    const unit = unitLabel ?? formatPackageSize(size, sizeUnit);
    const key = slugify(`${name} ${brand} ${unit}`);
    const productGroup = slugify(PRODUCT_GROUP_OVERRIDES[key] ?? name);
    const anyBrandByDefault = brandTier === "store" || isUnbranded(brand);
    const item: CatalogItemSeed = {
      key,
      name,
      brand,
      productGroup,
      anyBrandByDefault,
      category,
      unit,
      size,
      sizeUnit,
      brandTier,
    };
    if (typeof anchor === "string") item.referenceKey = anchor;
    if (typeof anchor === "number") item.baseCents = anchor;
    return item;
  });
}
