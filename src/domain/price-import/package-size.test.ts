import { describe, expect, it } from "vitest";
import { parsePackageSize, sameSize } from "./package-size";

describe("parsePackageSize", () => {
  it("reads label sizes with the catalog's units and common spellings", () => {
    expect(parsePackageSize("16 oz")).toEqual({ quantity: 16, unit: "oz" });
    expect(parsePackageSize("1 gal")).toEqual({ quantity: 1, unit: "gal" });
    expect(parsePackageSize("64 fl oz")).toEqual({ quantity: 64, unit: "fl oz" });
    expect(parsePackageSize("1.5L")).toEqual({ quantity: 1.5, unit: "l" });
    expect(parsePackageSize(" 2  Pounds ")).toEqual({ quantity: 2, unit: "lb" });
    expect(parsePackageSize("12 count")).toEqual({ quantity: 12, unit: "ct" });
  });

  it("refuses what is not a size", () => {
    for (const text of ["", "oz", "16", "16 bananas", "0 oz", "-1 lb", "1,5 l", "16 oz 2"])
      expect(parsePackageSize(text)).toBeNull();
  });
});

describe("sameSize", () => {
  it("compares across units of one measure", () => {
    expect(sameSize({ quantity: 1, unit: "lb" }, { quantity: 16, unit: "oz" })).toBe(true);
    expect(sameSize({ quantity: 1, unit: "gal" }, { quantity: 128, unit: "fl oz" })).toBe(true);
    expect(sameSize({ quantity: 1, unit: "doz" }, { quantity: 12, unit: "ct" })).toBe(true);
  });

  it("allows 1% for label rounding and no more", () => {
    expect(sameSize({ quantity: 100, unit: "oz" }, { quantity: 101, unit: "oz" })).toBe(true);
    expect(sameSize({ quantity: 100, unit: "oz" }, { quantity: 99, unit: "oz" })).toBe(true);
    expect(sameSize({ quantity: 100, unit: "oz" }, { quantity: 101.1, unit: "oz" })).toBe(false);
    expect(sameSize({ quantity: 100, unit: "oz" }, { quantity: 98.9, unit: "oz" })).toBe(false);
  });

  it("never matches a weight with a volume", () => {
    expect(sameSize({ quantity: 16, unit: "oz" }, { quantity: 16, unit: "fl oz" })).toBe(false);
  });
});
