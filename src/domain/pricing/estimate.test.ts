import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BRAND_TIER_FACTORS,
  basisCents,
  estimatePriceCents,
  expectedPriceCents,
  fnv1a32,
  priceVariation,
  type EstimateChain,
  type EstimateItem,
} from "./estimate";

const milk: EstimateItem = {
  key: "whole-milk-store-brand-1-gal",
  size: 1,
  sizeUnit: "gal",
  basis: { kind: "per-unit", centsPerUnit: 417, unit: "gal" },
  brand: "store",
};
const aldi: EstimateChain = { key: "aldi", priceLevel: 0.82 };
const wholeFoods: EstimateChain = { key: "whole-foods-market", priceLevel: 1.25 };

const itemKeys = Array.from({ length: 400 }, (_, i) => `item-${i}`);

describe("fnv1a32", () => {
  it("matches the published FNV-1a test vectors", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });
});

describe("priceVariation", () => {
  it("is the same on every call for a pair and differs between chains", () => {
    expect(priceVariation("x", "aldi")).toBe(priceVariation("x", "aldi"));
    const values = new Set(["aldi", "walmart", "target", "costco"].map((c) => priceVariation("x", c)));
    expect(values.size).toBe(4);
  });

  it("is spread over the whole ±10% band with a mean near zero", () => {
    const values = itemKeys.map((k) => priceVariation(k, "giant-eagle"));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.min(...values)).toBeLessThan(-0.08);
    expect(Math.max(...values)).toBeGreaterThan(0.08);
  });
});

describe("estimatePriceCents", () => {
  it("is deterministic", () => {
    expect(estimatePriceCents(milk, aldi)).toBe(estimatePriceCents({ ...milk }, { ...aldi }));
  });

  it("converts the package into the reference unit", () => {
    expect(basisCents({ ...milk, size: 64, sizeUnit: "fl oz" })).toBeCloseTo(208.5);
    expect(basisCents({ size: 18, sizeUnit: "ct", basis: { kind: "per-unit", centsPerUnit: 359, unit: "doz" } })).toBeCloseTo(
      538.5,
    );
    expect(basisCents({ size: 8, sizeUnit: "oz", basis: { kind: "per-unit", centsPerUnit: 612, unit: "lb" } })).toBe(306);
    expect(basisCents({ size: 8, sizeUnit: "oz", basis: { kind: "per-package", cents: 329 } })).toBe(329);
  });

  it("refuses a package measured differently from its reference", () => {
    expect(() => estimatePriceCents({ ...milk, sizeUnit: "lb" }, aldi)).toThrow(RangeError);
  });

  it("stays within ±10% of the expected price and returns whole cents >= 1", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.constantFrom<EstimateItem["brand"]>("store", "national", "premium", 0.6, 1.7),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        (key, chainKey, cents, size, brand, priceLevel) => {
          const item: EstimateItem = {
            key,
            size,
            sizeUnit: "lb",
            basis: { kind: "per-unit", centsPerUnit: cents, unit: "lb" },
            brand,
          };
          const chain = { key: chainKey, priceLevel };
          const price = estimatePriceCents(item, chain);
          const expected = expectedPriceCents(item, chain);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(1);
          // Rounding to whole cents may add up to half a cent beyond the band.
          expect(price).toBeGreaterThanOrEqual(Math.max(1, expected * 0.9 - 0.5));
          expect(price).toBeLessThanOrEqual(Math.max(1, expected * 1.1 + 0.5));
        },
      ),
    );
  });

  it("makes a budget chain cheaper than an upscale one on average", () => {
    const items = itemKeys.map((key) => ({ ...milk, key }));
    const total = (chain: EstimateChain) => items.reduce((sum, item) => sum + estimatePriceCents(item, chain), 0);
    expect(total(aldi)).toBeLessThan(total(wholeFoods));
    expect(total(aldi) / items.length).toBeLessThan(417 * 0.85 * 0.9);
  });

  it("makes store brands cheaper than national brands, and premium dearer, on average", () => {
    const chain = { key: "giant-eagle", priceLevel: 1.05 };
    const average = (brand: EstimateItem["brand"]) =>
      itemKeys.reduce((sum, key) => sum + estimatePriceCents({ ...milk, key, brand }, chain), 0) / itemKeys.length;
    expect(average("store")).toBeLessThan(average("national"));
    expect(average("national")).toBeLessThan(average("premium"));
    expect(average("store") / average("national")).toBeCloseTo(BRAND_TIER_FACTORS.store, 1);
  });

  it("accepts a numeric brand factor and never answers less than 1 cent", () => {
    const tiny: EstimateItem = { key: "t", size: 1, sizeUnit: "ct", basis: { kind: "per-package", cents: 0.2 }, brand: 0.5 };
    expect(estimatePriceCents(tiny, aldi)).toBe(1);
    expect(() => estimatePriceCents({ ...milk, brand: 0 }, aldi)).toThrow(RangeError);
    expect(() => estimatePriceCents(milk, { key: "x", priceLevel: Number.NaN })).toThrow(RangeError);
  });
});

describe("the estimate's exact cents", () => {
  it("stay what the database holds: the variation raises one pair and lowers another", () => {
    // Store-brand milk, $4.17/gal basis x 0.85: Aldi (0.82, +7.66%) 313¢, Whole Foods (1.25, -9.11%) 403¢.
    expect(priceVariation(milk.key, "aldi")).toBeCloseTo(0.0766, 4);
    expect(estimatePriceCents(milk, aldi)).toBe(313);
    expect(priceVariation(milk.key, "whole-foods-market")).toBeCloseTo(-0.0911, 4);
    expect(estimatePriceCents(milk, wholeFoods)).toBe(403);
  });
});

describe("bad model inputs are refused with what was wrong", () => {
  const perPackage = (cents: number): EstimateItem => ({ ...milk, basis: { kind: "per-package", cents } });

  it("a package size that is zero, negative or not a number", () => {
    expect(() => basisCents({ ...milk, size: 0 })).toThrow("Invalid package size: 0");
    expect(() => basisCents({ ...milk, size: -1 })).toThrow("Invalid package size: -1");
    expect(() => basisCents({ ...milk, size: Number.NaN })).toThrow("Invalid package size: NaN");
    expect(basisCents({ ...milk, size: 0.5 })).toBeCloseTo(208.5);
  });

  it("a price basis that is zero, negative or not a number", () => {
    expect(() => basisCents(perPackage(0))).toThrow("Invalid price basis for a 1 gal item");
    expect(() => basisCents(perPackage(-5))).toThrow(RangeError);
    expect(() => basisCents(perPackage(Number.POSITIVE_INFINITY))).toThrow(RangeError);
    expect(basisCents(perPackage(0.01))).toBe(0.01);
  });

  it("a chain price level that is zero, negative or not a number", () => {
    expect(() => expectedPriceCents(milk, { key: "x", priceLevel: 0 })).toThrow("Invalid price level for x: 0");
    expect(() => expectedPriceCents(milk, { key: "y", priceLevel: -1 })).toThrow("Invalid price level for y: -1");
    expect(() => expectedPriceCents(milk, { key: "z", priceLevel: Number.NaN })).toThrow(RangeError);
    expect(expectedPriceCents(milk, { key: "z", priceLevel: 0.01 })).toBeCloseTo(417 * 0.85 * 0.01);
  });

  it("a brand factor that is zero, negative or not a number", () => {
    expect(() => expectedPriceCents({ ...milk, brand: 0 }, aldi)).toThrow("Invalid brand factor: 0");
    expect(() => expectedPriceCents({ ...milk, brand: -0.5 }, aldi)).toThrow("Invalid brand factor: -0.5");
    expect(() => expectedPriceCents({ ...milk, brand: Number.NaN }, aldi)).toThrow(RangeError);
  });
});
