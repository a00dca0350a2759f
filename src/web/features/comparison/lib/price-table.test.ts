import { describe, expect, it } from "vitest";
import type { CartEntry, CartStorePrice } from "../../../../domain/contracts/catalog";
import { buildPriceTable, pricedStoreIds, toCartLines, totalHasEstimate, priceLookup } from "./price-table";

const price = (
  storeId: number,
  value: string | null,
  source: CartStorePrice["source"] = "bls-anchored",
  packs = 1,
): CartStorePrice => ({
  storeId,
  price: value,
  low: value,
  high: value,
  available: value !== null,
  unitPrice: value === null ? null : "$0.03/fl oz",
  source: value === null ? null : source,
  sourceLabel: value === null ? null : "Estimate based on the BLS US average price for Aug 2025",
  observedAt: value === null ? null : "2025-08",
  pricedItem: value === null ? null : { id: 99, name: "Whole Milk", brand: "Any", unit: "1 gal" },
  packs: value === null ? null : packs,
  lineTotal: null,
});

const entry = (itemId: number, quantity: number, storePrices: CartStorePrice[]): CartEntry => ({
  id: itemId * 10,
  itemId,
  quantity,
  checked: false,
  matchMode: "any",
  item: { name: "Whole Milk", brand: `Brand ${itemId}`, category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" },
  assortmentKnown: true,
  storePrices,
});

describe("cart prices for the comparison rules", () => {
  const entries = [
    entry(1, 2, [price(7, "3.49", "bls-anchored", 2), price(8, null)]),
    entry(2, 1, [price(7, "1.05", "store-api"), price(8, "0.99", "bls-anchored", 3)]),
  ];

  it("turns decimal strings into cents and the packs the server priced, unavailable items into null, keyed by string ids", () => {
    expect(buildPriceTable(entries)).toEqual({
      "7": {
        "1": { packCents: 349, packs: 2, lowCents: 349, highCents: 349 },
        "2": { packCents: 105, packs: 1, lowCents: 105, highCents: 105 },
      },
      "8": { "1": null, "2": { packCents: 99, packs: 3, lowCents: 99, highCents: 99 } },
    });
  });

  it("names lines with their brand so two brands of one item stay apart", () => {
    expect(toCartLines(entries)).toEqual([
      { itemId: "1", quantity: 2, name: "Whole Milk (Brand 1)" },
      { itemId: "2", quantity: 1, name: "Whole Milk (Brand 2)" },
    ]);
  });

  it("knows which stores were priced and which totals include an estimate", () => {
    expect([...pricedStoreIds(entries)]).toEqual([7, 8]);
    const priceAt = priceLookup(entries);
    expect(totalHasEstimate([{ itemId: "1", unitCents: 349 }], 7, priceAt)).toBe(true);
    expect(
      totalHasEstimate(
        [
          { itemId: "1", unitCents: null },
          { itemId: "2", unitCents: 105 },
        ],
        7,
        priceAt,
      ),
    ).toBe(false);
  });
});
