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

describe("every label unit", () => {
  it("prints as on a US label", () => {
    const printed = SIZE_UNITS.map((unit) => formatPackageSize(1, unit));
    expect(printed).toEqual(["1 oz", "1 lb", "1 fl oz", "1 pt", "1 qt", "1 gal", "1 mL", "1 L", "1 ct", "1 doz", "1 sq ft"]);
    expect(formatPackageSize(1.005, "lb")).toBe("1 lb");
    expect(formatPackageSize(2.555, "qt")).toBe("2.56 qt");
  });

  it("converts by its exact size: pints, quarts, millilitres, dozens", () => {
    expect(convertSize(1, "pt", "fl oz")).toBe(16);
    expect(convertSize(1, "qt", "pt")).toBe(2);
    expect(convertSize(1000, "ml", "l")).toBeCloseTo(1, 12);
    expect(convertSize(29.5735295625, "ml", "fl oz")).toBeCloseTo(1, 12);
    expect(convertSize(473.176473, "ml", "pt")).toBeCloseTo(1, 6);
    expect(convertSize(2, "doz", "ct")).toBe(24);
    expect(convertSize(200, "sq ft", "sq ft")).toBe(200);
  });

  it("names both units and measures when two cannot be converted", () => {
    expect(() => convertSize(1, "lb", "gal")).toThrow("Cannot convert lb (weight) to gal (volume)");
    expect(() => convertSize(1, "sq ft", "ct")).toThrow("Cannot convert sq ft (area) to ct (count)");
  });
});

describe("unitPrice limits", () => {
  it("quotes a free item at zero and refuses negative or non-numeric prices with the price in the message", () => {
    expect(unitPrice(0, 16, "oz")).toEqual({ centsPerUnit: 0, per: "lb", label: "$0.000/lb" });
    expect(() => unitPrice(-1, 16, "oz")).toThrow("Invalid price: -1");
    expect(() => unitPrice(Number.NaN, 16, "oz")).toThrow("Invalid price: NaN");
    expect(() => unitPrice(Number.POSITIVE_INFINITY, 16, "oz")).toThrow(RangeError);
  });

  it("refuses a zero, negative or non-numeric size with the size in the message", () => {
    expect(() => unitPrice(100, 0, "oz")).toThrow("Invalid package size: 0");
    expect(() => unitPrice(100, -2, "oz")).toThrow("Invalid package size: -2");
    expect(() => unitPrice(100, Number.NaN, "oz")).toThrow("Invalid package size: NaN");
  });

  it("switches to cents with two decimals at exactly 10¢ a unit", () => {
    expect(unitPrice(1280, 1, "gal").label).toBe("$0.10/fl oz");
    expect(unitPrice(1267, 1, "gal")).toEqual({ centsPerUnit: 9.9, per: "fl oz", label: "$0.099/fl oz" });
  });

  it("quotes area per square foot when asked, and a millilitre pack per fl oz", () => {
    expect(unitPrice(549, 75, "sq ft", "sq ft")).toEqual({ centsPerUnit: 7.3, per: "sq ft", label: "$0.073/sq ft" });
    expect(unitPrice(299, 500, "ml")).toEqual({ centsPerUnit: 17.7, per: "fl oz", label: "$0.18/fl oz" });
  });
});
