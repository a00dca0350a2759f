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
import { GENERIC_OWN_LABEL } from "../../../../domain/catalog/assortment";
import { UNBRANDED } from "../../../../domain/catalog/brands";
import { RETAILER_BRANDS } from "./assortments";
import { defineCatalogItems, type CatalogItemSeed } from "./catalog-item";
import { MEAT_ITEMS } from "./catalog-meat";
import { PANTRY_ITEMS } from "./catalog-pantry";
import { PERSONAL_CARE_ITEMS } from "./catalog-personal-care";
import { PRODUCE_ITEMS } from "./catalog-produce";
import { SEAFOOD_ITEMS } from "./catalog-seafood";
import { SNACK_ITEMS } from "./catalog-snacks";
import type { ChainSeed } from "./chains";
import { seedBrandFactor } from "./brand-factors";
import { findReferencePrice } from "./reference-prices";

const LISTED_ITEMS: readonly CatalogItemSeed[] = [
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
 * Every other chain's own version of a product one retailer's label stands for (decision 026): where a
 * group has a retailer's label (Great Value Whole Milk) and neither a "Store Brand" nor an unbranded item,
 * a "Store Brand" item of the same name, pack and price basis, which each chain shows under its own label
 * name (Aldi's whole milk beside Walmart's Great Value); for fresh meat and produce an unbranded one from
 * the counter. Added once per group, after the listed items, so no key changes. Source item key -> item.
 */
function ownLabelEquivalents(items: readonly CatalogItemSeed[]): Map<string, CatalogItemSeed> {
  const generic = (brand: string) => brand === GENERIC_OWN_LABEL || brand === UNBRANDED;
  const covered = new Set(items.filter((i) => generic(i.brand)).map((i) => i.productGroup));
  const result = new Map<string, CatalogItemSeed>();
  for (const item of items) {
    if (!RETAILER_BRANDS.has(item.brand) || covered.has(item.productGroup)) continue;
    covered.add(item.productGroup);
    const brand = item.category === "Produce" || item.category === "Meat" ? UNBRANDED : GENERIC_OWN_LABEL;
    const anchor = item.referenceKey ?? item.baseCents;
    const [equivalent] = defineCatalogItems(item.category, [
      [item.name, brand, item.size, item.sizeUnit, "store", anchor, item.unit],
    ]);
    result.set(item.key, equivalent!);
  }
  return result;
}

/** Own-label equivalents by the key of the retailer's item they stand beside (the seed adds them to older databases). */
export const OWN_LABEL_EQUIVALENTS: ReadonlyMap<string, CatalogItemSeed> = ownLabelEquivalents(LISTED_ITEMS);

export const CATALOG_ITEMS: readonly CatalogItemSeed[] = [...LISTED_ITEMS, ...OWN_LABEL_EQUIVALENTS.values()];

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
