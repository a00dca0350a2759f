import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIZE_UNITS, type SizeUnit } from "../pricing/unit-price";
import {
  ASSORTMENT_FORMATS,
  BULK_MINIMUM,
  carriedItems,
  GENERIC_OWN_LABEL,
  isBulkPack,
  type AssortmentItem,
  type ChainAssortment,
} from "./assortment";
import { UNBRANDED } from "./brands";

const RETAILERS = new Set(["Great Value", "Kirkland Signature", "Happy Farms"]);
const walmart: ChainAssortment = { format: "full-line", ownBrands: ["Great Value"], nationalBrands: [] };
const aldi: ChainAssortment = { format: "limited", ownBrands: ["Happy Farms"], nationalBrands: ["Coca-Cola"] };
const costco: ChainAssortment = { format: "club", ownBrands: ["Kirkland Signature"], nationalBrands: ["Coca-Cola"] };
const target: ChainAssortment = { format: "full-line", ownBrands: [], nationalBrands: [] };

const item = (brand: string, size = 16, sizeUnit: SizeUnit = "oz", productGroup: string | null = "g"): AssortmentItem => ({
  brand,
  productGroup,
  size,
  sizeUnit,
});
const carries = (chain: ChainAssortment, it: AssortmentItem, others: AssortmentItem[] = []) =>
  carriedItems(chain, [it, ...others], RETAILERS).includes(it);

describe("isBulkPack", () => {
  it("starts at 2 lb, a gallon, 24 count and 600 sq ft, in any unit of the measure", () => {
    expect(isBulkPack({ size: 2, sizeUnit: "lb" })).toBe(true);
    expect(isBulkPack({ size: 32, sizeUnit: "oz" })).toBe(true);
    expect(isBulkPack({ size: 31.9, sizeUnit: "oz" })).toBe(false);
    expect(isBulkPack({ size: 16, sizeUnit: "oz" })).toBe(false);
    expect(isBulkPack({ size: 1, sizeUnit: "gal" })).toBe(true);
    expect(isBulkPack({ size: 4, sizeUnit: "qt" })).toBe(true);
    expect(isBulkPack({ size: 127, sizeUnit: "fl oz" })).toBe(false);
    expect(isBulkPack({ size: 2, sizeUnit: "l" })).toBe(false);
    expect(isBulkPack({ size: 24, sizeUnit: "ct" })).toBe(true);
    expect(isBulkPack({ size: 2, sizeUnit: "doz" })).toBe(true);
    expect(isBulkPack({ size: 23, sizeUnit: "ct" })).toBe(false);
    expect(isBulkPack({ size: 18, sizeUnit: "ct" })).toBe(false);
    expect(isBulkPack({ size: 600, sizeUnit: "sq ft" })).toBe(true);
    expect(isBulkPack({ size: 599, sizeUnit: "sq ft" })).toBe(false);
  });

  it("names one minimum per measure", () => {
    expect(BULK_MINIMUM).toEqual({
      weight: { size: 32, unit: "oz" },
      volume: { size: 128, unit: "fl oz" },
      count: { size: 24, unit: "ct" },
      area: { size: 600, unit: "sq ft" },
    });
  });
});

describe("carriedItems", () => {
  it("sells a retailer's own label only at that retailer, whatever its format or size", () => {
    const greatValue = item("Great Value");
    expect(carries(walmart, greatValue)).toBe(true);
    expect(carries(target, greatValue)).toBe(false);
    expect(carries(aldi, greatValue)).toBe(false);
    expect(carries(costco, greatValue)).toBe(false);
    expect(carries(costco, item("Kirkland Signature", 12, "ct"))).toBe(true);
    expect(carries(aldi, item("Happy Farms", 8, "oz"))).toBe(true);
  });

  it("sells national brands everywhere at a full-line chain, only the listed ones at a limited one", () => {
    expect(carries(target, item("Tide"))).toBe(true);
    expect(carries(walmart, item("Tide"))).toBe(true);
    expect(carries(aldi, item("Tide"))).toBe(false);
    expect(carries(aldi, item("Coca-Cola"))).toBe(true);
    expect(carries(aldi, item(UNBRANDED, 1, "lb"))).toBe(true);
  });

  it("sells anything at a club only in a bulk pack, its own label in any pack", () => {
    expect(carries(costco, item("Jif", 16, "oz"))).toBe(false);
    expect(carries(costco, item("Jif", 40, "oz"))).toBe(true);
    expect(carries(costco, item("Coca-Cola", 2, "l"))).toBe(false);
    expect(carries(costco, item("Tide", 24, "ct"))).toBe(true);
    expect(carries(costco, item(UNBRANDED, 1, "lb"))).toBe(false);
    expect(carries(costco, item(UNBRANDED, 3, "lb"))).toBe(true);
    expect(carries(costco, item(GENERIC_OWN_LABEL, 1, "lb"))).toBe(false);
    expect(carries(costco, item(GENERIC_OWN_LABEL, 1, "gal"))).toBe(true);
  });

  it("sells the generic own label everywhere, except where the chain's own label has that product", () => {
    const generic = item(GENERIC_OWN_LABEL, 1, "gal", "whole-milk");
    const walmartMilk = item("Great Value", 1, "gal", "whole-milk");
    const walmartEggs = item("Great Value", 12, "ct", "eggs");
    expect(carries(aldi, generic, [walmartMilk])).toBe(true);
    expect(carries(target, generic, [walmartMilk])).toBe(true);
    expect(carries(walmart, generic, [walmartEggs])).toBe(true);
    expect(carries(walmart, generic, [walmartMilk])).toBe(false);
    expect(carries(walmart, item(GENERIC_OWN_LABEL, 1, "gal", null), [item("Great Value", 1, "gal", null)])).toBe(true);
  });
});

const BRANDS = ["Great Value", "Kirkland Signature", "Happy Farms", "Tide", "Coca-Cola", "Jif", GENERIC_OWN_LABEL, UNBRANDED];
const itemArb = fc.record({
  brand: fc.constantFrom(...BRANDS),
  productGroup: fc.constantFrom("a", "b", "c", null),
  size: fc.double({ min: 0.1, max: 500, noNaN: true }),
  sizeUnit: fc.constantFrom(...SIZE_UNITS),
});
const chainArb = fc.record({
  format: fc.constantFrom(...ASSORTMENT_FORMATS),
  ownBrands: fc.subarray(["Great Value", "Kirkland Signature", "Happy Farms"]),
  nationalBrands: fc.subarray(["Tide", "Coca-Cola", "Jif"]),
});

describe("carriedItems (properties)", () => {
  it("keeps a subset in catalog order, the same whatever order the catalog comes in", () => {
    fc.assert(
      fc.property(chainArb, fc.array(itemArb, { maxLength: 12 }), (chain, items) => {
        const carried = carriedItems(chain, items, RETAILERS);
        expect(carried).toEqual(items.filter((i) => carried.includes(i)));
        expect(new Set(carriedItems(chain, [...items].reverse(), RETAILERS))).toEqual(new Set(carried));
      }),
    );
  });

  it("never sells another retailer's label, nor at a limited chain an unlisted national brand, nor at a club a small pack", () => {
    fc.assert(
      fc.property(chainArb, fc.array(itemArb, { maxLength: 12 }), (chain, items) => {
        for (const it of carriedItems(chain, items, RETAILERS)) {
          const own = chain.ownBrands.includes(it.brand);
          if (RETAILERS.has(it.brand)) expect(own).toBe(true);
          if (own) continue;
          if (chain.format === "club") expect(isBulkPack(it)).toBe(true);
          const national = it.brand !== GENERIC_OWN_LABEL && it.brand !== UNBRANDED;
          if (chain.format === "limited" && national) expect(chain.nationalBrands).toContain(it.brand);
        }
      }),
    );
  });

  it("sells its own label always, and at a full-line chain everything that is no other retailer's", () => {
    fc.assert(
      fc.property(chainArb, fc.array(itemArb, { maxLength: 12 }), (chain, items) => {
        const carried = new Set(carriedItems(chain, items, RETAILERS));
        for (const it of items) {
          if (chain.ownBrands.includes(it.brand)) expect(carried.has(it)).toBe(true);
          const ownInGroup = items.some((o) => o.productGroup === it.productGroup && chain.ownBrands.includes(o.brand));
          const shadowed = it.brand === GENERIC_OWN_LABEL && it.productGroup !== null && ownInGroup;
          if (chain.format === "full-line" && !RETAILERS.has(it.brand) && !shadowed) expect(carried.has(it)).toBe(true);
        }
      }),
    );
  });

  it("at a club, never drops a product for being bigger", () => {
    fc.assert(
      fc.property(chainArb, itemArb, fc.double({ min: 1, max: 10, noNaN: true }), (chain, it, factor) => {
        const club = { ...chain, format: "club" as const };
        const bigger = { ...it, size: it.size * factor };
        if (carries(club, it)) expect(carries(club, bigger)).toBe(true);
      }),
    );
  });
});
