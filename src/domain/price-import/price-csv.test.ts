import { describe, expect, it } from "vitest";
import { readPriceCsvRow, type PriceCsvColumn } from "./price-csv";

const TODAY = "2026-11-23";
const row = (fields: Partial<Record<PriceCsvColumn, string>>) => ({
  store: "",
  chain: "aldi",
  gtin: "012000007897",
  name: "",
  brand: "",
  size: "",
  price: "3.49",
  date: "2026-11-20",
  source: "shelf tag, Aldi Bethel Park",
  ...fields,
});
const reason = (fields: Partial<Record<PriceCsvColumn, string>>) => {
  const reading = readPriceCsvRow(row(fields), TODAY);
  return reading.ok ? "accepted" : reading.reason;
};

describe("readPriceCsvRow", () => {
  it("reads a chain-wide price of an item by barcode", () => {
    expect(readPriceCsvRow(row({}), TODAY)).toEqual({
      ok: true,
      row: {
        place: { chain: "aldi" },
        item: { gtin: "012000007897" },
        cents: 349,
        date: "2026-11-20",
        note: "shelf tag, Aldi Bethel Park",
      },
    });
  });

  it("reads a store's price of an item by name, brand and size, with a dollar sign and spaces", () => {
    const reading = readPriceCsvRow(
      row({ store: " usda-snap:42 ", chain: "", gtin: "", name: "Whole Milk", brand: "Horizon", size: "1 gal", price: " $4.5 " }),
      TODAY,
    );
    expect(reading).toEqual({
      ok: true,
      row: {
        place: { store: "usda-snap:42" },
        item: { name: "Whole Milk", brand: "Horizon", size: { quantity: 1, unit: "gal" } },
        cents: 450,
        date: "2026-11-20",
        note: "shelf tag, Aldi Bethel Park",
      },
    });
  });

  it("needs exactly one place", () => {
    expect(reason({ store: "usda-snap:1" })).toBe("give either a store or a chain");
    expect(reason({ chain: " " })).toBe("give either a store or a chain");
  });

  it("needs a valid barcode, or a name, brand and size", () => {
    expect(reason({ gtin: "012000007896" })).toBe('gtin "012000007896" is not a valid GTIN/UPC/EAN');
    expect(reason({ gtin: "", name: "Whole Milk", brand: "Horizon" })).toBe("give a gtin, or a name, brand and size");
    expect(reason({ gtin: "", name: "Whole Milk", size: "1 gal" })).toBe("give a gtin, or a name, brand and size");
    expect(reason({ gtin: "", brand: "Horizon", size: "1 gal" })).toBe("give a gtin, or a name, brand and size");
    expect(reason({ gtin: "", name: "Whole Milk", brand: "Horizon", size: "big" })).toBe(
      'size "big" is not a package size such as "16 oz" or "1 gal"',
    );
  });

  it("needs a positive price in dollars up to $1,000", () => {
    expect(reason({ price: "3,49" })).toBe('price "3,49" is not an amount in dollars such as 3.49');
    expect(reason({ price: "-1.00" })).toBe('price "-1.00" is not an amount in dollars such as 3.49');
    expect(reason({ price: "0.00" })).toBe("price is zero");
    expect(reason({ price: "1000.00" })).toBe("accepted");
    expect(reason({ price: "1000.01" })).toBe("price 1000.01 is over $1,000");
    expect(reason({ price: "0.01" })).toBe("accepted");
    expect(reason({ price: "3.49$" })).toBe('price "3.49$" is not an amount in dollars such as 3.49');
  });

  it("needs a real day, not in the future and not before 2000", () => {
    expect(reason({ date: "2026-02-30" })).toBe('date "2026-02-30" is not a day as YYYY-MM-DD');
    expect(reason({ date: "11/20/2026" })).toBe('date "11/20/2026" is not a day as YYYY-MM-DD');
    expect(reason({ date: "2026-11-20T10:00" })).toBe('date "2026-11-20T10:00" is not a day as YYYY-MM-DD');
    expect(reason({ date: "+012026-11-20" })).toBe('date "+012026-11-20" is not a day as YYYY-MM-DD');
    expect(reason({ date: TODAY })).toBe("accepted");
    expect(reason({ date: "2026-11-24" })).toBe("date 2026-11-24 is in the future");
    expect(reason({ date: "2000-01-01" })).toBe("accepted");
    expect(reason({ date: "1999-12-31" })).toBe("date 1999-12-31 is before 2000");
  });

  it("needs a source note of at most 200 characters", () => {
    expect(reason({ source: " " })).toBe("source is empty: say who saw the price where");
    expect(reason({ source: "x".repeat(200) })).toBe("accepted");
    expect(reason({ source: "x".repeat(201) })).toBe("source is longer than 200 characters");
  });
});
