import { describe, expect, it } from "vitest";
import { storesToCompare } from "./stores-to-compare";

const stores = ["s1", "s2", "s3", "s4", "s5"].map((id) => ({ id, name: `Store ${id}` }));

describe("storesToCompare", () => {
  it("shows the first 3 stores when none is selected", () => {
    expect(storesToCompare([], stores).map((store) => store.id)).toEqual(["s1", "s2", "s3"]);
  });

  it("shows all stores when fewer than 3 exist and none is selected", () => {
    expect(storesToCompare([], stores.slice(0, 2)).map((store) => store.id)).toEqual(["s1", "s2"]);
    expect(storesToCompare([], [])).toEqual([]);
  });

  it("shows exactly the selected stores in list order", () => {
    expect(storesToCompare(["s5", "s2"], stores).map((store) => store.id)).toEqual(["s2", "s5"]);
    expect(storesToCompare(["s4"], stores).map((store) => store.id)).toEqual(["s4"]);
  });

  it("ignores selected ids that are not in the list, falling back to the first 3 when none remains", () => {
    expect(storesToCompare(["gone", "s3"], stores).map((store) => store.id)).toEqual(["s3"]);
    expect(storesToCompare(["gone"], stores).map((store) => store.id)).toEqual(["s1", "s2", "s3"]);
  });

  it("returns the store objects themselves", () => {
    expect(storesToCompare(["s1"], stores)[0]).toBe(stores[0]);
  });
});
