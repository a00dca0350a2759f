import { describe, expect, it } from "vitest";
import { nearestOfEachChain, storesToCompare } from "./stores-to-compare";

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

  it("shows the nearest branch of each of the 3 nearest chains when none is selected (decision 052)", () => {
    // Near 15213: Aldi, Giant Eagle, Aldi, Giant Eagle, Aldi, Whole Foods, nearest first.
    const oakland = ["aldi", "giant-eagle", "aldi", "giant-eagle", "aldi", "whole-foods"].map((chainId, index) => ({
      id: `s${index + 1}`,
      chainId,
    }));
    expect(storesToCompare([], oakland).map((store) => store.id)).toEqual(["s1", "s2", "s6"]);
    // Fewer chains than 3: one branch of each, never a second branch.
    expect(storesToCompare([], oakland.slice(0, 5)).map((store) => store.id)).toEqual(["s1", "s2"]);
    // What the shopper selects is compared as selected, branches of one chain included.
    expect(storesToCompare(["s1", "s3"], oakland).map((store) => store.id)).toEqual(["s1", "s3"]);
  });
});

describe("nearestOfEachChain", () => {
  it("keeps the first store of each chain in the list's order; a store without a chain is a chain of its own", () => {
    const list = [
      { id: 1, chainId: 7 },
      { id: 2 },
      { id: 3, chainId: 7 },
      { id: 4 },
      { id: 5, chainId: "7" },
    ];
    expect(nearestOfEachChain(list).map((store) => store.id)).toEqual([1, 2, 4]);
  });
});
