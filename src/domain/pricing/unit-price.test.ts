import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIZE_UNITS, convertSize, defaultUnitPriceBase, formatPackageSize, measureOf, unitPrice } from "./unit-price";

describe("convertSize", () => {
  it("converts within a measure", () => {
    expect(convertSize(1, "lb", "oz")).toBe(16);
    expect(convertSize(1, "gal", "fl oz")).toBe(128);
    expect(convertSize(64, "fl oz", "gal")).toBe(0.5);
    expect(convertSize(2, "l", "fl oz")).toBeCloseTo(67.628, 3);
    expect(convertSize(18, "ct", "doz")).toBe(1.5);
  });

  it("refuses to mix measures", () => {
    expect(() => convertSize(1, "oz", "fl oz")).toThrow(RangeError);
  });

  it("round-trips every pair of units of one measure", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIZE_UNITS),
        fc.constantFrom(...SIZE_UNITS),
        fc.double({ min: 0.01, max: 1e4, noNaN: true }),
        (a, b, q) => {
          fc.pre(measureOf(a) === measureOf(b));
          expect(convertSize(convertSize(q, a, b), b, a)).toBeCloseTo(q, 6);
        },
      ),
    );
  });
});

describe("formatPackageSize", () => {
  it("prints label-style sizes", () => {
    expect(formatPackageSize(1, "gal")).toBe("1 gal");
    expect(formatPackageSize(64, "fl oz")).toBe("64 fl oz");
    expect(formatPackageSize(5.3, "oz")).toBe("5.3 oz");
    expect(formatPackageSize(2, "l")).toBe("2 L");
    expect(formatPackageSize(12, "ct")).toBe("12 ct");
  });
});

describe("comparable unit prices (issue 15)", () => {
  it("quote one unit per measure whatever the package: per lb, per fl oz, per ct, per 100 sq ft", () => {
    expect(defaultUnitPriceBase("oz")).toBe("lb");
    expect(defaultUnitPriceBase("lb")).toBe("lb");
    expect(defaultUnitPriceBase("gal")).toBe("fl oz");
    expect(defaultUnitPriceBase("l")).toBe("fl oz");
    expect(defaultUnitPriceBase("doz")).toBe("ct");
    expect(defaultUnitPriceBase("sq ft")).toBe("100 sq ft");
  });

  it("let an 8 oz block and a 2 lb bag of cheddar be compared side by side", () => {
    expect(unitPrice(399, 8, "oz").label).toBe("$7.98/lb");
    expect(unitPrice(1099, 2, "lb").label).toBe("$5.50/lb");
  });

  it("price a 2 L bottle and a 12-pack of cans per fl oz, and foil per 100 sq ft", () => {
    expect(unitPrice(229, 2, "l").label).toBe("$0.034/fl oz");
    expect(unitPrice(799, 144, "fl oz").label).toBe("$0.055/fl oz");
    expect(unitPrice(549, 75, "sq ft")).toEqual({ centsPerUnit: 732, per: "100 sq ft", label: "$7.32/100 sq ft" });
  });

  it("give every package of one measure the same base, so no two packs of a product are quoted differently", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_UNITS), fc.constantFrom(...SIZE_UNITS), (a, b) => {
        fc.pre(measureOf(a) === measureOf(b));
        expect(defaultUnitPriceBase(a)).toBe(defaultUnitPriceBase(b));
      }),
    );
  });
});

describe("unitPrice", () => {
  it("quotes on the base asked for", () => {
    expect(unitPrice(369, 16, "oz", "oz")).toEqual({ centsPerUnit: 23.1, per: "oz", label: "$0.23/oz" });
    expect(unitPrice(1299, 3, "lb")).toEqual({ centsPerUnit: 433, per: "lb", label: "$4.33/lb" });
    expect(unitPrice(359, 12, "ct")).toEqual({ centsPerUnit: 29.9, per: "ct", label: "$0.30/ct" });
  });

  it("keeps three decimals under 10¢ so cheap units stay comparable", () => {
    expect(unitPrice(359, 1, "gal")).toEqual({ centsPerUnit: 2.8, per: "fl oz", label: "$0.028/fl oz" });
  });

  it("compares packages of different sizes on a common base", () => {
    const block = unitPrice(306, 8, "oz", "lb");
    const bag = unitPrice(1099, 2, "lb", "lb");
    expect(block.centsPerUnit).toBe(612);
    expect(bag.centsPerUnit).toBe(549.5);
    expect(bag.label).toBe("$5.50/lb");
  });

  it("rejects a base of another measure and bad sizes", () => {
    expect(() => unitPrice(100, 1, "gal", "oz")).toThrow(RangeError);
    expect(() => unitPrice(100, 0, "oz")).toThrow(RangeError);
  });
});
