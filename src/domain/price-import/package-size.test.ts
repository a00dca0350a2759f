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

  it("reads every spelling a price file or label uses for each unit", () => {
    const spellings: Record<string, string[]> = {
      oz: ["oz", "ounce", "ounces"],
      lb: ["lb", "lbs", "pound", "pounds"],
      "fl oz": ["fl oz", "floz", "fl. oz", "fl. oz.", "fluid ounces"],
      gal: ["gal", "gallon", "gallons"],
      qt: ["qt", "quart", "quarts"],
      pt: ["pt", "pint", "pints"],
      l: ["l", "liter", "liters", "litre", "litres"],
      ml: ["ml"],
      ct: ["ct", "count"],
      doz: ["doz", "dozen"],
      "sq ft": ["sq ft", "sqft"],
    };
    for (const [unit, words] of Object.entries(spellings))
      for (const word of words) expect(parsePackageSize(`2 ${word}`), word).toEqual({ quantity: 2, unit });
  });

  it("ignores case and extra spaces inside the unit, and keeps every decimal of the quantity", () => {
    expect(parsePackageSize("16 OZ")).toEqual({ quantity: 16, unit: "oz" });
    expect(parsePackageSize("128 Fl  Oz")).toEqual({ quantity: 128, unit: "fl oz" });
    expect(parsePackageSize("2 Fluid   Ounces")).toEqual({ quantity: 2, unit: "fl oz" });
    expect(parsePackageSize("1.75 L")).toEqual({ quantity: 1.75, unit: "l" });
    expect(parsePackageSize("30.125 sq ft")).toEqual({ quantity: 30.125, unit: "sq ft" });
  });

  it("refuses what is not a size", () => {
    for (const text of ["", "oz", "16", "16 bananas", "0 oz", "-1 lb", "1,5 l", "16 oz 2", "1. l", ".5 l", "2 ozs", "2 fl.oz"])
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
