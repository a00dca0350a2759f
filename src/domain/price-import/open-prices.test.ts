import { describe, expect, it } from "vitest";
import { readOpenPricesLocation, readOpenPricesPrice } from "./open-prices";

const TODAY = "2026-11-23";
const price = (fields: Record<string, unknown> = {}) => ({
  id: 501,
  type: "PRODUCT",
  product_code: "051500255162",
  price: "3.49",
  price_is_discounted: false,
  price_without_discount: null,
  currency: "USD",
  location_id: 7,
  location_osm_id: 123,
  location_osm_type: "NODE",
  date: "2026-10-02",
  duplicate_of: null,
  ...fields,
});

describe("readOpenPricesPrice", () => {
  it("reads a product price in dollars with its barcode, day and location", () => {
    expect(readOpenPricesPrice(price(), TODAY)).toEqual({
      kind: "price",
      price: { id: 501, gtin: "00051500255162", cents: 349, date: "2026-10-02", locationId: 7 },
    });
    expect(readOpenPricesPrice(price({ price: 2.5 }), TODAY)).toMatchObject({ price: { cents: 250 } });
  });

  it("keeps the regular price of a discounted one, and rejects a discount without it", () => {
    expect(
      readOpenPricesPrice(price({ price: "1.99", price_is_discounted: true, price_without_discount: "2.79" }), TODAY),
    ).toMatchObject({
      price: { cents: 279 },
    });
    expect(readOpenPricesPrice(price({ price: "1.99", price_is_discounted: true }), TODAY)).toEqual({
      kind: "rejected",
      reason: "a discounted price without its regular price",
    });
  });

  it("reads a price written with trailing zeros or spaces to the cent, and accepts up to the $1,000 limit", () => {
    expect(readOpenPricesPrice(price({ price: "3.490" }), TODAY)).toMatchObject({ price: { cents: 349 } });
    expect(readOpenPricesPrice(price({ price: " 3.4900 " }), TODAY)).toMatchObject({ price: { cents: 349 } });
    expect(readOpenPricesPrice(price({ price: "1000.00" }), TODAY)).toMatchObject({ price: { cents: 100_000 } });
    expect(readOpenPricesPrice(price({ price: "3.495" }), TODAY)).toEqual({
      kind: "rejected",
      reason: 'price "3.495" is not usable',
    });
  });

  it("reads a barcoded price whose type is not given as a product price", () => {
    expect(readOpenPricesPrice(price({ type: null }), TODAY)).toMatchObject({ kind: "price", price: { gtin: "00051500255162" } });
  });

  it("skips other currencies, category prices and known duplicates", () => {
    expect(readOpenPricesPrice(price({ currency: "EUR" }), TODAY)).toEqual({ kind: "skipped", reason: "not in US dollars" });
    expect(readOpenPricesPrice(price({ type: "CATEGORY", product_code: null }), TODAY)).toEqual({
      kind: "skipped",
      reason: "a category price without barcode",
    });
    expect(readOpenPricesPrice(price({ type: "CATEGORY" }), TODAY)).toMatchObject({ kind: "skipped" });
    expect(readOpenPricesPrice(price({ product_code: null }), TODAY)).toEqual({
      kind: "skipped",
      reason: "a category price without barcode",
    });
    expect(readOpenPricesPrice(price({ duplicate_of: 12 }), TODAY)).toEqual({
      kind: "skipped",
      reason: "a duplicate of another price",
    });
  });

  it("rejects a bad barcode, price or date, or a missing location", () => {
    expect(readOpenPricesPrice(price({ product_code: "051500255161" }), TODAY)).toMatchObject({ kind: "rejected" });
    expect(readOpenPricesPrice(price({ price: "0.00" }), TODAY)).toMatchObject({ kind: "rejected" });
    expect(readOpenPricesPrice(price({ price: "1000.01" }), TODAY)).toMatchObject({ kind: "rejected" });
    expect(readOpenPricesPrice(price({ date: "2026-11-24" }), TODAY)).toMatchObject({ kind: "rejected" });
    expect(readOpenPricesPrice(price({ date: TODAY }), TODAY)).toMatchObject({ kind: "price" });
    expect(readOpenPricesPrice(price({ date: null }), TODAY)).toMatchObject({ kind: "rejected" });
    expect(readOpenPricesPrice(price({ location_id: null }), TODAY)).toEqual({ kind: "rejected", reason: "no location" });
  });

  it("says which barcode, price or date it rejected", () => {
    const rejected = (reason: string) => ({ kind: "rejected", reason });
    expect(readOpenPricesPrice(price({ product_code: "051500255161" }), TODAY)).toEqual(
      rejected('barcode "051500255161" is not a valid GTIN'),
    );
    expect(readOpenPricesPrice(price({ price: "0.00" }), TODAY)).toEqual(rejected('price "0.00" is not usable'));
    expect(readOpenPricesPrice(price({ price: "1000.01" }), TODAY)).toEqual(rejected('price "1000.01" is not usable'));
    expect(readOpenPricesPrice(price({ date: "2026-11-24" }), TODAY)).toEqual(rejected('date "2026-11-24" is not a past day'));
    expect(readOpenPricesPrice(price({ date: null }), TODAY)).toEqual(rejected('date "" is not a past day'));
    expect(readOpenPricesPrice(price({ date: "" }), TODAY)).toEqual(rejected('date "" is not a past day'));
  });

  it("wants a day, not a time or a made-up date", () => {
    for (const date of ["2026-10-02T10:00:00Z", "2026-10-02 ", "x2026-10-02", "2026-02-30", "2026-10-2"])
      expect(readOpenPricesPrice(price({ date }), TODAY), date).toEqual({
        kind: "rejected",
        reason: `date "${date}" is not a past day`,
      });
  });

  it("calls a line without the fields it needs malformed", () => {
    expect(readOpenPricesPrice({ price: "3.49" }, TODAY)).toEqual({ kind: "malformed" });
    expect(readOpenPricesPrice("3.49", TODAY)).toEqual({ kind: "malformed" });
  });
});

describe("readOpenPricesLocation", () => {
  const location = (fields: Record<string, unknown> = {}) => ({
    id: 7,
    type: "OSM",
    osm_name: "Giant Eagle Market District",
    osm_brand: "Giant Eagle",
    osm_address_country_code: "US",
    osm_lat: "40.4566",
    osm_lon: "-79.9332",
    ...fields,
  });

  it("reads a US shop's position and brand, else its name", () => {
    expect(readOpenPricesLocation(location())).toEqual({
      ok: true,
      location: { id: 7, name: "Giant Eagle", lat: 40.4566, lng: -79.9332 },
    });
    expect(readOpenPricesLocation(location({ osm_brand: null }))).toMatchObject({
      location: { name: "Giant Eagle Market District" },
    });
  });

  it("leaves out shops elsewhere, online or without a name", () => {
    expect(readOpenPricesLocation(location({ osm_address_country_code: "FR" }))).toEqual({ ok: true, location: null });
    expect(readOpenPricesLocation(location({ type: "ONLINE", osm_lat: null, osm_lon: null }))).toEqual({
      ok: true,
      location: null,
    });
    expect(readOpenPricesLocation(location({ osm_brand: null, osm_name: " " }))).toEqual({ ok: true, location: null });
    expect(readOpenPricesLocation(location({ osm_brand: null, osm_name: null }))).toEqual({ ok: true, location: null });
  });

  it("takes the country code in any case, and leaves out a shop without one or without both coordinates", () => {
    expect(readOpenPricesLocation(location({ osm_address_country_code: "us" }))).toMatchObject({ location: { id: 7 } });
    expect(readOpenPricesLocation(location({ osm_address_country_code: null }))).toEqual({ ok: true, location: null });
    expect(readOpenPricesLocation(location({ osm_lat: null }))).toEqual({ ok: true, location: null });
    expect(readOpenPricesLocation(location({ osm_lon: null }))).toEqual({ ok: true, location: null });
  });

  it("calls a line without an id malformed", () => {
    expect(readOpenPricesLocation({ osm_name: "x" })).toEqual({ ok: false });
  });
});
