import { describe, expect, it } from "vitest";
import { itemsToPrice, priceCart, type CartLineToPrice, type GroupMember } from "./price-cart";
import type { PriceObservation } from "./store-prices";

const NOW = new Date("2026-11-27T12:00:00Z");
const aldi = { id: 10, chainId: 1, ownLabel: "Friendly Farms" };
const target = { id: 20, chainId: 2, ownLabel: null };
const wholeMilk = { name: "Whole Milk", brand: "Store Brand", category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" };

const line = (overrides: Partial<CartLineToPrice> = {}): CartLineToPrice => ({
  id: 7,
  itemId: 100,
  quantity: 2,
  checked: false,
  matchMode: "exact",
  productGroup: "whole-milk",
  item: wholeMilk,
  assortmentKnown: true,
  ...overrides,
});
const observation = (itemId: number, chainId: number, cents: number, storeId: number | null = null): PriceObservation => ({
  itemId,
  chainId,
  storeId,
  cents,
  source: "bls-anchored",
  observedAt: new Date("2025-08-01T00:00:00Z"),
  observedPrecision: "month",
});
const halfGallon: GroupMember = {
  id: 101,
  name: "Whole Milk",
  brand: "Horizon",
  unit: "half gal",
  size: 0.5,
  sizeUnit: "gal",
  productGroup: "whole-milk",
};
const gallonOther: GroupMember = {
  id: 102,
  name: "Whole Milk",
  brand: "Dean's",
  unit: "1 gal",
  size: 1,
  sizeUnit: "gal",
  productGroup: "whole-milk",
};
const juice: GroupMember = {
  id: 200,
  name: "Orange Juice",
  brand: "Tropicana",
  unit: "52 fl oz",
  size: 52,
  sizeUnit: "fl oz",
  productGroup: "oj",
};

describe("pricing a cart line in exact mode", () => {
  it("prices its own item at each store in the stores' order, quantity packs, in cents, with where the price comes from", () => {
    const [priced] = priceCart([line()], [], [target, aldi], [observation(100, 1, 389), observation(100, 2, 429)], NOW);
    expect(priced!.storePrices).toEqual([
      {
        storeId: 20,
        cents: 429,
        lowCents: 393, // ±8.5%: 5% for a BLS average, 14 months since Aug 2025 × 0.25%
        highCents: 465,
        unitPrice: "$0.034/fl oz",
        source: "bls-anchored",
        sourceLabel: "Estimate based on the BLS US average price for Aug 2025",
        observedAt: "2025-08",
        pricedItem: { id: 100, name: "Whole Milk", brand: "Store Brand", unit: "1 gal" },
        packs: 2,
        lineCents: 858,
      },
      expect.objectContaining({ storeId: 10, cents: 389, packs: 2, lineCents: 778 }),
    ]);
  });

  it("keeps the line's own fields and leaves its product group out", () => {
    const [priced] = priceCart([line({ checked: true, quantity: 3, assortmentKnown: false })], [], [], [], NOW);
    expect(priced).toEqual({
      id: 7,
      itemId: 100,
      quantity: 3,
      checked: true,
      matchMode: "exact",
      item: wholeMilk,
      assortmentKnown: false,
      storePrices: [],
    });
  });

  it("leaves a store without a price unpriced (never $0), and never takes another brand", () => {
    const [priced] = priceCart([line()], [gallonOther], [aldi], [observation(102, 1, 100)], NOW);
    expect(priced!.storePrices).toEqual([
      {
        storeId: 10,
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
    ]);
  });

  it("leaves an item without a comparable size unpriced, as the store has it", () => {
    const odd = line({ matchMode: "any", item: { ...wholeMilk, sizeUnit: "bunch" } });
    const [priced] = priceCart([odd], [gallonOther], [aldi], [observation(100, 1, 250), observation(102, 1, 100)], NOW);
    expect(priced!.storePrices[0]).toMatchObject({
      cents: null,
      lowCents: null,
      highCents: null,
      pricedItem: null,
      packs: null,
      lineCents: null,
      source: "bls-anchored",
      unitPrice: null,
    });
  });
});

describe("pricing an 'any brand' line", () => {
  it("takes the cheapest way to cover its amount with a member of its group, naming the product priced", () => {
    const anyBrand = line({ matchMode: "any" });
    const [priced] = priceCart(
      [anyBrand],
      [halfGallon, gallonOther, juice],
      [target],
      [observation(100, 2, 500), observation(101, 2, 199), observation(102, 2, 420), observation(200, 2, 10)],
      NOW,
    );
    expect(priced!.storePrices[0]).toMatchObject({
      cents: 199,
      unitPrice: "$0.031/fl oz",
      pricedItem: { id: 101, brand: "Horizon", unit: "half gal" },
      packs: 4,
      lineCents: 796,
    });
  });

  it("keeps its own item on a tie, and takes another member only where its own is missing", () => {
    const anyBrand = line({ matchMode: "any", quantity: 1 });
    const priced = priceCart(
      [anyBrand],
      [gallonOther],
      [aldi, target],
      [observation(100, 1, 300), observation(102, 1, 300), observation(102, 2, 310)],
      NOW,
    );
    expect(priced[0]!.storePrices.map((p) => [p.pricedItem?.id, p.lineCents])).toEqual([
      [100, 300],
      [102, 310],
    ]);
  });

  it("is priced as exact when its item belongs to no group", () => {
    const loose = line({ matchMode: "any", productGroup: null });
    const [priced] = priceCart([loose], [gallonOther], [aldi], [observation(102, 1, 100)], NOW);
    expect(priced!.storePrices[0]!.cents).toBeNull();
  });
});

describe("own labels (decision 027)", () => {
  it("names the generic own label as each store's chain calls it, and leaves it where the chain's name is unknown", () => {
    const [priced] = priceCart([line()], [], [aldi, target], [observation(100, 1, 389), observation(100, 2, 429)], NOW);
    expect(priced!.storePrices.map((p) => p.pricedItem?.brand)).toEqual(["Friendly Farms", "Store Brand"]);
  });

  it("never renames a national brand", () => {
    const horizon = line({ itemId: 101, item: { ...wholeMilk, brand: "Horizon" } });
    const [priced] = priceCart([horizon], [], [aldi], [observation(101, 1, 389)], NOW);
    expect(priced!.storePrices[0]!.pricedItem?.brand).toBe("Horizon");
  });
});

describe("the items a cart needs prices for", () => {
  it("are its lines' own items and the members of their groups, each once", () => {
    const items = itemsToPrice(
      [line(), line({ id: 8, itemId: 101, item: { ...wholeMilk, brand: "Horizon" } })],
      [halfGallon, gallonOther],
    );
    expect(items.map((item) => [item.id, item.brand])).toEqual([
      [100, "Store Brand"],
      [101, "Horizon"],
      [102, "Dean's"],
    ]);
  });
});
