import { convertSize, type SizeUnit } from "./unit-price";

/**
 * The price-estimate model: what an item probably costs at a chain when no observed price exists.
 *
 *   price = basis × brand factor × chain price level × (1 + variation), rounded to whole cents
 *
 * - basis: a reference price per base unit (a federal average, see docs/data.md) times the
 *   package size, or a curated per-package price when no reference fits the item;
 * - brand factor: store brands sit below national brands, premium and organic brands above;
 * - chain price level: budget chains below 1, upscale chains above;
 * - variation: a fixed pseudo-random offset within ±10% per (item, chain), so chains do not
 *   differ by one constant ratio. It comes from a hash, never from Math.random, so every run,
 *   server and browser alike, computes the same cents.
 */

export type BrandTier = "store" | "national" | "premium";

export const BRAND_TIERS = ["store", "national", "premium"] as const satisfies readonly BrandTier[];

/** National brands are the reference point; the other tiers are typical shelf gaps. */
export const BRAND_TIER_FACTORS: Readonly<Record<BrandTier, number>> = {
  store: 0.85,
  national: 1,
  premium: 1.3,
};

/** Half-width of the per (item, chain) variation: ±10%. */
export const PRICE_VARIATION = 0.1;

/** Units a reference price may be quoted per. */
export type ReferenceBaseUnit = Extract<SizeUnit, "lb" | "gal" | "doz">;

export type PriceBasis =
  /** A reference price in cents per one base unit; the package size is converted into that unit. */
  | { kind: "per-unit"; centsPerUnit: number; unit: ReferenceBaseUnit }
  /** A price in cents for the whole package of a national brand. */
  | { kind: "per-package"; cents: number };

export type EstimateItem = {
  /** Stable item key; part of the variation hash. */
  key: string;
  size: number;
  sizeUnit: SizeUnit;
  basis: PriceBasis;
  /** A tier, or an explicit factor relative to a national brand (1). */
  brand: BrandTier | number;
};

export type EstimateChain = {
  /** Stable chain key (slug); part of the variation hash. */
  key: string;
  /** Multiplier on the national average: e.g. 0.82 for Aldi, 1.25 for Whole Foods. */
  priceLevel: number;
};

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a over the UTF-16 code units of `text`: tiny, fast and stable across engines.
 * Not for security; only to spread keys evenly.
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** The fixed variation of an (item, chain) pair, in [-0.1, 0.1). */
export function priceVariation(itemKey: string, chainKey: string): number {
  const unit = fnv1a32(`${itemKey}|${chainKey}`) / 0x1_0000_0000;
  return (unit * 2 - 1) * PRICE_VARIATION;
}

export function brandFactor(brand: BrandTier | number): number {
  const factor = typeof brand === "number" ? brand : BRAND_TIER_FACTORS[brand];
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Invalid brand factor: ${brand}`);
  return factor;
}

/** The national-brand price of the package before brand, chain and variation, in (fractional) cents. */
export function basisCents(item: Pick<EstimateItem, "size" | "sizeUnit" | "basis">): number {
  if (!Number.isFinite(item.size) || item.size <= 0) throw new RangeError(`Invalid package size: ${item.size}`);
  const { basis } = item;
  const cents =
    basis.kind === "per-unit" ? basis.centsPerUnit * convertSize(item.size, item.sizeUnit, basis.unit) : basis.cents;
  if (!Number.isFinite(cents) || cents <= 0) throw new RangeError(`Invalid price basis for a ${item.size} ${item.sizeUnit} item`);
  return cents;
}

/** The model's price before the per-pair variation; estimates stay within ±10% of it (before rounding). */
export function expectedPriceCents(item: EstimateItem, chain: EstimateChain): number {
  if (!Number.isFinite(chain.priceLevel) || chain.priceLevel <= 0) {
    throw new RangeError(`Invalid price level for ${chain.key}: ${chain.priceLevel}`);
  }
  return basisCents(item) * brandFactor(item.brand) * chain.priceLevel;
}

/** Estimated shelf price of `item` at `chain`, in whole cents (at least 1). */
export function estimatePriceCents(item: EstimateItem, chain: EstimateChain): number {
  const raw = expectedPriceCents(item, chain) * (1 + priceVariation(item.key, chain.key));
  return Math.max(1, Math.round(raw));
}
