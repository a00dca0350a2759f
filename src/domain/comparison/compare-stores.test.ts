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
      {
        itemId: "milk",
        name: "Whole Milk",
        quantity: 2,
        packs: 2,
        unitCents: 349,
        lineCents: 698,
        lowCents: 698,
        highCents: 698,
      },
      { itemId: "bread", name: "Bread", quantity: 1, packs: 1, unitCents: 250, lineCents: 250, lowCents: 250, highCents: 250 },
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
      lowCents: null,
      highCents: null,
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
    expect(result.savings).toEqual({ savingsCents: 0, certainSavingsCents: 0, monthlySavingsCents: 0, comparedStoreIds: [] });
    expect(result.aboutTheSameStoreIds).toEqual([]);
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
    // 49 × 4.33 = 212.17; exact prices, so the whole difference is certain.
    expect(result.savings).toEqual({
      savingsCents: 49,
      certainSavingsCents: 49,
      monthlySavingsCents: 212,
      comparedStoreIds: ["a", "b"],
    });
  });
});

describe("totals within their prices' margins (decision 050)", () => {
  /** One pack of `cents` with a margin of `margin` cents either side. */
  const around = (cents: number, margin: number) => ({
    packCents: cents,
    packs: 1,
    lowCents: cents - margin,
    highCents: cents + margin,
  });
  const one: CartLine = { itemId: "basket", quantity: 1 };

  it("sum each store's lines at the low and high end, with tax on each end", () => {
    const prices: PriceTable = { a: { milk: { ...around(400, 20), packs: 2 }, bread: around(300, 30) } };
    const a = row(compareStores([milk, bread], ["a"], prices), "a");
    expect(a.lines.map((line) => [line.lowCents, line.lineCents, line.highCents])).toEqual([
      [760, 800, 840],
      [270, 300, 330],
    ]);
    expect(a.subtotalRange).toEqual({ lowCents: 1030, highCents: 1170 });
    expect(a.totalRange).toEqual({ lowCents: 1112, highCents: 1264 }); // 1030 + 82.4; 1170 + 93.6
    expect(a.totalCents).toBe(1188);
  });

  it("say two stores are about the same when the dearer one's low total reaches the lowest one's high total", () => {
    // Totals 1000 ± 50 and 1080 ± 30 before tax: 1050 against 1050 just touch.
    const result = compareStores([one], ["low", "close"], {
      low: { basket: around(1000, 50) },
      close: { basket: around(1080, 30) },
    });
    expect(result.lowestStoreIds).toEqual(["low"]);
    expect(row(result, "close")).toMatchObject({ isLowest: false, extraCents: 86, withinMarginOfLowest: true });
    expect(result.aboutTheSameStoreIds).toEqual(["low", "close"]);
    expect(result.savings).toMatchObject({ savingsCents: 80, certainSavingsCents: 0 });
  });

  it("promise a saving only when the ranges do not meet: one cent apart is a difference", () => {
    const result = compareStores([one], ["low", "clear"], {
      low: { basket: around(1000, 50) },
      clear: { basket: around(1081, 30) },
    });
    expect(row(result, "low")).toMatchObject({ isLowest: true, withinMarginOfLowest: true });
    expect(row(result, "clear")).toMatchObject({ withinMarginOfLowest: false, extraCents: 87 });
    expect(result.aboutTheSameStoreIds).toEqual([]);
    expect(result.savings).toMatchObject({ savingsCents: 81, certainSavingsCents: 1 });
  });

  it("compare against the lowest total's own range, listing every store within it and not one beyond", () => {
    const prices: PriceTable = {
      far: { basket: around(1300, 10) },
      low: { basket: around(1000, 100) },
      near: { basket: around(1150, 50) },
      mid: { basket: around(1200, 99) },
    };
    const result = compareStores([one], ["far", "low", "near", "mid"], prices);
    // low's high: 1100 before tax, 1188 with it; near's low 1100 -> 1188; mid's low 1101 -> 1189.
    expect(result.stores.map((store) => [store.storeId, store.withinMarginOfLowest])).toEqual([
      ["far", false],
      ["low", true],
      ["near", true],
      ["mid", false],
    ]);
    expect(result.aboutTheSameStoreIds).toEqual(["low", "near"]);
  });

  it("never count a store that is not comparable, and say nothing with one store", () => {
    const partial = compareStores([one, milk], ["full", "part"], {
      full: { basket: around(1000, 100), milk: 300 },
      part: { basket: around(1000, 100) },
    });
    expect(row(partial, "part").withinMarginOfLowest).toBe(false);
    expect(partial.aboutTheSameStoreIds).toEqual([]);
    expect(compareStores([one], ["solo"], { solo: { basket: around(1000, 100) } }).aboutTheSameStoreIds).toEqual([]);
  });

  it("refuse a margin that does not hold its price", () => {
    expect(() =>
      compareStores([one], ["a"], { a: { basket: { packCents: 100, packs: 1, lowCents: 101, highCents: 120 } } }),
    ).toThrow(RangeError);
    expect(() =>
      compareStores([one], ["a"], { a: { basket: { packCents: 100, packs: 1, lowCents: 90, highCents: 99 } } }),
    ).toThrow(RangeError);
    expect(
      row(compareStores([one], ["a"], { a: { basket: { packCents: 100, packs: 1, lowCents: 100, highCents: 100 } } }), "a")
        .totalRange,
    ).toEqual({
      lowCents: 108,
      highCents: 108,
    });
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
