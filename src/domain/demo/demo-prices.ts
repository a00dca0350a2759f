/**
 * Demo prices (spec §9 "Demo data"): category base × brand factor × store factor × a random
 * variation within ±10%. The randomness is a seeded PRNG keyed by (item, store), so a price never
 * changes between renders, reloads or call orders, and tests can assert exact figures.
 */
import type { GroceryCategory } from "../pricing/categories";
import type { SampleItem, SampleStore } from "./sample-data";

/** Typical price of a national-brand package in each category, in cents. */
export const DEMO_CATEGORY_BASE_CENTS: Readonly<Record<GroceryCategory, number>> = {
  Dairy: 399,
  Produce: 299,
  Meat: 749,
  Seafood: 899,
  Bakery: 349,
  Pantry: 299,
  Household: 899,
  "Personal Care": 549,
  Frozen: 499,
  Snacks: 429,
  Beverages: 399,
};

export const DEMO_VARIATION = 0.1;

/** Changing the seed reshuffles every demo price at once. */
export const DEMO_PRICE_SEED = 0x5eed_2025;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a over the UTF-16 code units of `text`: tiny, fast and stable across engines.
 * Not for security; only to spread the demo's (item, store) keys evenly.
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, well-distributed 32-bit PRNG; returns a generator of floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** The fixed variation of an (item, store) pair, in [-0.1, 0.1). */
export function demoVariation(itemId: string, storeId: string, seed: number = DEMO_PRICE_SEED): number {
  const next = mulberry32((fnv1a32(`${itemId}|${storeId}`) ^ seed) >>> 0);
  return (next() * 2 - 1) * DEMO_VARIATION;
}

export function demoPriceCents(
  item: Pick<SampleItem, "id" | "category" | "brandFactor">,
  store: Pick<SampleStore, "id" | "priceFactor">,
): number {
  const expected = DEMO_CATEGORY_BASE_CENTS[item.category] * item.brandFactor * store.priceFactor;
  return Math.max(1, Math.round(expected * (1 + demoVariation(item.id, store.id))));
}

/** Prices of every item at every store: result[itemId][storeId] = cents. */
export function demoPriceTable(
  items: readonly Pick<SampleItem, "id" | "category" | "brandFactor">[],
  stores: readonly Pick<SampleStore, "id" | "priceFactor">[],
): Record<string, Record<string, number>> {
  const table: Record<string, Record<string, number>> = {};
  for (const item of items) {
    const row: Record<string, number> = {};
    for (const store of stores) row[store.id] = demoPriceCents(item, store);
    table[item.id] = row;
  }
  return table;
}
