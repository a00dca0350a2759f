import { describe, expect, it } from "vitest";
import { CATALOG_CATEGORIES } from "../../../../domain/catalog/categories";
import { SIZE_UNITS, convertSize, measureOf } from "../../../../domain/pricing/unit-price";
import { seedBrandFactor } from "./brand-factors";
import { CATALOG_ITEMS, CATEGORY_BASE_CENTS, estimateSeedPriceCents, priceBasisFor } from "./catalog";
import type { CatalogItemSeed } from "./catalog-item";
import { CHAINS } from "./chains";
import { REFERENCE_PRICES, findReferencePrice } from "./reference-prices";

const find = (name: string, brand: string, unit: string): CatalogItemSeed => {
  const item = CATALOG_ITEMS.find((i) => i.name === name && i.brand === brand && i.unit === unit);
  if (!item) throw new Error(`missing ${name} / ${brand} / ${unit}`);
  return item;
};
const averageAcrossChains = (item: CatalogItemSeed) =>
  CHAINS.reduce((sum, chain) => sum + estimateSeedPriceCents(item, chain), 0) / CHAINS.length;
const UNIT_PRICE_BASE = { weight: "oz", volume: "fl oz", count: "ct", area: "sq ft" } as const;
const brandsByName = () => {
  const map = new Map<string, Set<string>>();
  for (const item of CATALOG_ITEMS) map.set(item.name, (map.get(item.name) ?? new Set()).add(item.brand));
  return map;
};

describe("catalog", () => {
  it("has at least 300 items in exactly the spec's 11 categories and the aisles added to them (issue 31)", () => {
    expect(CATALOG_ITEMS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CATALOG_ITEMS.map((i) => i.category))).toEqual(new Set(CATALOG_CATEGORIES));
    for (const category of CATALOG_CATEGORIES) {
      expect(CATALOG_ITEMS.filter((i) => i.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
    expect(Object.keys(CATEGORY_BASE_CENTS).sort()).toEqual([...CATALOG_CATEGORIES].sort());
  });

  it("has unique slug keys and unique (name, brand, unit)", () => {
    const keys = CATALOG_ITEMS.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const triples = CATALOG_ITEMS.map((i) => `${i.name}|${i.brand}|${i.unit}`);
    expect(new Set(triples).size).toBe(triples.length);
  });

  it("has well-formed fields", () => {
    for (const item of CATALOG_ITEMS) {
      expect(item.name.trim(), item.key).toBe(item.name);
      expect(item.brand.length, item.key).toBeGreaterThan(0);
      expect(SIZE_UNITS, item.key).toContain(item.sizeUnit);
      expect(item.size, item.key).toBeGreaterThan(0);
      expect(item.unit.length, item.key).toBeGreaterThan(0);
      expect(item.referenceKey !== undefined && item.baseCents !== undefined, item.key).toBe(false);
      if (item.baseCents !== undefined) expect(Number.isInteger(item.baseCents), item.key).toBe(true);
    }
  });

  it("anchors only to references that exist and measure the same way", () => {
    for (const item of CATALOG_ITEMS.filter((i) => i.referenceKey)) {
      const reference = findReferencePrice(item.referenceKey!);
      expect(reference, item.key).toBeDefined();
      expect(measureOf(item.sizeUnit), item.key).toBe(measureOf(reference!.baseUnit));
    }
  });

  it("offers brand choices: at least 20 names with 2+ brands, including milk, cheddar and oat milk", () => {
    const brands = brandsByName();
    expect([...brands.values()].filter((set) => set.size >= 2).length).toBeGreaterThanOrEqual(20);
    expect(brands.get("Whole Milk")!.size).toBeGreaterThanOrEqual(3);
    expect(brands.get("Cheddar Cheese")!.size).toBeGreaterThanOrEqual(3);
    expect(brands.get("Oat Milk")!.size).toBeGreaterThanOrEqual(2);
    // Two to four listed brands, plus at most the generic own label every other chain sells it under (decision 026).
    for (const [name, set] of brands)
      expect([...set].filter((b) => b !== "Store Brand" && b !== "Unbranded").length, name).toBeLessThanOrEqual(4);
  });

  it("finds a broad range of milks for a 'milk' search", () => {
    const milkNames = new Set(CATALOG_ITEMS.filter((i) => /milk/i.test(i.name)).map((i) => i.name));
    for (const name of ["Whole Milk", "2% Reduced Fat Milk", "Oat Milk", "Almond Milk", "Chocolate Milk"]) {
      expect(milkNames).toContain(name);
    }
  });

  it("estimates every item at every chain in whole cents between 25¢ and $60", () => {
    for (const item of CATALOG_ITEMS) {
      for (const chain of CHAINS) {
        const cents = estimateSeedPriceCents(item, chain);
        expect(Number.isInteger(cents), `${item.key}@${chain.slug}`).toBe(true);
        expect(cents, `${item.key}@${chain.slug}`).toBeGreaterThanOrEqual(25);
        expect(cents, `${item.key}@${chain.slug}`).toBeLessThanOrEqual(6000);
      }
    }
  });

  it("keeps anchored prices near their federal reference", () => {
    // A store-brand gallon of whole milk, averaged over the chains, within ±25% of the BLS gallon price.
    const bls = findReferencePrice("bls-milk-whole")!.centsPerBaseUnit;
    for (const brand of ["Great Value", "Giant Eagle"]) {
      const average = averageAcrossChains(find("Whole Milk", brand, "1 gal"));
      expect(average / bls, brand).toBeGreaterThan(0.75);
      expect(average / bls, brand).toBeLessThan(1.25);
    }
    const cheddar = findReferencePrice("bls-cheddar")!.centsPerBaseUnit / 2;
    expect(averageAcrossChains(find("Cheddar Cheese", "Kraft", "8 oz")) / cheddar).toBeCloseTo(1, 0);
    const eggs = findReferencePrice("bls-eggs")!.centsPerBaseUnit;
    expect(Math.abs(averageAcrossChains(find("Large Eggs", "Eggland's Best", "12 ct")) / eggs - 1)).toBeLessThan(0.15);
    // Every anchored item: chain average within 20% of reference × size × its brand factor (brand-factors.ts).
    for (const item of CATALOG_ITEMS.filter((i) => i.referenceKey)) {
      const basis = priceBasisFor(item);
      if (basis.kind !== "per-unit") throw new Error("anchored item without a per-unit basis");
      const expected =
        basis.centsPerUnit * convertSize(item.size, item.sizeUnit, basis.unit) * seedBrandFactor(item, () => CATALOG_ITEMS);
      expect(Math.abs(averageAcrossChains(item) / expected - 1), item.key).toBeLessThan(0.2);
    }
  });

  it("prices store brands below national brands of the same name, per unit, on average", () => {
    const perUnit = (item: CatalogItemSeed) =>
      averageAcrossChains(item) / convertSize(item.size, item.sizeUnit, UNIT_PRICE_BASE[measureOf(item.sizeUnit)]);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const ratios: number[] = [];
    for (const name of brandsByName().keys()) {
      const store = CATALOG_ITEMS.filter((i) => i.name === name && i.brandTier === "store").map(perUnit);
      const national = CATALOG_ITEMS.filter((i) => i.name === name && i.brandTier === "national").map(perUnit);
      if (store.length > 0 && national.length > 0) ratios.push(mean(store) / mean(national));
    }
    expect(ratios.length).toBeGreaterThanOrEqual(20);
    expect(mean(ratios)).toBeLessThan(0.95);
  });
});

describe("reference prices", () => {
  it("have unique keys, are all used, and derive cents per base unit from the published figure", () => {
    expect(new Set(REFERENCE_PRICES.map((r) => r.key)).size).toBe(REFERENCE_PRICES.length);
    const used = new Set(CATALOG_ITEMS.map((i) => i.referenceKey));
    for (const reference of REFERENCE_PRICES) {
      expect(used.has(reference.key), reference.key).toBe(true);
      expect(reference.centsPerBaseUnit, reference.key).toBe(
        Math.round((reference.originalPriceUsd * 100) / reference.baseUnitsPerOriginalUnit),
      );
    }
  });

  it("keep honest provenance: BLS series ids and periods, ERS item and form for 2022", () => {
    for (const reference of REFERENCE_PRICES) {
      if (reference.source === "BLS") {
        expect(reference.seriesId, reference.key).toMatch(/^APU0000[0-9A-Z]{6}$/);
        expect(["2025-07", "2025-08", "2023-11"], reference.key).toContain(reference.period);
      } else {
        expect(reference.seriesId, reference.key).toBeNull();
        expect(reference.form, reference.key).not.toBeNull();
        expect(reference.period, reference.key).toBe("2022");
      }
    }
  });
});
