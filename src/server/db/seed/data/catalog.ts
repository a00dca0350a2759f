/**
 * The embedded grocery catalog: generic products from real national brands and store brands,
 * split by category into catalog-<category>.ts, with the estimate basis of each item.
 */
import type { GroceryCategory } from "../../../../domain/pricing/categories";
import { estimatePriceCents, type EstimateChain, type PriceBasis } from "../../../../domain/pricing/estimate";
import { BAKERY_ITEMS } from "./catalog-bakery";
import { BEVERAGE_ITEMS } from "./catalog-beverages";
import { DAIRY_ITEMS } from "./catalog-dairy";
import { FROZEN_ITEMS } from "./catalog-frozen";
import { HOUSEHOLD_ITEMS } from "./catalog-household";
import type { CatalogItemSeed } from "./catalog-item";
import { MEAT_ITEMS } from "./catalog-meat";
import { PANTRY_ITEMS } from "./catalog-pantry";
import { PERSONAL_CARE_ITEMS } from "./catalog-personal-care";
import { PRODUCE_ITEMS } from "./catalog-produce";
import { SEAFOOD_ITEMS } from "./catalog-seafood";
import { SNACK_ITEMS } from "./catalog-snacks";
import type { ChainSeed } from "./chains";
import { seedBrandFactor } from "./brand-factors";
import { findReferencePrice } from "./reference-prices";

export const CATALOG_ITEMS: readonly CatalogItemSeed[] = [
  ...DAIRY_ITEMS,
  ...PRODUCE_ITEMS,
  ...MEAT_ITEMS,
  ...SEAFOOD_ITEMS,
  ...BAKERY_ITEMS,
  ...PANTRY_ITEMS,
  ...HOUSEHOLD_ITEMS,
  ...PERSONAL_CARE_ITEMS,
  ...FROZEN_ITEMS,
  ...SNACK_ITEMS,
  ...BEVERAGE_ITEMS,
];

/**
 * Per-package national-brand price for an item with neither a reference nor a curated price:
 * a typical package of the category, so a newly added item gets a plausible figure.
 */
export const CATEGORY_BASE_CENTS: Readonly<Record<GroceryCategory, number>> = {
  Dairy: 399,
  Produce: 299,
  Meat: 799,
  Seafood: 899,
  Bakery: 399,
  Pantry: 349,
  Household: 799,
  "Personal Care": 599,
  Frozen: 499,
  Snacks: 449,
  Beverages: 449,
};

/** Where an item's estimate starts: its federal reference, else its curated price, else the category base. */
export function priceBasisFor(item: CatalogItemSeed): PriceBasis {
  if (item.referenceKey) {
    const reference = findReferencePrice(item.referenceKey);
    if (!reference) throw new Error(`Unknown reference price ${item.referenceKey} for ${item.key}`);
    return { kind: "per-unit", centsPerUnit: reference.centsPerBaseUnit, unit: reference.baseUnit };
  }
  return { kind: "per-package", cents: item.baseCents ?? CATEGORY_BASE_CENTS[item.category] };
}

export function chainForEstimate(chain: Pick<ChainSeed, "slug" | "priceLevel">): EstimateChain {
  return { key: chain.slug, priceLevel: chain.priceLevel };
}

/** The estimated shelf price of a catalog item at a chain, in integer cents. */
export function estimateSeedPriceCents(item: CatalogItemSeed, chain: Pick<ChainSeed, "slug" | "priceLevel">): number {
  return estimatePriceCents(
    {
      key: item.key,
      size: item.size,
      sizeUnit: item.sizeUnit,
      basis: priceBasisFor(item),
      brand: seedBrandFactor(item, () => CATALOG_ITEMS),
    },
    chainForEstimate(chain),
  );
}
