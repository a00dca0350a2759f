import { describe, expect, it } from "vitest";
import { fdcCategory, offCategory } from "./category-map";

describe("offCategory", () => {
  it("takes the narrowest kind of product among the tags", () => {
    expect(offCategory(["en:dairies", "en:fermented-milk-products", "en:yogurts"])).toBe("Dairy");
    expect(offCategory(["en:plant-based-foods-and-beverages", "en:beverages", "en:plant-based-milk-alternatives"])).toBe("Dairy");
    expect(offCategory(["en:plant-based-foods", "en:canned-foods", "en:vegetables", "en:canned-vegetables"])).toBe("Pantry");
    expect(offCategory(["en:snacks", "en:sweet-snacks", "en:biscuits"])).toBe("Snacks");
  });

  it("puts a frozen, alcoholic, baby or pet product in its own aisle whatever it is", () => {
    expect(offCategory(["en:dairies", "en:desserts", "en:frozen-foods", "en:ice-creams"])).toBe("Frozen");
    expect(offCategory(["en:frozen-foods", "en:dairies"])).toBe("Frozen");
    expect(offCategory(["en:beverages", "en:alcoholic-beverages", "en:beers"])).toBe("Beer & Wine");
    expect(offCategory(["en:baby-foods", "en:fruits"])).toBe("Baby");
    expect(offCategory(["en:pet-food", "en:meats"])).toBe("Pet");
  });

  it("maps nothing it does not know", () => {
    expect(offCategory(["en:meals", "en:microwave-meals"])).toBeNull();
    expect(offCategory([""])).toBeNull();
  });
});

describe("fdcCategory", () => {
  it("maps FoodData Central's branded food categories, in any case and spacing", () => {
    expect(fdcCategory("Cheese")).toBe("Dairy");
    expect(fdcCategory("  pepperoni, salami &  cold cuts ")).toBe("Deli");
    expect(fdcCategory("Frozen Fish & Seafood")).toBe("Frozen");
    expect(fdcCategory("Chips, Pretzels & Snacks")).toBe("Snacks");
    expect(fdcCategory("Alcohol")).toBeNull();
  });
});
