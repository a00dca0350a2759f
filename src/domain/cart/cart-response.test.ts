import { describe, expect, it } from "vitest";
import { cartResponseSchema } from "../contracts/catalog";
import { toCartResponse, toStorePrice } from "./cart-response";
import type { PricedCartLine } from "./price-cart";

const priced: PricedCartLine = {
  id: 1,
  itemId: 5,
  quantity: 3,
  checked: false,
  matchMode: "exact",
  item: { name: "Bananas", brand: "Dole", category: "Produce", unit: "1 lb", size: 1, sizeUnit: "lb" },
  assortmentKnown: true,
  storePrices: [
    {
      storeId: 9,
      cents: 105,
      lowCents: 104,
      highCents: 106,
      unitPrice: "$1.05/lb",
      source: "import",
      sourceLabel: "Imported shelf price from Nov 2, 2026",
      observedAt: "2026-11-02",
      pricedItem: { id: 5, name: "Bananas", brand: "Dole", unit: "1 lb" },
      packs: 3,
      lineCents: 315,
    },
    {
      storeId: 4,
      cents: null,
      lowCents: null,
      highCents: null,
      unitPrice: null,
      source: null,
      sourceLabel: null,
      observedAt: null,
      pricedItem: null,
      packs: null,
      lineCents: null,
    },
  ],
};

describe("the priced cart as the API answers it", () => {
  it("gives money and its margin as decimal strings, and a store without a price as unavailable with no price or margin", () => {
    const [entry] = toCartResponse([priced]);
    expect(entry!.storePrices).toEqual([
      {
        storeId: 9,
        price: "1.05",
        low: "1.04",
        high: "1.06",
        available: true,
        unitPrice: "$1.05/lb",
        source: "import",
        sourceLabel: "Imported shelf price from Nov 2, 2026",
        observedAt: "2026-11-02",
        pricedItem: { id: 5, name: "Bananas", brand: "Dole", unit: "1 lb" },
        packs: 3,
        lineTotal: "3.15",
      },
      {
        storeId: 4,
        price: null,
        low: null,
        high: null,
        available: false,
        unitPrice: null,
        source: null,
        sourceLabel: null,
        observedAt: null,
        pricedItem: null,
        packs: null,
        lineTotal: null,
      },
    ]);
    expect(cartResponseSchema.parse([entry])).toEqual([entry]);
  });

  it("keeps the entry's own fields", () => {
    const [entry] = toCartResponse([{ ...priced, assortmentKnown: false, storePrices: [] }]);
    expect(entry).toEqual({
      id: 1,
      itemId: 5,
      quantity: 3,
      checked: false,
      matchMode: "exact",
      item: priced.item,
      assortmentKnown: false,
      storePrices: [],
    });
  });

  it("gives a store price without the cart's fields to lists beside the cart", () => {
    expect(toStorePrice(priced.storePrices[0]!)).toEqual({
      storeId: 9,
      price: "1.05",
      low: "1.04",
      high: "1.06",
      available: true,
      unitPrice: "$1.05/lb",
      source: "import",
      sourceLabel: "Imported shelf price from Nov 2, 2026",
      observedAt: "2026-11-02",
    });
  });
});
