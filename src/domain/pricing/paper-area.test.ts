import { describe, expect, it } from "vitest";
import { paperPackAreaSqFt } from "./paper-area";
import { unitPrice } from "./unit-price";

describe("paperPackAreaSqFt", () => {
  it("multiplies rolls, sheets and the sheet's size, 144 square inches to the square foot", () => {
    // 6 rolls × 98 sheets × 11 in × 5.9 in = 38,161.2 sq in.
    expect(paperPackAreaSqFt({ units: 6, sheetsPerUnit: 98, sheetWidthIn: 11, sheetLengthIn: 5.9 })).toBe(265);
    // One 12 × 12 in sheet is one square foot; rounding keeps a tenth.
    expect(paperPackAreaSqFt({ units: 1, sheetsPerUnit: 1, sheetWidthIn: 12, sheetLengthIn: 12 })).toBe(1);
    expect(paperPackAreaSqFt({ units: 1, sheetsPerUnit: 3, sheetWidthIn: 4, sheetLengthIn: 3.9 })).toBe(0.3);
    expect(paperPackAreaSqFt({ units: 2, sheetsPerUnit: 100, sheetWidthIn: 4, sheetLengthIn: 3.9 })).toBe(21.7);
  });

  it("refuses a pack without sheets or with a sheet of no size", () => {
    expect(() => paperPackAreaSqFt({ units: 0, sheetsPerUnit: 98, sheetWidthIn: 11, sheetLengthIn: 5.9 })).toThrow(/units: 0/);
    expect(() => paperPackAreaSqFt({ units: 6, sheetsPerUnit: -1, sheetWidthIn: 11, sheetLengthIn: 5.9 })).toThrow(RangeError);
    expect(() => paperPackAreaSqFt({ units: 6, sheetsPerUnit: 98, sheetWidthIn: Number.NaN, sheetLengthIn: 5.9 })).toThrow(
      RangeError,
    );
    expect(() => paperPackAreaSqFt({ units: 6, sheetsPerUnit: 98, sheetWidthIn: 11, sheetLengthIn: 0 })).toThrow(RangeError);
  });
});

describe("unit prices of paper goods", () => {
  it("are quoted per 100 sq ft, so a pack of bigger rolls that costs more per roll can be the cheaper paper", () => {
    const doubleRolls = paperPackAreaSqFt({ units: 6, sheetsPerUnit: 98, sheetWidthIn: 11, sheetLengthIn: 5.9 });
    const bigRolls = paperPackAreaSqFt({ units: 12, sheetsPerUnit: 160, sheetWidthIn: 11, sheetLengthIn: 5.9 });
    const small = unitPrice(1199, doubleRolls, "sq ft");
    const big = unitPrice(2499, bigRolls, "sq ft");
    expect(small).toEqual({ centsPerUnit: 452.5, per: "100 sq ft", label: "$4.53/100 sq ft" });
    expect(big.label).toBe("$2.89/100 sq ft");
    // Per roll the 12-roll pack costs more ($2.08 against $2.00); per 100 sq ft it costs less.
    expect(2499 / 12).toBeGreaterThan(1199 / 6);
    expect(big.centsPerUnit).toBeLessThan(small.centsPerUnit);
  });
});
