import { describe, expect, it } from "vitest";
import { findCheaperBrands } from "./cheaper-brands";
import type { SampleItem } from "./sample-data";

const item = (id: string, name: string, brand: string): SampleItem => ({
  id,
  name,
  brand,
  category: "Dairy",
  unit: "1 gal",
  brandFactor: 1,
});
const items = [
  item("m1", "Milk", "Premium"),
  item("m2", "Milk", "Store"),
  item("m3", "Milk", "Other"),
  item("e1", "Eggs", "Store"),
  item("b1", "Bread", "Only"),
];
const prices = { s: { m1: 500, m2: 300, m3: 350, e1: 250, b1: 200 }, t: { m1: 100, m2: 300 } };

describe("findCheaperBrands", () => {
  it("offers the cheapest other brand at the store, with the saving for the whole quantity", () => {
    const swaps = findCheaperBrands([{ itemId: "m1", quantity: 2 }], "s", prices, items);
    expect(swaps).toEqual([{ from: items[0], to: items[1], quantity: 2, savingCents: 400 }]);
  });

  it("offers nothing when the brand in the cart is already the cheapest there, or when there is no other brand", () => {
    expect(findCheaperBrands([{ itemId: "m1", quantity: 1 }], "t", prices, items)).toEqual([]);
    expect(findCheaperBrands([{ itemId: "b1", quantity: 1 }], "s", prices, items)).toEqual([]);
  });

  it("offers the cheapest of the other brands wherever it is listed, and the first of two equally cheap ones", () => {
    const reordered = [items[0]!, items[2]!, items[1]!, item("m4", "Milk", "Fourth")];
    const cheapest = findCheaperBrands([{ itemId: "m1", quantity: 1 }], "s", prices, reordered);
    expect(cheapest.map((swap) => swap.to.id)).toEqual(["m2"]);
    const tied = findCheaperBrands([{ itemId: "m1", quantity: 1 }], "s", { s: { ...prices.s, m4: 300 } }, reordered);
    expect(tied.map((swap) => swap.to.id)).toEqual(["m2"]);
  });

  it("offers no brand at the same price (no saving), and nothing for an item the demo does not list", () => {
    expect(findCheaperBrands([{ itemId: "m2", quantity: 1 }], "u", { u: { m1: 300, m2: 300 } }, items)).toEqual([]);
    expect(findCheaperBrands([{ itemId: "x9", quantity: 1 }], "s", { s: { ...prices.s, x9: 900 } }, items)).toEqual([]);
  });

  it("never suggests a brand that is already in the cart, and lists the largest saving first", () => {
    const swaps = findCheaperBrands(
      [
        { itemId: "m3", quantity: 1 },
        { itemId: "m1", quantity: 1 },
        { itemId: "m2", quantity: 1 },
      ],
      "s",
      prices,
      items,
    );
    expect(swaps).toEqual([]);
    const two = findCheaperBrands(
      [
        { itemId: "m3", quantity: 1 },
        { itemId: "m1", quantity: 3 },
      ],
      "s",
      prices,
      items,
    );
    expect(two.map((swap) => [swap.from.id, swap.to.id, swap.savingCents])).toEqual([
      ["m1", "m2", 600],
      ["m3", "m2", 50],
    ]);
  });
});
