import { describe, expect, it } from "vitest";
import { UNBRANDED } from "../../../../domain/catalog/brands";
import { convertSize, measureOf } from "../../../../domain/pricing/unit-price";
import { CATALOG_ITEMS } from "./catalog";
import { slugify } from "./catalog-item";

const groups = () => {
  const map = new Map<string, (typeof CATALOG_ITEMS)[number][]>();
  for (const item of CATALOG_ITEMS) map.set(item.productGroup, [...(map.get(item.productGroup) ?? []), item]);
  return map;
};

describe("product groups (decision 011)", () => {
  it("put every brand of a product in one group: the slug of its name, unless its pack is not comparable", () => {
    const whole = CATALOG_ITEMS.filter((i) => i.name === "Whole Milk");
    expect(new Set(whole.map((i) => i.productGroup))).toEqual(new Set(["whole-milk"]));
    expect(whole.length).toBeGreaterThanOrEqual(4);
    const renamed = CATALOG_ITEMS.filter((i) => i.productGroup !== slugify(i.name));
    expect(renamed.map((i) => `${i.brand} ${i.name} ${i.unit}`).sort()).toEqual([
      "Häagen-Dazs Vanilla Ice Cream 14 fl oz",
      "Nesquik Chocolate Milk 14 fl oz",
      "Pure Leaf Iced Tea 18.5 fl oz",
    ]);
  });

  it("hold one measure and sizes at most 4 × apart, so packs to cover an amount stay sensible", () => {
    for (const [group, members] of groups()) {
      expect(new Set(members.map((m) => measureOf(m.sizeUnit))).size, group).toBe(1);
      const sizes = members.map((m) => convertSize(m.size, m.sizeUnit, members[0]!.sizeUnit));
      expect(Math.max(...sizes) / Math.min(...sizes), group).toBeLessThanOrEqual(4);
    }
  });

  it("make loose produce and counter meat unbranded, and add own labels and unbranded goods as 'any brand'", () => {
    const fresh = CATALOG_ITEMS.filter((i) => i.category === "Produce" || i.category === "Meat");
    expect(fresh.filter((i) => i.brand === "Store Brand")).toEqual([]);
    expect(fresh.filter((i) => i.brand === UNBRANDED).length).toBeGreaterThanOrEqual(50);
    expect(CATALOG_ITEMS.find((i) => i.name === "Bananas" && i.brand === UNBRANDED)).toMatchObject({
      key: "bananas-unbranded-1-lb",
      anyBrandByDefault: true,
    });
    for (const item of CATALOG_ITEMS)
      expect(item.anyBrandByDefault, item.key).toBe(item.brandTier === "store" || item.brand === UNBRANDED);
    expect(CATALOG_ITEMS.find((i) => i.name === "Whole Milk" && i.brand === "Turner's")?.anyBrandByDefault).toBe(false);
  });
});
