/**
 * The embedded grocery catalog: generic products from real national brands and store brands, read
 * from the data files (catalog-files.ts), with the estimate basis of each item.
 */
import type { CatalogCategory } from "../../../../domain/catalog/categories";
import { estimatePriceCents, type EstimateChain, type EstimateItem, type PriceBasis } from "../../../../domain/pricing/estimate";
import { GENERIC_OWN_LABEL } from "../../../../domain/catalog/assortment";
import { UNBRANDED } from "../../../../domain/catalog/brands";
import { RETAILER_BRANDS } from "./assortments";
import { LISTED_ITEMS as LISTED } from "./catalog-files";
import { defineCatalogItem, type CatalogItemSeed } from "./catalog-item";
import type { ChainSeed } from "./chains";
import { seedBrandFactor } from "./brand-factors";
import { findReferencePrice } from "./reference-prices";

const LISTED_ITEMS: readonly CatalogItemSeed[] = LISTED.map((listed) => listed.item);

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
    const equivalent = defineCatalogItem(item.category, {
      name: item.name,
      brand,
      size: item.size,
      sizeUnit: item.sizeUnit,
      brandTier: "store",
      referenceKey: item.referenceKey,
      baseCents: item.baseCents,
      unitLabel: item.unit,
      group: item.productGroup,
    });
    result.set(item.key, equivalent);
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
export const CATEGORY_BASE_CENTS: Readonly<Record<CatalogCategory, number>> = {
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
  Deli: 699,
  "Beer & Wine": 1199,
  Baby: 999,
  Pet: 1299,
  Health: 999,
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

/** What the estimate model needs of a catalog item, the same at every chain. */
export function seedEstimateItem(item: CatalogItemSeed): EstimateItem {
  return {
    size: item.size,
    sizeUnit: item.sizeUnit,
    basis: priceBasisFor(item),
    brand: seedBrandFactor(item, () => CATALOG_ITEMS),
  };
}

/** The estimated shelf price of a catalog item at a chain, in integer cents. */
export function estimateSeedPriceCents(item: CatalogItemSeed, chain: Pick<ChainSeed, "slug" | "priceLevel">): number {
  return estimatePriceCents(seedEstimateItem(item), chainForEstimate(chain));
}
