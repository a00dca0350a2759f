import { describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "./cart-pricing";
import { compareStores } from "./compare-stores";
import { coverageOf } from "./store-totals";

const milk: CartLine = { itemId: "milk", quantity: 2, name: "Whole Milk" };
const bread: CartLine = { itemId: "bread", quantity: 1, name: "Bread" };
const eggs: CartLine = { itemId: "eggs", quantity: 3 };

function row(result: ReturnType<typeof compareStores>, storeId: string) {
  const found = result.stores.find((store) => store.storeId === storeId);
  if (!found) throw new Error(`no row for ${storeId}`);
  return found;
}

describe("compareStores", () => {
  it("prices every line, taxes the subtotal at 8% rounded half up, and flags the lowest total", () => {
    const prices: PriceTable = {
      a: { milk: 349, bread: 250 }, // 948 subtotal, tax 75.84 -> 76
      b: { milk: 300, bread: 299 }, // 899 subtotal, tax 71.92 -> 72
    };
    const result = compareStores([milk, bread], ["a", "b"], prices);
    expect(row(result, "a")).toMatchObject({
      subtotalCents: 948,
      taxCents: 76,
      totalCents: 1024,
      isLowest: false,
      extraCents: 53,
    });
    expect(row(result, "b")).toMatchObject({ subtotalCents: 899, taxCents: 72, totalCents: 971, isLowest: true, extraCents: 0 });
    expect(row(result, "a").lines).toEqual([
      { itemId: "milk", name: "Whole Milk", quantity: 2, packs: 2, unitCents: 349, lineCents: 698 },
      { itemId: "bread", name: "Bread", quantity: 1, packs: 1, unitCents: 250, lineCents: 250 },
    ]);
    expect(result.lowestStoreIds).toEqual(["b"]);
    expect(result.isPartial).toBe(false);
  });

  it("rounds tax half up once per store on the subtotal, not per line", () => {
    // Two lines of 6 cents: per-line tax would be 0 + 0, on the 12-cent subtotal it is 0.96 -> 1.
    const result = compareStores(
      [
        { itemId: "x", quantity: 1 },
        { itemId: "y", quantity: 1 },
      ],
      ["a"],
      { a: { x: 6, y: 6 } },
    );
    expect(row(result, "a")).toMatchObject({ subtotalCents: 12, taxCents: 1, totalCents: 13 });
    // 625 cents × 8% = exactly 50; 1 cent short of a half rounds down.
    expect(row(compareStores([{ itemId: "x", quantity: 1 }], ["a"], { a: { x: 625 } }), "a").taxCents).toBe(50);
    expect(row(compareStores([{ itemId: "x", quantity: 1 }], ["a"], { a: { x: 56 } }), "a").taxCents).toBe(4); // 4.48
    expect(row(compareStores([{ itemId: "x", quantity: 1 }], ["a"], { a: { x: 57 } }), "a").taxCents).toBe(5); // 4.56
  });

  it("flags every store that ties for the lowest total", () => {
    const result = compareStores([milk], ["a", "b", "c"], { a: { milk: 300 }, b: { milk: 300 }, c: { milk: 310 } });
    expect(result.lowestStoreIds).toEqual(["a", "b"]);
    expect(result.stores.map((store) => store.extraCents)).toEqual([0, 0, 22]); // 648 vs 670
  });

  it("lists missing items and never calls a store lowest just because it lacks items", () => {
    const prices: PriceTable = {
      full: { milk: 400, bread: 300, eggs: 500 },
      partial: { milk: 100, bread: undefined },
      empty: {},
    };
    const result = compareStores([milk, bread, eggs], ["full", "partial", "empty"], prices);
    const partial = row(result, "partial");
    expect(partial).toMatchObject({
      subtotalCents: 200,
      missingCount: 2,
      carriesEverything: false,
      isLowest: false,
      extraCents: null,
    });
    expect(partial.missingItems).toEqual([{ itemId: "bread", name: "Bread" }, { itemId: "eggs" }]);
    expect(partial.lines[1]).toEqual({
      itemId: "bread",
      name: "Bread",
      quantity: 1,
      packs: null,
      unitCents: null,
      lineCents: null,
    });
    expect(row(result, "empty")).toMatchObject({
      subtotalCents: 0,
      totalCents: 0,
      missingCount: 3,
      isLowest: false,
      extraCents: null,
    });
    expect(row(result, "full")).toMatchObject({ isLowest: true, extraCents: 0, carriesEverything: true });
    expect(result.isPartial).toBe(false);
  });

  it("when no store carries everything, compares the stores missing the fewest items and says so", () => {
    const prices: PriceTable = {
      a: { milk: 300, bread: 200 }, // misses eggs
      b: { milk: 250, eggs: 150 }, // misses bread
      c: { milk: 100 }, // misses two, cheapest on paper
    };
    const result = compareStores([milk, bread, eggs], ["a", "b", "c"], prices);
    expect(result.isPartial).toBe(true);
    expect(result.lowestStoreIds).toEqual(["a"]);
    expect(row(result, "a")).toMatchObject({ totalCents: 864, extraCents: 0 }); // 800 + 64
    expect(row(result, "b")).toMatchObject({ totalCents: 1026, extraCents: 162 }); // 950 + 76
    expect(row(result, "c")).toMatchObject({ totalCents: 216, isLowest: false, extraCents: null });
  });

  it("breaks the partial tie by total, flagging both when equal", () => {
    const prices: PriceTable = { a: { milk: 300, bread: 200 }, b: { milk: 250, eggs: 100 } };
    // a: 600 + 200 = 800; b: 500 + 300 = 800 -> both lowest among stores missing one item.
    expect(compareStores([milk, bread, eggs], ["a", "b"], prices).lowestStoreIds).toEqual(["a", "b"]);
  });

  it("flags no store for an empty cart and keeps the given store order", () => {
    const result = compareStores([], ["b", "a"], { a: {}, b: {} });
    expect(result.stores.map((store) => [store.storeId, store.totalCents, store.isLowest, store.extraCents])).toEqual([
      ["b", 0, false, null],
      ["a", 0, false, null],
    ]);
    expect(result.lowestStoreIds).toEqual([]);
    expect(result.isPartial).toBe(false);
    expect(result.savings).toEqual({ savingsCents: 0, monthlySavingsCents: 0, comparedStoreIds: [] });
  });

  it("does not call the comparison partial when there is no store to compare", () => {
    const result = compareStores([milk], [], {});
    expect(result).toMatchObject({ stores: [], lowestStoreIds: [], isPartial: false });
  });

  it("treats a store absent from the price table as carrying nothing", () => {
    const result = compareStores([milk], ["known", "unknown"], { known: { milk: 100 } });
    expect(row(result, "unknown")).toMatchObject({ missingCount: 1, isLowest: false, extraCents: null });
  });

  it("does not read inherited properties as prices", () => {
    const result = compareStores(
      [
        { itemId: "constructor", quantity: 1 },
        { itemId: "toString", quantity: 1 },
      ],
      ["a"],
      { a: {} },
    );
    expect(row(result, "a")).toMatchObject({ subtotalCents: 0, missingCount: 2 });
  });

  it("rejects negative or fractional prices and quantities", () => {
    expect(() => compareStores([milk], ["a"], { a: { milk: -1 } })).toThrow(RangeError);
    expect(() => compareStores([milk], ["a"], { a: { milk: 3.49 } })).toThrow(RangeError);
    expect(() => compareStores([{ itemId: "milk", quantity: 1.5 }], ["a"], { a: { milk: 100 } })).toThrow(RangeError);
  });

  it("includes the potential savings over the compared stores", () => {
    const prices: PriceTable = { a: { milk: 349, bread: 250 }, b: { milk: 300, bread: 299 }, c: { milk: 1 } };
    const result = compareStores([milk, bread], ["a", "b", "c"], prices);
    expect(result.savings).toEqual({ savingsCents: 49, monthlySavingsCents: 212, comparedStoreIds: ["a", "b"] }); // 49 × 4.33 = 212.17
  });
});

describe("coverageOf", () => {
  // Built inside each test: a rule that throws while the file is being collected fails no single test.
  const compareThree = () =>
    compareStores([milk, bread, eggs], ["all", "some", "none"], {
      all: { milk: 300, bread: 200, eggs: 100 },
      some: { milk: 280 },
      none: {},
    });

  it("says a store's total covers the whole cart, part of it (N of M) or none of it", () => {
    const result = compareThree();
    expect(coverageOf(row(result, "all"))).toEqual({ kind: "all" });
    expect(coverageOf(row(result, "some"))).toEqual({ kind: "partial", carried: 1, of: 3 });
    expect(coverageOf(row(result, "none"))).toEqual({ kind: "none", of: 3 });
  });

  it("never lets a store that carries nothing be the lowest total, though its $0.00 is the smallest number", () => {
    const result = compareThree();
    expect(row(result, "none").totalCents).toBe(0);
    expect(row(result, "none").isLowest).toBe(false);
    expect(result.lowestStoreIds).toEqual(["all"]);
  });
});
