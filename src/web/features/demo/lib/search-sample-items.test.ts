import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "../../../../domain/demo/sample-data";
import { searchSampleItems } from "./search-sample-items";

describe("searchSampleItems", () => {
  it("needs at least 3 characters after trimming", () => {
    expect(searchSampleItems("mi")).toEqual([]);
    expect(searchSampleItems("  mi  ")).toEqual([]);
    expect(searchSampleItems("mil").length).toBeGreaterThan(0);
  });

  it("groups brands of one item under its name, case-insensitively", () => {
    const groups = searchSampleItems("WHOLE milk");
    expect(groups.map((group) => group.name)).toEqual(["Whole Milk"]);
    expect(groups[0]?.items.map((item) => item.brand)).toEqual(["Horizon Organic", "Store Brand", "Turner's"]);
  });

  it("matches brands and categories too, and keeps only the first 6 groups", () => {
    expect(searchSampleItems("tropicana").map((group) => group.name)).toEqual(["Orange Juice"]);
    const storeBrand = searchSampleItems("store brand");
    expect(new Set(SAMPLE_ITEMS.filter((item) => item.brand === "Store Brand").map((item) => item.name)).size).toBeGreaterThan(6);
    expect(storeBrand).toHaveLength(6);
  });
});
