import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDemoRadius,
  DEMO_DEFAULT_SELECTED,
  MAX_SELECTED_STORES,
  selectBudget,
  selectClosest,
  storeLimitMessage,
  toggleStore,
} from "./selection";

const LIMIT_MESSAGE = "You can select up to 5 stores. Remove a store first to add a new one.";

describe("constants", () => {
  it("match the spec", () => {
    expect(MAX_SELECTED_STORES).toBe(5);
    expect(DEMO_DEFAULT_SELECTED).toBe(3);
    expect(storeLimitMessage()).toBe(LIMIT_MESSAGE);
  });
});

describe("toggleStore", () => {
  it("adds an unselected store at the end", () => {
    expect(toggleStore(["a"], "b")).toEqual({ ok: true, selected: ["a", "b"] });
    expect(toggleStore([], "a")).toEqual({ ok: true, selected: ["a"] });
  });

  it("removes a selected store", () => {
    expect(toggleStore(["a", "b", "c"], "b")).toEqual({ ok: true, selected: ["a", "c"] });
  });

  it("refuses a sixth store with the exact spec message", () => {
    const five = ["a", "b", "c", "d", "e"];
    expect(toggleStore(five, "f")).toEqual({ ok: false, message: LIMIT_MESSAGE });
  });

  it("still allows removing when at the limit", () => {
    expect(toggleStore(["a", "b", "c", "d", "e"], "c")).toEqual({ ok: true, selected: ["a", "b", "d", "e"] });
  });

  it("honours a smaller limit such as the demo's 3", () => {
    expect(toggleStore(["a", "b", "c"], "d", 3)).toEqual({
      ok: false,
      message: "You can select up to 3 stores. Remove a store first to add a new one.",
    });
    expect(toggleStore(["a", "b"], "c", 3)).toEqual({ ok: true, selected: ["a", "b", "c"] });
  });

  it("does not mutate the input", () => {
    const selected = ["a"];
    toggleStore(selected, "b");
    toggleStore(selected, "a");
    expect(selected).toEqual(["a"]);
  });

  it("never exceeds the limit however it is used", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h")), (clicks) => {
        let selected: string[] = [];
        for (const id of clicks) {
          const result = toggleStore(selected, id);
          if (result.ok) selected = result.selected;
          expect(selected.length).toBeLessThanOrEqual(MAX_SELECTED_STORES);
          expect(new Set(selected).size).toBe(selected.length);
        }
      }),
    );
  });
});

const stores = ["s1", "s2", "s3", "s4", "s5", "s6", "s7"].map((id) => ({ id }));

describe("selectClosest", () => {
  it("picks the first 5 of a nearest-first list", () => {
    expect(selectClosest(stores)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
  });

  it("picks the nearest branch of each chain, never a second branch of one (decision 052)", () => {
    // Within 2 miles of 15213: Aldi, Giant Eagle, Aldi, Giant Eagle, Aldi, Whole Foods, Whole Foods, Target.
    const chains = ["aldi", "giant-eagle", "aldi", "giant-eagle", "aldi", "whole-foods", "whole-foods", "target"];
    const oakland = chains.map((chainId, index) => ({ id: `s${index + 1}`, chainId }));
    expect(selectClosest(oakland)).toEqual(["s1", "s2", "s6", "s8"]);
    expect(selectClosest(oakland.slice(0, 5))).toEqual(["s1", "s2"]);
    expect(selectClosest(oakland, 2)).toEqual(["s1", "s2"]);
  });

  it("picks all when fewer exist, and honours a smaller n but never more than 5", () => {
    expect(selectClosest(stores.slice(0, 2))).toEqual(["s1", "s2"]);
    expect(selectClosest(stores, 3)).toEqual(["s1", "s2", "s3"]);
    expect(selectClosest(stores, 9)).toHaveLength(5);
    expect(selectClosest(stores, -1)).toEqual([]);
  });
});

describe("selectBudget", () => {
  const chainOf = ["aldi", "giant-eagle", "save-a-lot", "aldi", "trader-joes", "lidl", "grocery-outlet", "aldi"];
  const list = chainOf.map((chainId, index) => ({ id: `s${index + 1}`, chainId, isBudget: chainId !== "giant-eagle" }));

  it("picks the nearest branch of each budget chain, nearest first, up to 5 distinct chains", () => {
    expect(selectBudget(list)).toEqual(["s1", "s3", "s5", "s6", "s7"]);
  });

  it("picks fewer when fewer budget chains are near, never a second branch of one chain", () => {
    const aldisOnly = list.filter((store) => store.chainId === "aldi");
    expect(selectBudget(aldisOnly)).toEqual(["s1"]);
    expect(selectBudget(list.slice(0, 4))).toEqual(["s1", "s3"]);
  });

  it("honours a smaller limit and is empty when there is no budget store", () => {
    expect(selectBudget(list, 2)).toEqual(["s1", "s3"]);
    expect(selectBudget(list.map((store) => ({ ...store, isBudget: false })))).toEqual([]);
  });
});

describe("applyDemoRadius", () => {
  const nearby = [
    { id: "far", distanceMiles: 12 },
    { id: "near", distanceMiles: 1 },
    { id: "mid", distanceMiles: 4 },
    { id: "mid2", distanceMiles: 6 },
    { id: "edge", distanceMiles: 10 },
  ];

  it("keeps selected stores still in range and fills up to 3 with the nearest in-range stores", () => {
    expect(applyDemoRadius(["mid2", "far"], nearby, 10)).toEqual(["mid2", "near", "mid"]);
  });

  it("includes a store exactly at the radius", () => {
    expect(applyDemoRadius(["edge"], nearby, 10)).toEqual(["edge", "near", "mid"]);
  });

  it("fills from nothing when the selection is empty", () => {
    expect(applyDemoRadius([], nearby, 15)).toEqual(["near", "mid", "mid2"]);
  });

  it("keeps a larger selection as it is when everything is still in range", () => {
    expect(applyDemoRadius(["far", "edge", "mid2", "mid"], nearby, 15)).toEqual(["far", "edge", "mid2", "mid"]);
  });

  it("selects what is in range when fewer than 3 stores are", () => {
    expect(applyDemoRadius(["far"], nearby, 2)).toEqual(["near"]);
    expect(applyDemoRadius(["far"], nearby, 0.5)).toEqual([]);
  });

  it("drops duplicate and unknown ids", () => {
    expect(applyDemoRadius(["mid", "mid", "ghost"], nearby, 5)).toEqual(["mid", "near"]);
  });
});
