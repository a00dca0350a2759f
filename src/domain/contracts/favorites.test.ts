import { describe, expect, it } from "vitest";
import {
  MAX_FAVORITES,
  MAX_FAVORITE_NOTES,
  favoriteSchema,
  favoriteToggleResponseSchema,
  favoriteUpdateSchema,
  favoritesAddToCartSchema,
  favoritesAddedSchema,
} from "./favorites";
import { expectEveryFieldChecked, expectRoundTrip, refusal } from "./schema.test-support";

describe("changing a favorite", () => {
  it("takes a frequency, notes or both", () => {
    expect(favoriteUpdateSchema.parse({ frequency: "weekly" })).toEqual({ frequency: "weekly" });
    expect(favoriteUpdateSchema.parse({ notes: " oat, not soy \r\n" })).toEqual({ notes: "oat, not soy" });
    for (const frequency of ["daily", "weekly", "monthly"])
      expect(favoriteUpdateSchema.parse({ frequency, notes: "" })).toEqual({ frequency, notes: "" });
  });

  it("refuses an empty change and an unknown frequency with the spec's words", () => {
    expect(refusal(favoriteUpdateSchema, {})).toBe("Give a frequency or notes to change");
    expect(refusal(favoriteUpdateSchema, { frequency: "yearly" })).toBe("Frequency must be daily, weekly or monthly");
  });

  it("bounds the notes", () => {
    expect(favoriteUpdateSchema.safeParse({ notes: "n".repeat(MAX_FAVORITE_NOTES) }).success).toBe(true);
    expect(refusal(favoriteUpdateSchema, { notes: "n".repeat(MAX_FAVORITE_NOTES + 1) })).toBe(
      `Notes must be at most ${MAX_FAVORITE_NOTES} characters`,
    );
  });
});

describe("adding favorites to the cart", () => {
  it("means every favorite when there is no body or no ids", () => {
    expect(favoritesAddToCartSchema.parse(null)).toBeNull();
    expect(favoritesAddToCartSchema.parse(undefined)).toBeUndefined();
    expect(favoritesAddToCartSchema.parse({})).toEqual({});
    expect(favoritesAddToCartSchema.parse({ favoriteIds: [4, 2] })).toEqual({ favoriteIds: [4, 2] });
  });

  it("refuses repeated ids and more ids than a shopper can have", () => {
    expect(refusal(favoritesAddToCartSchema, { favoriteIds: [4, 4] })).toBe("Favorite ids must not repeat");
    const all = Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1);
    expect(favoritesAddToCartSchema.safeParse({ favoriteIds: all }).success).toBe(true);
    expect(refusal(favoritesAddToCartSchema, { favoriteIds: [...all, MAX_FAVORITES + 1] })).toBe(
      `At most ${MAX_FAVORITES} favorites at once`,
    );
    expect(refusal(favoritesAddToCartSchema, { favoriteIds: [0] })).toBe("must be positive");
  });
});

describe("favorite responses", () => {
  const favorite = {
    id: 1,
    itemId: 7,
    item: { name: "Whole Milk", brand: "Giant Eagle", category: "Dairy", unit: "gal", size: 1, sizeUnit: "gal" },
    frequency: "weekly",
    notes: "",
    storePrices: [],
  };
  it("carry the item and its prices as a cart entry has them", () => {
    expectRoundTrip(favoriteSchema, favorite);
    expectEveryFieldChecked(favoriteSchema, favorite);
    expect(favoriteSchema.safeParse({ ...favorite, frequency: "hourly" }).success).toBe(false);
    expectRoundTrip(favoriteToggleResponseSchema, { isFavorite: false });
    expect(favoriteToggleResponseSchema.safeParse({}).success).toBe(false);
    expectRoundTrip(favoritesAddedSchema, { added: 3 });
    expect(favoritesAddedSchema.safeParse({ added: 0.5 }).success).toBe(false);
  });
});
