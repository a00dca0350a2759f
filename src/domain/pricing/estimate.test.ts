import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  brandFactor as brandFactorOf,
  basisCents,
  estimatePriceCents,
  expectedPriceCents,
  type EstimateChain,
  type EstimateItem,
} from "./estimate";

const milk: EstimateItem = {
  size: 1,
  sizeUnit: "gal",
  basis: { kind: "per-unit", centsPerUnit: 417, unit: "gal" },
  brand: "store",
};
const aldi: EstimateChain = { key: "aldi", priceLevel: 0.82 };
const wholeFoods: EstimateChain = { key: "whole-foods-market", priceLevel: 1.25 };

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

  it("is the model's price rounded to whole cents, nothing added per item or chain, and at least 1 cent", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.constantFrom<EstimateItem["brand"]>("store", "national", "premium", 0.6, 1.7),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        (cents, size, brand, priceLevel) => {
          const item: EstimateItem = { size, sizeUnit: "lb", basis: { kind: "per-unit", centsPerUnit: cents, unit: "lb" }, brand };
          const chain = { key: "any", priceLevel };
          expect(estimatePriceCents(item, chain)).toBe(Math.max(1, Math.round(cents * size * brandFactorOf(brand) * priceLevel)));
        },
      ),
    );
  });

  it("gives two chains at the same level the same price, whatever they are called", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.double({ min: 0.5, max: 1.5, noNaN: true }), (a, b, priceLevel) => {
        expect(estimatePriceCents(milk, { key: a, priceLevel })).toBe(estimatePriceCents(milk, { key: b, priceLevel }));
      }),
    );
  });

  it("makes a budget chain cheaper than an upscale one", () => {
    expect(estimatePriceCents(milk, aldi)).toBeLessThan(estimatePriceCents(milk, wholeFoods));
  });

  it("makes store brands cheaper than national brands, and premium dearer", () => {
    const chain = { key: "giant-eagle", priceLevel: 1.05 };
    const price = (brand: EstimateItem["brand"]) => estimatePriceCents({ ...milk, brand }, chain);
    expect(price("store")).toBeLessThan(price("national"));
    expect(price("national")).toBeLessThan(price("premium"));
  });

  it("accepts a numeric brand factor and never answers less than 1 cent", () => {
    const tiny: EstimateItem = { size: 1, sizeUnit: "ct", basis: { kind: "per-package", cents: 0.2 }, brand: 0.5 };
    expect(estimatePriceCents(tiny, aldi)).toBe(1);
    expect(() => estimatePriceCents({ ...milk, brand: 0 }, aldi)).toThrow(RangeError);
    expect(() => estimatePriceCents(milk, { key: "x", priceLevel: Number.NaN })).toThrow(RangeError);
  });
});

describe("the estimate's exact cents", () => {
  it("are basis × brand × level, rounded half up: store-brand milk at $4.17/gal", () => {
    // 417 × 0.85 = 354.45; Aldi 0.82: 290.649 -> 291; Whole Foods 1.25: 443.0625 -> 443.
    expect(estimatePriceCents(milk, aldi)).toBe(291);
    expect(estimatePriceCents(milk, wholeFoods)).toBe(443);
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
