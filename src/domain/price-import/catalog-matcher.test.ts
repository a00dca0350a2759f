import { describe, expect, it } from "vitest";
import { createCatalogMatcher } from "./catalog-matcher";

// Built inside each test: a rule that throws while the file is being collected fails no single test.
const catalog = () =>
  createCatalogMatcher([
    { id: 1, name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 0.5, unit: "gal" }, gtins: ["742365004513"] },
    { id: 2, name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 1, unit: "gal" }, gtins: [] },
    { id: 3, name: "Peanut Butter", brand: "Jif", size: { quantity: 16, unit: "oz" }, gtins: ["bad", "051500255162"] },
    { id: 4, name: "Trader Joe's Coffee", brand: "Trader Joe's", size: { quantity: 13, unit: "oz" }, gtins: [] },
    { id: 5, name: "Half & Half", brand: "Land O Lakes", size: { quantity: 1, unit: "qt" }, gtins: [] },
    { id: 6, name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 1, unit: "gal" }, gtins: [] },
  ]);

describe("createCatalogMatcher", () => {
  it("finds an item by any spelling of its barcode", () => {
    const matcher = catalog();
    expect(matcher.match({ gtin: "742365004513" })).toBe(1);
    expect(matcher.match({ gtin: "00742365004513" })).toBe(1);
    expect(matcher.match({ gtin: "0051500255162" })).toBe(3);
    expect(matcher.gtinCount).toBe(2);
  });

  it("finds nothing for an unknown or invalid barcode", () => {
    const matcher = catalog();
    expect(matcher.match({ gtin: "012000007897" })).toBeNull();
    expect(matcher.match({ gtin: "742365004514" })).toBeNull();
  });

  it("finds an item by name, brand and a size in any unit of its measure", () => {
    const matcher = catalog();
    expect(matcher.match({ name: "whole milk", brand: "HORIZON ORGANIC", size: { quantity: 128, unit: "fl oz" } })).toBe(2);
    expect(matcher.match({ name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 64, unit: "fl oz" } })).toBe(1);
    expect(matcher.match({ name: "Peanut Butter", brand: "Jif", size: { quantity: 1, unit: "lb" } })).toBe(3);
    expect(matcher.match({ name: "Trader Joes Coffee", brand: "trader joe’s", size: { quantity: 13, unit: "oz" } })).toBe(4);
  });

  it("ignores spacing and punctuation around and between the words", () => {
    const matcher = catalog();
    expect(matcher.match({ name: "Half and Half", brand: "Land O Lakes", size: { quantity: 1, unit: "qt" } })).toBeNull();
    expect(matcher.match({ name: "  Half - & - Half. ", brand: "Land O' Lakes", size: { quantity: 32, unit: "fl oz" } })).toBe(5);
    expect(matcher.match({ name: "Half&Half", brand: "LAND-O-LAKES", size: { quantity: 1, unit: "qt" } })).toBe(5);
  });

  it("keeps the first of two catalog entries with the same name, brand and size", () => {
    expect(catalog().match({ name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 1, unit: "gal" } })).toBe(2);
  });

  it("finds nothing when the size, brand or name differs", () => {
    const matcher = catalog();
    expect(matcher.match({ name: "Whole Milk", brand: "Horizon Organic", size: { quantity: 1, unit: "qt" } })).toBeNull();
    expect(matcher.match({ name: "Whole Milk", brand: "Organic Valley", size: { quantity: 1, unit: "gal" } })).toBeNull();
    expect(matcher.match({ name: "Milk", brand: "Horizon Organic", size: { quantity: 1, unit: "gal" } })).toBeNull();
  });
});
