import { describe, expect, it } from "vitest";
import { packKind, type KindedProduct } from "./pack-kind";

const product = (overrides: Partial<KindedProduct>): KindedProduct => ({
  productGroup: "cola",
  name: "Cola",
  brand: "Pepsi",
  unit: "2 L",
  size: 2,
  sizeUnit: "l",
  ...overrides,
});

describe("packKind (decision 051)", () => {
  it("reads the container from the pack label, singular and in lower case; a label without one is a plain pack", () => {
    expect(packKind(product({ unit: "12 pk, 12 fl oz Cans" }))).toBe("can");
    expect(packKind(product({ unit: "24 pk, 16.9 fl oz bottles" }))).toBe("bottle");
    expect(packKind(product({ unit: "3 boxes" }))).toBe("box");
    expect(packKind(product({ unit: "2 L" }))).toBe("pack");
    expect(packKind(product({ unit: "12 mega rolls" }))).toBe("pack");
  });

  it("tells condensed soup (a can of at most 12 oz) from ready-to-serve, by the name's last word", () => {
    const soup = { productGroup: "chicken-noodle-soup", name: "Chicken Noodle Soup", unit: "10.75 oz", sizeUnit: "oz" };
    expect(packKind(product({ ...soup, size: 10.75 }))).toBe("pack/condensed");
    expect(packKind(product({ ...soup, size: 12 }))).toBe("pack/condensed");
    expect(packKind(product({ ...soup, size: 19 }))).toBe("pack");
    expect(packKind(product({ ...soup, size: 10.75, sizeUnit: "fl oz" }))).toBe("pack");
    expect(packKind(product({ ...soup, name: "Soup Mix", size: 4 }))).toBe("pack");
  });

  it("makes each energy drink brand its own kind, and no other group's", () => {
    const drink = { productGroup: "energy-drink", name: "Energy Drink", unit: "16 fl oz", size: 16, sizeUnit: "fl oz" };
    expect(packKind(product({ ...drink, brand: "Red Bull" }))).toBe("pack/brand:red bull");
    expect(packKind(product({ ...drink, brand: "Monster" }))).not.toBe(packKind(product({ ...drink, brand: "Red Bull" })));
    expect(packKind(product({ brand: "Coca-Cola" }))).toBe(packKind(product({ brand: "Pepsi" })));
    expect(packKind(product({ productGroup: null }))).toBe("pack");
  });
});
