import { describe, expect, it } from "vitest";
import { applyQueuedChanges, groupByCategory, groupBySmartSplit, lowestPriceCents, lowestStorePrice } from "./shopping-list";

const entry = (id: number, category: string, prices: (string | null)[] = []) => ({
  id,
  itemId: id * 10,
  quantity: 1,
  checked: false,
  item: { name: `Item ${id}`, brand: "Brand", category, unit: "1 ea", size: 1, sizeUnit: "ea" },
  storePrices: prices.map((price) => ({ price, available: price !== null })),
});

describe("applyQueuedChanges", () => {
  it("applies the changes not yet sent in the order they were made, entry by entry", () => {
    const shown = applyQueuedChanges(
      [entry(1, "Dairy"), entry(2, "Produce")],
      [
        { key: "a", entryId: 1, kind: "checked", checked: true },
        { key: "b", entryId: 2, kind: "quantity", quantity: 3 },
        { key: "c", entryId: 2, kind: "quantity", quantity: 2 },
        { key: "d", entryId: 1, kind: "checked", checked: false },
        { key: "e", entryId: 1, kind: "checked", checked: true },
        { key: "f", entryId: 99, kind: "quantity", quantity: 5 },
      ],
    );
    expect(shown.map((e) => [e.id, e.checked, e.quantity])).toEqual([
      [1, true, 1],
      [2, false, 2],
    ]);
  });
});

describe("groupByCategory", () => {
  it("groups by the spec's category order, unknown categories last by name, keeping cart order inside", () => {
    const groups = groupByCategory([
      entry(1, "Snacks"),
      entry(2, "Dairy"),
      entry(3, "Zebra"),
      entry(4, "Dairy"),
      entry(5, "Aardvark"),
    ]);
    expect(groups.map((g) => [g.category, g.entries.map((e) => e.id)])).toEqual([
      ["Dairy", [2, 4]],
      ["Snacks", [1]],
      ["Aardvark", [5]],
      ["Zebra", [3]],
    ]);
  });
});

describe("lowestPriceCents", () => {
  it("takes the cheapest store that carries the item, and null when none does", () => {
    expect(lowestPriceCents(entry(1, "Dairy", ["3.49", null, "2.99", "10.00"]))).toBe(299);
    expect(lowestPriceCents(entry(1, "Dairy", [null, null]))).toBeNull();
    expect(lowestPriceCents(entry(1, "Dairy"))).toBeNull();
  });
});

describe("lowestStorePrice", () => {
  it("is the cheapest store's own price, so its source goes with it; the first of equals; null when none sells it", () => {
    const at = (storeId: number, price: string | null, available = price !== null) => ({ storeId, price, available });
    const prices = [at(1, "3.49"), at(2, null), at(3, "2.99"), at(4, "2.99"), at(5, "1.00", false)];
    expect(lowestStorePrice({ storePrices: prices })).toEqual({ cents: 299, storePrice: at(3, "2.99") });
    expect(lowestStorePrice({ storePrices: [at(1, null), at(5, "1.00", false)] })).toBeNull();
    expect(lowestStorePrice({ storePrices: [] })).toBeNull();
  });
});

describe("groupBySmartSplit", () => {
  // Prices per store in the order the server compared them (store ids 7, 3, 9); null: not sold there.
  const priced = (id: number, prices: (string | null)[]) => ({
    id,
    itemId: id * 10,
    quantity: 1,
    checked: false,
    item: { name: `Item ${id}`, brand: "Brand", category: "Dairy" },
    storePrices: [7, 3, 9].map((storeId, i) => ({
      storeId,
      price: prices[i] ?? null,
      available: prices[i] != null,
      packs: null,
    })),
  });

  it("puts each entry under the store the smart split buys it at, stores in compared order, unsold entries last", () => {
    const groups = groupBySmartSplit([
      priced(1, ["2.00", "1.50", "1.80"]),
      priced(2, [null, null, null]),
      priced(3, ["0.99", "1.20", "1.10"]),
      priced(4, ["3.00", "2.90", null]),
      priced(5, ["4.00", "4.10", "3.80"]),
    ]);
    expect(groups.map((g) => [g.storeId, g.entries.map((e) => e.id)])).toEqual([
      [7, [3]],
      [3, [1, 4]],
      [9, [5]],
      [null, [2]],
    ]);
  });

  it("keeps to the split's rules at equal cost: fewer stores, then the store compared first", () => {
    const fewer = groupBySmartSplit([priced(1, ["1.00", "1.00", "1.00"]), priced(2, ["2.00", "1.00", "1.00"])]);
    expect(fewer.map((g) => [g.storeId, g.entries.map((e) => e.id)])).toEqual([[3, [1, 2]]]);
    const first = groupBySmartSplit([priced(1, ["1.00", "1.00", "1.00"])]);
    expect(first.map((g) => [g.storeId, g.entries.map((e) => e.id)])).toEqual([[7, [1]]]);
  });

  it("groups everything as unsold when the cart was priced at no store", () => {
    const groups = groupBySmartSplit([{ ...priced(1, []), storePrices: [] }]);
    expect(groups.map((g) => [g.storeId, g.entries.map((e) => e.id)])).toEqual([[null, [1]]]);
  });
});
