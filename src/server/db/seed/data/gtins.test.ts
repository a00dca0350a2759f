import { describe, expect, it } from "vitest";
import { normaliseGtin } from "../../../../domain/price-import/gtin";
import { CATALOG_ITEMS } from "./catalog";
import { CATALOG_GTINS } from "./gtins";

describe("catalog barcodes", () => {
  it("belong to catalog items, have valid check digits and name a source", () => {
    const keys = new Set(CATALOG_ITEMS.map((item) => item.key));
    for (const [key, { gtin, source }] of Object.entries(CATALOG_GTINS)) {
      expect(keys.has(key), key).toBe(true);
      expect(normaliseGtin(gtin), key).not.toBeNull();
      expect(source.length, key).toBeGreaterThan(0);
    }
  });

  it("give no two items one barcode", () => {
    const codes = Object.values(CATALOG_GTINS).map(({ gtin }) => normaliseGtin(gtin));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
