import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { isUnbranded } from "../../../../domain/catalog/brands";
import { PREMIUM_SHELF_CENTS } from "./premium-shelf-prices";
import { CATALOG_ITEMS, estimateSeedPriceCents } from "./catalog";
import type { CatalogItemSeed } from "./catalog-item";
import { CHAINS } from "./chains";
import { REFERENCE_PRICES, findReferencePrice } from "./reference-prices";
import { REFERENCE_STAND_INS } from "./reference-stand-ins";
import { seedObservation } from "./seed-prices";
import { convertSize } from "../../../../domain/pricing/unit-price";

// The publishers' files as shipped in tests/fixtures/reference-prices (copied verbatim, docs/data.md).
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/reference-prices/${name}`, import.meta.url), "utf8");
const parse = (name: string, delimiter?: string) =>
  Papa.parse<Record<string, string>>(fixture(name), { header: true, skipEmptyLines: true, ...(delimiter ? { delimiter } : {}) })
    .data;
const bls = new Map(parse("bls_avg_prices_latest.tsv", "\t").map((row) => [row.series_id!, row]));
const ers = new Map([
  ...parse("usda_ers_fruit_prices_2022.csv").map((row): [string, Record<string, string>] => [`${row.Fruit}|${row.Form}`, row]),
  ...parse("usda_ers_vegetable_prices_2022.csv").map((row): [string, Record<string, string>] => [
    `${row.Vegetable}|${row.Form}`,
    row,
  ]),
]);

/** The published price per base unit (lb, gal, doz) of an item's anchor, read from the shipped file. */
function publishedCentsPerBaseUnit(item: CatalogItemSeed): number {
  const reference = findReferencePrice(item.referenceKey!)!;
  const row = reference.source === "BLS" ? bls.get(reference.seriesId!) : ers.get(`${reference.item}|${reference.form}`);
  if (!row) throw new Error(`${reference.key} is not in the shipped files`);
  const usd = Number(reference.source === "BLS" ? row.price_usd : row.RetailPrice);
  return (usd * 100) / reference.baseUnitsPerOriginalUnit;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The median chain's estimate of an item over its federal average for the same package. */
function medianChainOverAverage(item: CatalogItemSeed): number {
  const reference = findReferencePrice(item.referenceKey!)!;
  const average = publishedCentsPerBaseUnit(item) * convertSize(item.size, item.sizeUnit, reference.baseUnit);
  return median(CHAINS.map((chain) => estimateSeedPriceCents(item, chain))) / average;
}

const anchored = CATALOG_ITEMS.filter((item) => item.referenceKey);
// A premium brand's shelf price is not what an all-brands average describes; every other anchored
// item (unbranded, store and national brands of the averaged good) is a counterpart.
const counterparts = anchored.filter((item) => item.brandTier !== "premium");
const within15 = (items: readonly CatalogItemSeed[]) =>
  items.filter((item) => Math.abs(medianChainOverAverage(item) - 1) <= 0.15);

describe("seed estimates against the federal averages (issue 15)", () => {
  it("copy every reference figure and period faithfully from the shipped files", () => {
    for (const reference of REFERENCE_PRICES) {
      if (reference.source === "BLS") {
        const row = bls.get(reference.seriesId!);
        expect(row, reference.key).toBeDefined();
        expect([Number(row!.price_usd), row!.latest_period, row!.unit], reference.key).toEqual([
          reference.originalPriceUsd,
          reference.period,
          reference.originalUnit,
        ]);
      } else {
        const row = ers.get(`${reference.item}|${reference.form}`);
        expect(row, reference.key).toBeDefined();
        expect([Number(row!.RetailPrice), row!.RetailPriceUnit], reference.key).toEqual([
          reference.originalPriceUsd,
          reference.originalUnit,
        ]);
      }
    }
  });

  it("put at least 85% of the BLS/ERS counterparts within ±15% of their average at the median chain", () => {
    const share = within15(counterparts).length / counterparts.length;
    expect(counterparts.length).toBeGreaterThanOrEqual(150);
    expect(share).toBeGreaterThanOrEqual(0.85);
  });

  it("give unbranded loose produce and meat no store-brand discount", () => {
    const loose = anchored.filter((item) => isUnbranded(item.brand));
    expect(loose.length).toBeGreaterThanOrEqual(20);
    expect(within15(loose)).toHaveLength(loose.length);
    for (const key of [
      "roma-tomatoes-unbranded-1-lb",
      "russet-potatoes-unbranded-5-lb",
      "yellow-onions-unbranded-3-lb",
      "zucchini-unbranded-1-lb",
    ]) {
      const item = loose.find((i) => i.key === key);
      expect(item, key).toBeDefined();
      expect(medianChainOverAverage(item!), key).toBeGreaterThan(0.9);
    }
  });

  it("price premium brands at their shelf level, not 1.3 × the all-brands average", () => {
    for (const [key, shelf] of Object.entries(PREMIUM_SHELF_CENTS)) {
      const item = CATALOG_ITEMS.find((i) => i.key === key);
      expect(item, key).toBeDefined();
      const mean = CHAINS.reduce((sum, chain) => sum + estimateSeedPriceCents(item!, chain), 0) / CHAINS.length;
      expect(Math.abs(mean / shelf - 1), key).toBeLessThan(0.15);
    }
    const flour = CATALOG_ITEMS.find((i) => i.key === "all-purpose-flour-king-arthur-5-lb")!;
    expect(median(CHAINS.map((chain) => estimateSeedPriceCents(flour, chain)))).toBeGreaterThan(500);
  });

  it("label a premium brand priced from the team's shelf figure a team estimate: the average cancels out of it (issue 30)", () => {
    const flour = CATALOG_ITEMS.find((i) => i.key === "all-purpose-flour-king-arthur-5-lb")!;
    expect(flour.referenceKey).toBeDefined();
    for (const [key] of Object.entries(PREMIUM_SHELF_CENTS)) {
      const item = CATALOG_ITEMS.find((i) => i.key === key)!;
      expect(seedObservation(item, CHAINS[0]!), key).toMatchObject({ source: "team-estimate", sourceRef: "PennyCart team" });
    }
    // An anchored national brand keeps its federal source.
    const national = CATALOG_ITEMS.find((i) => i.referenceKey !== undefined && i.brandTier === "national")!;
    expect(seedObservation(national, CHAINS[0]!).source).toMatch(/^(bls|ers)-anchored$/);
  });

  it("name the other product when the average is of another one: red potatoes from white (issue 30 item 5)", () => {
    const potatoes = (name: string) => CATALOG_ITEMS.find((i) => i.name === name && i.referenceKey === "bls-potatoes")!;
    expect(seedObservation(potatoes("Red Potatoes"), CHAINS[0]!).sourceRef).toBe(
      "BLS APU0000712112 | white potatoes | red potatoes",
    );
    expect(seedObservation(potatoes("Russet Potatoes"), CHAINS[0]!).sourceRef).toBe("BLS APU0000712112");
    // Every listed stand-in is a catalog product anchored to that average (so none is silently unused).
    for (const row of REFERENCE_STAND_INS) {
      const items = CATALOG_ITEMS.filter((i) => i.name === row.itemName && i.referenceKey === row.referenceKey);
      expect(items.length, `${row.itemName} (${row.referenceKey})`).toBeGreaterThan(0);
    }
  });
});
