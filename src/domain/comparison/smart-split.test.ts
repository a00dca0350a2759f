import { describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "./cart-pricing";
import type { ShoppingPlan } from "./shopping-plan";
import { computeSmartSplit, MAX_SPLIT_STORES } from "./smart-split";

const line = (itemId: string, quantity = 1): CartLine => ({ itemId, quantity });
const where = (plan: ShoppingPlan | null): Record<string, string[]> =>
  Object.fromEntries((plan?.stops ?? []).map((stop) => [stop.storeId, stop.lines.map((planLine) => planLine.itemId)]));

describe("computeSmartSplit", () => {
  it("buys each item where it is cheapest and reports the saving against the best single store", () => {
    const prices: PriceTable = {
      a: { milk: 300, bread: 250, eggs: 400 }, // 1250 for this cart
      b: { milk: 350, bread: 200, eggs: 450 }, // 1350
      c: { milk: 320, bread: 260, eggs: 340 }, // 1240, tax 99.2 -> 99
    };
    const result = computeSmartSplit([line("milk", 2), line("bread"), line("eggs")], ["a", "b", "c"], prices);
    expect(where(result.split)).toEqual({ a: ["milk"], b: ["bread"], c: ["eggs"] });
    expect(result.split).toMatchObject({ subtotalCents: 1140, taxCents: 48 + 16 + 27, totalCents: 1231 });
    expect(result.split.stops[0]).toEqual({
      storeId: "a",
      lines: [{ itemId: "milk", quantity: 2, packs: 2, unitCents: 300, lineCents: 600, lowCents: 600, highCents: 600 }],
      subtotalCents: 600,
      taxCents: 48,
      totalCents: 648,
    });
    expect(result.bestSingleStore).toMatchObject({ subtotalCents: 1240, totalCents: 1339 });
    expect(result.splitSaving).toEqual({ versusStoreId: "c", subtotalCents: 100, totalCents: 108, certainSubtotalCents: 100 });
    // Best pair: b + c (bread at b; milk 640 and eggs 340 at c) = 1180, tax 16 + 78.
    expect(where(result.twoStorePlan)).toEqual({ b: ["bread"], c: ["milk", "eggs"] });
    expect(result.twoStorePlan).toMatchObject({ subtotalCents: 1180, taxCents: 94, totalCents: 1274 });
    expect(result.twoStoreSaving).toEqual({ versusStoreId: "c", subtotalCents: 60, totalCents: 65, certainSubtotalCents: 60 });
    expect(result.unavailableItems).toEqual([]);
  });

  it("keeps names on plan lines", () => {
    const result = computeSmartSplit([{ itemId: "milk", quantity: 1, name: "Whole Milk" }], ["a"], { a: { milk: 100 } });
    expect(result.split.stops[0]?.lines[0]).toEqual({
      itemId: "milk",
      name: "Whole Milk",
      quantity: 1,
      packs: 1,
      unitCents: 100,
      lineCents: 100,
      lowCents: 100,
      highCents: 100,
    });
  });

  it("sends an equally priced item to one store instead of adding a trip", () => {
    const prices: PriceTable = { a: { milk: 300, bread: 300 }, b: { milk: 300, bread: 200 } };
    const result = computeSmartSplit([line("milk"), line("bread")], ["a", "b"], prices);
    expect(where(result.split)).toEqual({ b: ["milk", "bread"] });
    expect(result.splitSaving).toEqual({ versusStoreId: "b", subtotalCents: 0, totalCents: 0, certainSubtotalCents: 0 });
  });

  it("breaks complete ties by the given store order", () => {
    const prices: PriceTable = { a: { milk: 300 }, b: { milk: 300 } };
    expect(where(computeSmartSplit([line("milk")], ["b", "a"], prices).split)).toEqual({ b: ["milk"] });
    expect(where(computeSmartSplit([line("milk")], ["a", "b"], prices).split)).toEqual({ a: ["milk"] });
    expect(computeSmartSplit([line("milk")], ["b", "a"], prices).bestSingleStore?.stops[0]?.storeId).toBe("b");
  });

  it("says no single store carries everything, yet still plans the split", () => {
    const prices: PriceTable = { a: { milk: 300 }, b: { bread: 200 }, c: { eggs: 100 } };
    const result = computeSmartSplit([line("milk"), line("bread"), line("eggs")], ["a", "b", "c"], prices);
    expect(result.bestSingleStore).toBeNull();
    expect(result.splitSaving).toBeNull();
    expect(result.twoStorePlan).toBeNull(); // no two stores carry all three
    expect(result.twoStoreSaving).toBeNull();
    expect(where(result.split)).toEqual({ a: ["milk"], b: ["bread"], c: ["eggs"] });
  });

  it("finds a two-store plan without a single-store baseline", () => {
    const prices: PriceTable = { a: { milk: 300, eggs: 500 }, b: { bread: 200, eggs: 400 } };
    const result = computeSmartSplit([line("milk"), line("bread"), line("eggs")], ["a", "b"], prices);
    expect(where(result.twoStorePlan)).toEqual({ a: ["milk"], b: ["bread", "eggs"] });
    expect(result.twoStoreSaving).toBeNull();
  });

  it("leaves out items no store carries and compares on the rest", () => {
    const prices: PriceTable = { a: { milk: 300, bread: 200 }, b: { milk: 250, bread: null } };
    const result = computeSmartSplit(
      [line("milk"), { itemId: "saffron", quantity: 1, name: "Saffron" }, line("bread")],
      ["a", "b"],
      prices,
    );
    expect(result.unavailableItems).toEqual([{ itemId: "saffron", name: "Saffron" }]);
    expect(where(result.split)).toEqual({ a: ["bread"], b: ["milk"] });
    expect(result.bestSingleStore?.stops[0]?.storeId).toBe("a");
    expect(result.splitSaving).toEqual({ versusStoreId: "a", subtotalCents: 50, totalCents: 54, certainSubtotalCents: 50 }); // 540 - 486
  });

  it("returns empty plans for an empty cart or nothing carried", () => {
    for (const result of [computeSmartSplit([], ["a"], { a: {} }), computeSmartSplit([line("x")], ["a", "b"], {})]) {
      expect(result.split).toEqual({ stops: [], subtotalCents: 0, taxCents: 0, totalCents: 0 });
      expect(result).toMatchObject({ twoStorePlan: null, bestSingleStore: null, splitSaving: null, twoStoreSaving: null });
    }
    expect(computeSmartSplit([line("x")], [], {}).unavailableItems).toEqual([{ itemId: "x" }]);
  });

  it("never moves an item to a store where it costs more, even where per-store tax rounding would pay for it", () => {
    // Shopping at a and b only would be 34 cents with 1 + 1 cents of tax (36), but it buys z1 at a for 10
    // cents against 9 at c: the shopper would pay more for the item. Only moves that save on the item are made.
    const prices: PriceTable = {
      c: { x: 8, y: 8, z1: 9, z2: 10 },
      a: { x: 7, y: 8, z1: 10, z2: 11 },
      b: { x: 8, y: 7, z1: 11, z2: 10 },
    };
    const result = computeSmartSplit([line("x"), line("y"), line("z1"), line("z2")], ["c", "a", "b"], prices);
    expect(result.bestSingleStore).toMatchObject({ subtotalCents: 35, totalCents: 38 });
    expect(where(result.twoStorePlan)).toEqual({ c: ["y", "z1", "z2"], a: ["x"] });
    expect(result.twoStorePlan).toMatchObject({ subtotalCents: 34, totalCents: 37 });
    expect(where(result.split)).toEqual({ c: ["z1", "z2"], a: ["x"], b: ["y"] });
    expect(result.split).toMatchObject({ subtotalCents: 33, totalCents: 37 });
    expect(result.splitSaving).toEqual({ versusStoreId: "c", subtotalCents: 2, totalCents: 1, certainSubtotalCents: 2 });
  });

  it(`refuses more than ${MAX_SPLIT_STORES} stores`, () => {
    const ids = Array.from({ length: MAX_SPLIT_STORES + 1 }, (_, index) => `s${index}`);
    expect(() => computeSmartSplit([line("x")], ids, {})).toThrow(RangeError);
    expect(() => computeSmartSplit([line("x")], ids, {})).toThrow(
      `smart split compares at most ${ids.length - 1} stores, got ${ids.length}`,
    );
    expect(() => computeSmartSplit([line("x")], ids.slice(1), {})).not.toThrow();
  });
});

describe("the smart split within the prices' margins (decision 050)", () => {
  /** One pack of `cents` with a margin of `margin` cents either side. */
  const around = (cents: number, margin: number) => ({
    packCents: cents,
    packs: 1,
    lowCents: cents - margin,
    highCents: cents + margin,
  });

  it("makes no move that saves less than the margin: a line moves only when its high price there is below its low price at home", () => {
    // Home is b (the cheaper single store). Milk at a: 280 + 10 = 290 against b's 300 - 10 = 290, so the ranges meet.
    const touching: PriceTable = {
      a: { milk: around(280, 10), bread: around(400, 10) },
      b: { milk: around(300, 10), bread: around(200, 10) },
    };
    const stay = computeSmartSplit([line("milk"), line("bread")], ["a", "b"], touching);
    expect(where(stay.split)).toEqual({ b: ["milk", "bread"] });
    expect(stay.twoStorePlan?.stops).toHaveLength(1);
    expect(stay.splitSaving).toEqual({ versusStoreId: "b", subtotalCents: 0, totalCents: 0, certainSubtotalCents: 0 });

    // One cent more apart (279 + 10 = 289 < 290): the move is larger than the margin and is made.
    const clear: PriceTable = { ...touching, a: { milk: around(279, 10), bread: around(400, 10) } };
    const move = computeSmartSplit([line("milk"), line("bread")], ["a", "b"], clear);
    expect(where(move.split)).toEqual({ a: ["milk"], b: ["bread"] });
    // b alone: 500 + 40 tax; a 279 + 22 and b 200 + 16: 517.
    expect(move.splitSaving).toEqual({ versusStoreId: "b", subtotalCents: 21, totalCents: 23, certainSubtotalCents: 1 });
  });

  it("says how much a plan saves at least: each moved line's low price at home minus its high price where it goes", () => {
    const prices: PriceTable = {
      home: { milk: around(400, 20), eggs: around(300, 15), bread: around(150, 10) },
      other: { milk: around(300, 20), eggs: around(200, 10), bread: around(500, 5) },
    };
    const result = computeSmartSplit([line("milk"), line("eggs"), line("bread")], ["other", "home"], prices);
    expect(where(result.split)).toEqual({ other: ["milk", "eggs"], home: ["bread"] });
    // milk 380 - 320 = 60, eggs 285 - 210 = 75.
    expect(result.splitSaving).toMatchObject({ versusStoreId: "home", subtotalCents: 200, certainSubtotalCents: 135 });
  });

  it("never builds a plan around a store that is only about as cheap as home", () => {
    // c is home; a is within the margin on every line, so no plan may send anything to a alone.
    const prices: PriceTable = {
      c: { x: around(500, 50), y: around(500, 50) },
      a: { x: around(480, 50), y: around(530, 50) },
      b: { x: around(300, 20), y: around(900, 20) },
    };
    const result = computeSmartSplit([line("x"), line("y")], ["a", "b", "c"], prices);
    expect(result.bestSingleStore?.stops.map((stop) => stop.storeId)).toEqual(["c"]);
    expect(where(result.twoStorePlan)).toEqual({ b: ["x"], c: ["y"] });
    expect(where(result.split)).toEqual({ b: ["x"], c: ["y"] });
  });
});
