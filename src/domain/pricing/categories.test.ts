import { describe, expect, it } from "vitest";
import { GROCERY_CATEGORIES, isGroceryCategory } from "./categories";

describe("grocery categories", () => {
  it("are the spec's eleven, in display order", () => {
    expect(GROCERY_CATEGORIES).toEqual([
      "Dairy",
      "Produce",
      "Meat",
      "Seafood",
      "Bakery",
      "Pantry",
      "Household",
      "Personal Care",
      "Frozen",
      "Snacks",
      "Beverages",
    ]);
  });

  it("accept exactly those names", () => {
    for (const category of GROCERY_CATEGORIES) expect(isGroceryCategory(category)).toBe(true);
    for (const other of ["dairy", "Personal care", "Deli", "", "Dairy "]) expect(isGroceryCategory(other)).toBe(false);
  });
});
