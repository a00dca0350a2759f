/**
 * The brand factor of each catalog item's estimate (issue 15):
 * - unbranded loose produce and counter meat: 1, because the BLS and ERS averages measure exactly
 *   those goods (no store-brand discount);
 * - a premium brand anchored to a federal average: its typical shelf price over that average
 *   (premium-shelf-prices.ts), or, without a figure, the median of those ratios: the observed spread,
 *   not a flat 1.3;
 * - a store or national brand anchored to a federal average: its place around that all-brands
 *   average. Store brands cost STORE_TO_NATIONAL (0.85) of a national brand; with half the units the
 *   average measures sold under store brands, the average is 0.925 of the national price, so a national
 *   brand is 1.08 × the average and a store brand 0.92 × (the old model put national brands at the
 *   average and store brands 15% under it, which priced every anchored store brand too low);
 * - otherwise, over a curated national-brand package price: the tier's factor (store 0.85, national 1,
 *   premium 1.3).
 */
import { isUnbranded } from "../../../../domain/catalog/brands";
import { BRAND_TIER_FACTORS, basisCents } from "../../../../domain/pricing/estimate";
import type { CatalogItemSeed } from "./catalog-item";
import { PREMIUM_SHELF_CENTS } from "./premium-shelf-prices";
import { findReferencePrice } from "./reference-prices";

/** The all-brands federal average for this package, in cents; undefined for unanchored items. */
export function referencePackageCents(item: CatalogItemSeed): number | undefined {
  const reference = item.referenceKey ? findReferencePrice(item.referenceKey) : undefined;
  if (!reference) return undefined;
  return basisCents({
    size: item.size,
    sizeUnit: item.sizeUnit,
    basis: { kind: "per-unit", centsPerUnit: reference.centsPerBaseUnit, unit: reference.baseUnit },
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let premiumSpread: number | undefined;

/** Premium shelf price over the federal average, the median across the premium brands with a figure. */
export function premiumOverAverage(items: readonly CatalogItemSeed[]): number {
  const ratios = items.flatMap((item) => {
    const shelf = PREMIUM_SHELF_CENTS[item.key];
    const average = referencePackageCents(item);
    return shelf !== undefined && average !== undefined ? [shelf / average] : [];
  });
  if (ratios.length === 0) throw new Error("No premium shelf price matches an anchored catalog item");
  return median(ratios);
}

/** Share of the units a federal average measures that are sold under store brands (an assumption, docs/data.md). */
export const STORE_BRAND_SHARE_OF_AVERAGE = 0.5;
const STORE_TO_NATIONAL = BRAND_TIER_FACTORS.store / BRAND_TIER_FACTORS.national;
const NATIONAL_OVER_AVERAGE = 1 / (STORE_BRAND_SHARE_OF_AVERAGE * STORE_TO_NATIONAL + (1 - STORE_BRAND_SHARE_OF_AVERAGE));

/** Brand factors over an all-brands federal average, for anchored store and national brands. */
export const ANCHORED_TIER_FACTORS = {
  store: STORE_TO_NATIONAL * NATIONAL_OVER_AVERAGE,
  national: NATIONAL_OVER_AVERAGE,
} as const;

export function seedBrandFactor(item: CatalogItemSeed, catalog: () => readonly CatalogItemSeed[]): number {
  if (isUnbranded(item.brand)) return 1;
  const average = referencePackageCents(item);
  if (average === undefined) return BRAND_TIER_FACTORS[item.brandTier];
  if (item.brandTier !== "premium") return ANCHORED_TIER_FACTORS[item.brandTier];
  const shelf = PREMIUM_SHELF_CENTS[item.key];
  if (shelf !== undefined) return shelf / average;
  return (premiumSpread ??= premiumOverAverage(catalog()));
}
