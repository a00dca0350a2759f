import { describe, expect, it } from "vitest";
import { buildPriceTable, pricedStoreIds, toCartLines, type PricedEntry } from "./cart-entry-prices";

type StorePrice = PricedEntry["storePrices"][number];
const at = (storeId: number, price: string | null, packs: number | null = null, available = price !== null): StorePrice => ({
  storeId,
  price,
  available,
  packs,
});
const entry = (itemId: number, quantity: number, storePrices: StorePrice[]): PricedEntry => ({
  itemId,
  quantity,
  item: { name: "Whole Milk", brand: `Brand ${itemId}` },
  storePrices,
});

describe("the cart as the comparison reads it", () => {
  it("prices each store's pack in cents and buys the packs the server counted", () => {
    const table = buildPriceTable([entry(1, 2, [at(7, "3.49", 2), at(8, "12.00", 1)])]);
    expect(table).toEqual({ "7": { "1": { packCents: 349, packs: 2 } }, "8": { "1": { packCents: 1200, packs: 1 } } });
  });

  it("keeps each pack price's margin as the server gave it, and none from a copy saved without one", () => {
    const withMargin = { ...at(7, "3.49", 2), low: "3.19", high: "3.79" };
    expect(buildPriceTable([entry(1, 2, [withMargin, { ...at(8, "2.00", 1), low: null, high: "2.10" }])])).toEqual({
      "7": { "1": { packCents: 349, packs: 2, lowCents: 319, highCents: 379 } },
      "8": { "1": { packCents: 200, packs: 1 } },
    });
  });

  it("buys the entry's quantity when the server named no pack count", () => {
    expect(buildPriceTable([entry(1, 3, [at(7, "0.99")])])).toEqual({ "7": { "1": { packCents: 99, packs: 3 } } });
  });

  it("treats a store without the item, or with a price it marks unavailable, as not carrying it", () => {
    const table = buildPriceTable([entry(1, 1, [at(7, null), at(8, "2.50", 1, false), at(9, null, null, true)])]);
    expect(table).toEqual({ "7": { "1": null }, "8": { "1": null }, "9": { "1": null } });
  });

  it("keeps every entry of a store, not only the last one", () => {
    const table = buildPriceTable([entry(1, 1, [at(7, "1.00", 1)]), entry(2, 4, [at(7, "2.00", 4), at(8, "2.10", 4)])]);
    expect(table).toEqual({
      "7": { "1": { packCents: 100, packs: 1 }, "2": { packCents: 200, packs: 4 } },
      "8": { "2": { packCents: 210, packs: 4 } },
    });
  });

  it("names each line with its brand, so two brands of one item stay two lines", () => {
    expect(toCartLines([entry(1, 2, []), entry(2, 1, [])])).toEqual([
      { itemId: "1", quantity: 2, name: "Whole Milk (Brand 1)" },
      { itemId: "2", quantity: 1, name: "Whole Milk (Brand 2)" },
    ]);
  });

  it("lists each priced store once, in the order the server gave them", () => {
    const entries = [entry(1, 1, [at(9, "1.00"), at(7, null)]), entry(2, 1, [at(7, "2.00"), at(8, "2.00")])];
    expect([...pricedStoreIds(entries)]).toEqual([9, 7, 8]);
    expect(pricedStoreIds([]).size).toBe(0);
  });
});
