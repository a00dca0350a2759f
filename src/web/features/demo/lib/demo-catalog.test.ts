import { describe, expect, it } from "vitest";
import { unitPriceAt } from "../../../../domain/comparison/cart-pricing";
import { demoPriceTable } from "../../../../domain/demo/demo-prices";
import { SAMPLE_ITEMS, SAMPLE_STORES } from "../../../../domain/demo/sample-data";
import { DEMO_PRICES, toStorePriceTable } from "./demo-catalog";

describe("toStorePriceTable", () => {
  it("turns [itemId][storeId] into [storeId][itemId] without losing a price", () => {
    expect(toStorePriceTable({ milk: { a: 100, b: 120 }, eggs: { a: 300 } })).toEqual({
      a: { milk: 100, eggs: 300 },
      b: { milk: 120 },
    });
  });

  it("prices every sample item at every sample store as demoPriceTable does", () => {
    const byItem = demoPriceTable(SAMPLE_ITEMS, SAMPLE_STORES);
    for (const store of SAMPLE_STORES) {
      for (const item of SAMPLE_ITEMS) expect(unitPriceAt(DEMO_PRICES, store.id, item.id)).toBe(byItem[item.id]?.[store.id]);
    }
  });
});
