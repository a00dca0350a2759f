import { describe, expect, it } from "vitest";
import { productGtin, readFdcRow, readOffRow, tidyText } from "./source-rows";

const cells = (values: Record<string, string>) => (column: string) => values[column] ?? "";
const OFF = {
  code: "0818290011008",
  product_name: "Greek Yogurt",
  brands: "Chobani, Chobani LLC",
  quantity: "5.3 oz",
  categories_tags: "en:dairies,en:yogurts",
  countries_tags: "en:canada,en:united-states",
};

describe("tidyText", () => {
  it("title-cases a text in capitals only and leaves mixed case alone", () => {
    expect(tidyText("GREEK YOGURT, PLAIN")).toBe("Greek Yogurt, Plain");
    expect(tidyText("  Ben & Jerry's   Half Baked ")).toBe("Ben & Jerry's Half Baked");
    expect(tidyText("100% COLOMBIAN")).toBe("100% Colombian");
  });
});

describe("productGtin", () => {
  it("keeps a valid code as GTIN-14 and says why another is not one", () => {
    expect(productGtin("818290011008")).toEqual({ gtin: "00818290011008" });
    expect(productGtin("")).toMatchObject({ skip: "no-barcode" });
    expect(productGtin("0123456789013")).toMatchObject({ skip: "invalid-gtin" });
    expect(productGtin("2000000054674")).toMatchObject({ skip: "store-code" });
  });

  it("skips the UPC-A codes a store prints itself: random weight (2), in-store (4) and coupons (5), in both spellings (review R6)", () => {
    for (const code of ["201234005995", "0201234005995", "401234005999", "0401234005999", "501234005996", "0501234005996"])
      expect(productGtin(code)).toMatchObject({ skip: "store-code" });
    expect(productGtin("036000291452")).toEqual({ gtin: "00036000291452" });
  });
});

describe("readOffRow", () => {
  it("reads a US product: the first brand, its aisle and pack size, keyed by GTIN", () => {
    expect(readOffRow(cells(OFF))).toEqual({
      ok: true,
      item: {
        key: "gtin-00818290011008",
        gtin: "00818290011008",
        name: "Greek Yogurt",
        brand: "Chobani",
        category: "Dairy",
        unit: "5.3 oz",
        size: 5.3,
        sizeUnit: "oz",
      },
    });
  });

  it("skips what is not sold in the US or lacks a name, brand, aisle or size", () => {
    expect(readOffRow(cells({ ...OFF, countries_tags: "en:france" }))).toMatchObject({ ok: false, skip: "not-us" });
    expect(readOffRow(cells({ ...OFF, product_name: " " }))).toMatchObject({ ok: false, skip: "no-name" });
    expect(readOffRow(cells({ ...OFF, brands: "" }))).toMatchObject({ ok: false, skip: "no-brand" });
    expect(readOffRow(cells({ ...OFF, categories_tags: "en:meals" }))).toMatchObject({ ok: false, skip: "category" });
    expect(readOffRow(cells({ ...OFF, quantity: "1 family pack" }))).toMatchObject({
      ok: false,
      skip: "size",
      reason: 'pack size not understood: "1 family pack"',
    });
  });

  it("skips a row without a usable barcode for that reason first, with the reason in words", () => {
    expect(readOffRow(cells({ ...OFF, code: "", product_name: "" }))).toEqual({
      ok: false,
      skip: "no-barcode",
      reason: "no barcode",
    });
    expect(readOffRow(cells({ ...OFF, code: "0123456789013" }))).toEqual({
      ok: false,
      skip: "invalid-gtin",
      reason: '"0123456789013" is not a valid GTIN (length or check digit)',
    });
    expect(readOffRow(cells({ ...OFF, code: "2000000054674" }))).toEqual({
      ok: false,
      skip: "store-code",
      reason: '"2000000054674" is a store-internal code (prefix 2, 4 or 5), not a product\'s barcode',
    });
    expect(readOffRow(cells({ ...OFF, product_name: " " }))).toEqual({ ok: false, skip: "no-name", reason: "no product name" });
    expect(readOffRow(cells({ ...OFF, countries_tags: "en:france" }))).toEqual({
      ok: false,
      skip: "not-us",
      reason: "not sold in the United States",
    });
  });

  it("reads a list of countries with spaces after its commas", () => {
    expect(readOffRow(cells({ ...OFF, countries_tags: "en:canada, en:united-states" }))).toMatchObject({ ok: true });
  });
});

describe("readFdcRow", () => {
  const FDC = {
    fdc_id: "1",
    brand_owner: "Chobani LLC",
    brand_name: "CHOBANI",
    gtin_upc: "818290011008",
    branded_food_category: "Yogurt",
    package_weight: "5.3 oz/150 g",
    market_country: "United States",
    discontinued_date: "",
  };

  it("reads the brand name, else the owner; the name comes later from food.csv", () => {
    expect(readFdcRow(cells(FDC))).toMatchObject({
      ok: true,
      item: { brand: "Chobani", name: "", category: "Dairy", size: 5.3 },
    });
    expect(readFdcRow(cells({ ...FDC, brand_name: "" }))).toMatchObject({ ok: true, item: { brand: "Chobani LLC" } });
  });

  it("skips discontinued products and other markets; a release without those columns is read as US", () => {
    expect(readFdcRow(cells({ ...FDC, discontinued_date: "2024-03-01" }))).toMatchObject({ ok: false, skip: "discontinued" });
    expect(readFdcRow(cells({ ...FDC, market_country: "New Zealand" }))).toMatchObject({ ok: false, skip: "not-us" });
    expect(readFdcRow(cells({ ...FDC, market_country: "" }))).toMatchObject({ ok: true });
  });

  it("says why in words a reader of the import's report understands", () => {
    expect(readFdcRow(cells({ ...FDC, discontinued_date: " 2024-03-01 " }))).toEqual({
      ok: false,
      skip: "discontinued",
      reason: "discontinued on 2024-03-01",
    });
    expect(readFdcRow(cells({ ...FDC, market_country: "New Zealand" }))).toEqual({
      ok: false,
      skip: "not-us",
      reason: "sold in New Zealand",
    });
    expect(readFdcRow(cells({ ...FDC, branded_food_category: "Pet Treats and Chews" }))).toEqual({
      ok: false,
      skip: "category",
      reason: 'category not mapped: "Pet Treats and Chews"',
    });
    expect(readFdcRow(cells({ ...FDC, package_weight: " " }))).toEqual({ ok: false, skip: "size", reason: "no pack size" });
    expect(readFdcRow(cells({ ...FDC, brand_name: "", brand_owner: "" }))).toEqual({
      ok: false,
      skip: "no-brand",
      reason: "no brand",
    });
  });

  it("quotes a long cell in its reason by its beginning only", () => {
    const category = `Snacks ${"and more ".repeat(12)}`;
    expect(readFdcRow(cells({ ...FDC, branded_food_category: category }))).toMatchObject({
      reason: `category not mapped: "${category.slice(0, 80)}"`,
    });
    const weight = `about ${"so much ".repeat(6)}`;
    expect(readFdcRow(cells({ ...FDC, package_weight: weight }))).toMatchObject({
      reason: `pack size not understood: "${weight.slice(0, 40)}"`,
    });
  });

  it("reads cells with spaces around them as their text", () => {
    expect(readFdcRow(cells({ ...FDC, discontinued_date: " " }))).toMatchObject({ ok: true });
    expect(readFdcRow(cells({ ...FDC, market_country: " United States " }))).toMatchObject({ ok: true });
    expect(readFdcRow(cells({ ...FDC, gtin_upc: " 818290011008 " }))).toMatchObject({
      ok: true,
      item: { gtin: "00818290011008" },
    });
  });
});
