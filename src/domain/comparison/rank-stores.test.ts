import { describe, expect, it } from "vitest";
import { compareStores } from "./compare-stores";
import { rankStores } from "./rank-stores";

const lines = [
  { itemId: "milk", quantity: 1 },
  { itemId: "bread", quantity: 1 },
];
const order = (result: ReturnType<typeof rankStores>) => result.map(({ row, rank }) => [row.storeId, rank]);

describe("rankStores", () => {
  it("puts the lowest total first and numbers the stores by total", () => {
    const prices = { a: { milk: 400, bread: 300 }, b: { milk: 300, bread: 250 }, c: { milk: 350, bread: 300 } };
    const result = rankStores(compareStores(lines, ["a", "b", "c"], prices).stores);
    expect(order(result)).toEqual([
      ["b", 1],
      ["c", 2],
      ["a", 3],
    ]);
    expect(result[0]!.row.isLowest).toBe(true);
  });

  it("gives tied totals the same place and the next store the place after them", () => {
    const prices = { a: { milk: 300, bread: 300 }, b: { milk: 300, bread: 300 }, c: { milk: 300, bread: 301 }, d: { milk: 200, bread: 200 } };
    expect(order(rankStores(compareStores(lines, ["a", "b", "c", "d"], prices).stores))).toEqual([
      ["d", 1],
      ["a", 2],
      ["b", 2],
      ["c", 4],
    ]);
  });

  it("lists a store missing more items after the ranked ones, unranked, even when its partial total is lower", () => {
    const prices = { a: { milk: 500, bread: 500 }, b: { milk: 100 }, c: { milk: 400, bread: 450 } };
    expect(order(rankStores(compareStores(lines, ["b", "a", "c"], prices).stores))).toEqual([
      ["c", 1],
      ["a", 2],
      ["b", null],
    ]);
  });

  it("orders unranked stores by how many items they miss, then by total; a store carrying nothing comes last", () => {
    const three = [...lines, { itemId: "eggs", quantity: 1 }];
    const prices = {
      all: { milk: 900, bread: 900, eggs: 900 },
      none: {},
      oneCheap: { milk: 100 },
      oneDear: { bread: 800 },
      two: { milk: 700, bread: 700 },
    };
    expect(order(rankStores(compareStores(three, ["none", "oneDear", "oneCheap", "two", "all"], prices).stores))).toEqual([
      ["all", 1],
      ["two", null],
      ["oneCheap", null],
      ["oneDear", null],
      ["none", null],
    ]);
  });

  it("keeps the compared order for stores that are equal on every count", () => {
    const prices = { a: { milk: 100 }, b: { milk: 100 }, c: { milk: 100 } };
    expect(order(rankStores(compareStores(lines, ["c", "a", "b"], prices).stores))).toEqual([
      ["c", 1],
      ["a", 1],
      ["b", 1],
    ]);
    const partial = { x: { milk: 100, bread: 100 }, c: { milk: 100 }, a: { milk: 100 } };
    expect(order(rankStores(compareStores(lines, ["c", "x", "a"], partial).stores)).slice(1)).toEqual([
      ["c", null],
      ["a", null],
    ]);
  });

  it("returns nothing for no stores and does not reorder its input", () => {
    expect(rankStores([])).toEqual([]);
    const rows = compareStores(lines, ["a", "b"], { a: { milk: 900 , bread: 1 }, b: { milk: 1, bread: 1 } }).stores;
    rankStores(rows);
    expect(rows.map((row) => row.storeId)).toEqual(["a", "b"]);
  });
});
