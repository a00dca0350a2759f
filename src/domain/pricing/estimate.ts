import { convertSize, type SizeUnit } from "./unit-price";

/**
 * The price-estimate model: what an item probably costs at a chain when no observed price exists.
 *
 *   price = basis × brand factor × chain price level, rounded to whole cents
 *
 * - basis: a reference price per base unit (a federal average, see docs/data.md) times the
 *   package size, or a curated per-package price when no reference fits the item;
 * - brand factor: store brands sit below national brands, premium and organic brands above;
 * - chain price level: budget chains below 1, upscale chains above.
 *
 * Nothing else: no source says how one chain's price of one item departs from its level, so the model
 * invents no such departure (issue 30). Two chains at the same level get the same estimate of an item.
 */

export type BrandTier = "store" | "national" | "premium";

export const BRAND_TIERS = ["store", "national", "premium"] as const satisfies readonly BrandTier[];

/** National brands are the reference point; the other tiers are typical shelf gaps. */
export const BRAND_TIER_FACTORS: Readonly<Record<BrandTier, number>> = {
  store: 0.85,
  national: 1,
  premium: 1.3,
};

/** Units a reference price may be quoted per. */
export type ReferenceBaseUnit = Extract<SizeUnit, "lb" | "gal" | "doz">;

export type PriceBasis =
  /** A reference price in cents per one base unit; the package size is converted into that unit. */
  | { kind: "per-unit"; centsPerUnit: number; unit: ReferenceBaseUnit }
  /** A price in cents for the whole package of a national brand. */
  | { kind: "per-package"; cents: number };

export type EstimateItem = {
  size: number;
  sizeUnit: SizeUnit;
  basis: PriceBasis;
  /** A tier, or an explicit factor relative to a national brand (1). */
  brand: BrandTier | number;
};

export type EstimateChain = {
  /** Stable chain key (slug), named when its level is refused. */
  key: string;
  /** Multiplier on the national average: e.g. 0.82 for Aldi, 1.25 for Whole Foods. */
  priceLevel: number;
};

export function brandFactor(brand: BrandTier | number): number {
  const factor = typeof brand === "number" ? brand : BRAND_TIER_FACTORS[brand];
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Invalid brand factor: ${brand}`);
  return factor;
}

/** The national-brand price of the package before brand and chain, in (fractional) cents. */
export function basisCents(item: Pick<EstimateItem, "size" | "sizeUnit" | "basis">): number {
  if (!Number.isFinite(item.size) || item.size <= 0) throw new RangeError(`Invalid package size: ${item.size}`);
  const { basis } = item;
  const cents =
    basis.kind === "per-unit" ? basis.centsPerUnit * convertSize(item.size, item.sizeUnit, basis.unit) : basis.cents;
  if (!Number.isFinite(cents) || cents <= 0) throw new RangeError(`Invalid price basis for a ${item.size} ${item.sizeUnit} item`);
  return cents;
}

/** The model's price in fractional cents: basis × brand factor × chain level. */
export function expectedPriceCents(item: EstimateItem, chain: EstimateChain): number {
  if (!Number.isFinite(chain.priceLevel) || chain.priceLevel <= 0) {
    throw new RangeError(`Invalid price level for ${chain.key}: ${chain.priceLevel}`);
  }
  return basisCents(item) * brandFactor(item.brand) * chain.priceLevel;
}

/** Estimated shelf price of `item` at `chain`, in whole cents (at least 1). */
export function estimatePriceCents(item: EstimateItem, chain: EstimateChain): number {
  return Math.max(1, Math.round(expectedPriceCents(item, chain)));
}
