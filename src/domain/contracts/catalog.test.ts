import { describe, expect, it } from "vitest";
import {
  MAX_CART_QUANTITY,
  cartAddSchema,
  cartUpdateSchema,
  geocodeQuerySchema,
  preferencesSchema,
  radiusSchema,
  reverseGeocodeQuerySchema,
  searchQuerySchema,
  storesQuerySchema,
} from "./catalog";
import { messagesOf, refusal } from "./schema.test-support";

describe("search", () => {
  it("needs three characters after trimming and at most 100", () => {
    expect(searchQuerySchema.parse({ q: "  milk " })).toEqual({ q: "milk" });
    expect(searchQuerySchema.parse({ q: "egg" })).toEqual({ q: "egg" });
    expect(refusal(searchQuerySchema, { q: " tp  " })).toBe("Search needs at least 3 characters");
    expect(searchQuerySchema.safeParse({ q: "m".repeat(100) }).success).toBe(true);
    expect(refusal(searchQuerySchema, { q: "m".repeat(101) })).toBe("Search must be at most 100 characters");
  });
});

describe("the radius", () => {
  it("is 1 to 25 miles in half-mile steps", () => {
    for (const miles of [1, 1.5, 15, 25]) expect(radiusSchema.parse(miles)).toBe(miles);
    expect(refusal(radiusSchema, 0.5)).toBe("must be between 1 and 25 miles");
    expect(refusal(radiusSchema, 25.5)).toBe("must be between 1 and 25 miles");
    expect(refusal(radiusSchema, 2.25)).toBe("must be a multiple of 0.5 miles");
    expect(refusal(radiusSchema, "5")).toBe("must be a number");
  });
});

describe("the store list query", () => {
  it("reads decimals, treats blanks as absent and needs lat and lng together", () => {
    expect(storesQuerySchema.parse({ lat: "40.44", lng: "-79.99", maxDistance: "2.5" })).toEqual({
      lat: 40.44,
      lng: -79.99,
      maxDistance: 2.5,
    });
    expect(storesQuerySchema.parse({ lat: "40.44", lng: "-79.99", maxDistance: "2.50" }).maxDistance).toBe(2.5);
    expect(storesQuerySchema.safeParse({ lat: "40.44", lng: "-79.99" }).error?.issues ?? []).toEqual([]);
    expect(storesQuerySchema.safeParse({ lat: "40.44" }).error?.issues[0]?.path).toEqual(["lat"]);
    expect(storesQuerySchema.safeParse({ maxDistance: "5" }).error?.issues[0]?.path).toEqual(["maxDistance"]);
    expect(storesQuerySchema.parse({ lat: "", lng: "", maxDistance: " " })).toEqual({});
    expect(storesQuerySchema.parse({})).toEqual({});
    expect(refusal(storesQuerySchema, { lat: "40.44" })).toBe("lat and lng must be given together");
    expect(refusal(storesQuerySchema, { lng: "-79.99" })).toBe("lat and lng must be given together");
    expect(refusal(storesQuerySchema, { maxDistance: "5" })).toBe("maxDistance needs lat and lng");
    expect(refusal(storesQuerySchema, { lat: "40", lng: "-79", maxDistance: "1e1" })).toBe("must be a decimal number");
    expect(refusal(storesQuerySchema, { lat: "40", lng: "-79", maxDistance: "30" })).toBe("must be between 1 and 25 miles");
  });
});

describe("the cart", () => {
  it("adds one by default and bounds the quantity", () => {
    expect(cartAddSchema.parse({ itemId: 5 })).toEqual({ itemId: 5, quantity: 1 });
    expect(cartAddSchema.parse({ itemId: 5, quantity: MAX_CART_QUANTITY })).toEqual({ itemId: 5, quantity: MAX_CART_QUANTITY });
    expect(refusal(cartAddSchema, { itemId: 5, quantity: MAX_CART_QUANTITY + 1 })).toBe(
      `Quantity must be at most ${MAX_CART_QUANTITY}`,
    );
    expect(refusal(cartUpdateSchema, { quantity: 0 })).toBe("Quantity must be at least 1");
    expect(refusal(cartAddSchema, { quantity: 1 })).toBe("must be a number");
  });
});

describe("preferences", () => {
  const location = { lat: 40.44, lng: -79.99, address: " Pittsburgh, PA " };
  it("keep a trimmed location, the radius and up to five distinct stores", () => {
    expect(preferencesSchema.parse({ location, radiusMiles: 15, selectedStoreIds: [1, 2, 3, 4, 5] })).toEqual({
      location: { ...location, address: "Pittsburgh, PA" },
      radiusMiles: 15,
      selectedStoreIds: [1, 2, 3, 4, 5],
    });
    expect(preferencesSchema.parse({ location: null, radiusMiles: 1, selectedStoreIds: [] }).location).toBeNull();
  });
  it("refuse a sixth store with the spec's words, repeats and a blank address", () => {
    expect(refusal(preferencesSchema, { location: null, radiusMiles: 15, selectedStoreIds: [1, 2, 3, 4, 5, 6] })).toBe(
      "You can select up to 5 stores. Remove a store first to add a new one.",
    );
    expect(refusal(preferencesSchema, { location: null, radiusMiles: 15, selectedStoreIds: [1, 1] })).toBe(
      "Store ids must not repeat",
    );
    expect(refusal(preferencesSchema, { location: { ...location, address: " " }, radiusMiles: 15, selectedStoreIds: [] })).toBe(
      "Address is required",
    );
    expect(
      refusal(preferencesSchema, { location: { ...location, address: "a".repeat(201) }, radiusMiles: 15, selectedStoreIds: [] }),
    ).toBe("Address must be at most 200 characters");
  });
});

describe("geocoding", () => {
  it("needs a location to look up, and both coordinates to reverse", () => {
    expect(geocodeQuerySchema.parse({ q: " 15213 " })).toEqual({ q: "15213" });
    expect(refusal(geocodeQuerySchema, { q: "  " })).toBe("Please enter a location");
    expect(refusal(geocodeQuerySchema, { q: "a".repeat(201) })).toBe("Location must be at most 200 characters");
    expect(reverseGeocodeQuerySchema.parse({ lat: "40.5", lng: "-80" })).toEqual({ lat: 40.5, lng: -80 });
    expect(messagesOf(reverseGeocodeQuerySchema, { lng: "-80" })).toEqual(["Latitude is required"]);
    expect(messagesOf(reverseGeocodeQuerySchema, { lat: "40.5", lng: "" })).toEqual(["Longitude is required"]);
  });
});
