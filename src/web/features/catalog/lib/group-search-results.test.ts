import { describe, expect, it } from "vitest";
import type { GroceryItem } from "../../../../domain/contracts/catalog";
import { groupSearchResults, hasMoreGroups } from "./group-search-results";

const item = (id: number, name: string, brand = "Brand"): GroceryItem => ({
  id,
  name,
  brand,
  category: "Dairy",
  unit: "1 gal",
  size: 1,
  sizeUnit: "gal",
});

describe("groupSearchResults", () => {
  it("groups by name in the order each name first ranks, keeping the rank inside a group", () => {
    const groups = groupSearchResults([item(1, "Oat Milk", "Oatly"), item(2, "Whole Milk"), item(3, "Oat Milk", "Silk")]);
    expect(groups.map((group) => [group.name, group.items.map((i) => i.id)])).toEqual([
      ["Oat Milk", [1, 3]],
      ["Whole Milk", [2]],
    ]);
  });

  it("keeps only the first 6 groups", () => {
    const groups = groupSearchResults(Array.from({ length: 9 }, (_, index) => item(index, `Item ${index}`)));
    expect(groups.map((group) => group.name)).toEqual(["Item 0", "Item 1", "Item 2", "Item 3", "Item 4", "Item 5"]);
  });

  it("says more results exist only when more names matched than the 6 groups shown", () => {
    const named = (count: number) => Array.from({ length: count }, (_, index) => item(index, `Item ${index}`));
    expect(hasMoreGroups(named(6))).toBe(false);
    expect(hasMoreGroups([...named(6), item(99, "Item 0", "Other")])).toBe(false);
    expect(hasMoreGroups(named(7))).toBe(true);
  });
});
