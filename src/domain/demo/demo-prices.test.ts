import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_CATEGORY_BASE_CENTS, demoPriceCents, demoPriceTable, demoVariation, fnv1a32, mulberry32 } from "./demo-prices";
import { SAMPLE_ITEMS, SAMPLE_STORES } from "./sample-data";

describe("fnv1a32", () => {
  it("matches the published FNV-1a test vectors", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });
});

describe("mulberry32", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(new Set(first).size).toBe(5);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it("is the published mulberry32, so a seed gives the same prices everywhere", () => {
    const next = mulberry32(42);
    expect([next(), next(), next()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });
});

describe("demo prices", () => {
  it("are stable across calls and call orders", () => {
    const once = demoPriceTable(SAMPLE_ITEMS, SAMPLE_STORES);
    const reversed = demoPriceTable([...SAMPLE_ITEMS].reverse(), [...SAMPLE_STORES].reverse());
    expect(reversed).toEqual(once);
  });

  it("are integer cents within ±10% of base × brand × store", () => {
    for (const item of SAMPLE_ITEMS) {
      for (const store of SAMPLE_STORES) {
        const cents = demoPriceCents(item, store);
        const expected = DEMO_CATEGORY_BASE_CENTS[item.category] * item.brandFactor * store.priceFactor;
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(Math.floor(expected * 0.9));
        expect(cents).toBeLessThanOrEqual(Math.ceil(expected * 1.1));
      }
    }
  });

  it("shows the same prices in every release (Horizon whole milk at the five demo stores)", () => {
    const milk = SAMPLE_ITEMS.find((i) => i.name === "Whole Milk" && i.brand === "Horizon Organic")!;
    expect(SAMPLE_STORES.map((store) => [store.id, demoPriceCents(milk, store)])).toEqual([
      ["demo-steel-city-market", 547],
      ["demo-three-rivers-grocery", 524],
      ["demo-budget-basket", 398],
      ["demo-green-valley-organics", 682],
      ["demo-hilltop-family-foods", 541],
    ]);
  });

  it("uses the whole ±10% band, not a narrower one", () => {
    const variations = SAMPLE_ITEMS.flatMap((item) => SAMPLE_STORES.map((store) => demoVariation(item.id, store.id)));
    expect(Math.min(...variations)).toBeLessThan(-0.09);
    expect(Math.max(...variations)).toBeGreaterThan(0.09);
  });

  it("keeps every variation inside ±10%", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer(), (itemId, storeId, seed) => {
        const v = demoVariation(itemId, storeId, seed);
        expect(v).toBeGreaterThanOrEqual(-0.1);
        expect(v).toBeLessThan(0.1);
      }),
    );
  });

  it("makes the budget store the cheapest cart and the organic store the dearest", () => {
    const table = demoPriceTable(SAMPLE_ITEMS, SAMPLE_STORES);
    const totals = SAMPLE_STORES.map((store) => ({
      id: store.id,
      total: SAMPLE_ITEMS.reduce((sum, item) => sum + table[item.id]![store.id]!, 0),
    })).sort((a, b) => a.total - b.total);
    expect(totals[0]!.id).toBe("demo-budget-basket");
    expect(totals.at(-1)!.id).toBe("demo-green-valley-organics");
  });

  it("prices a store brand below the national brand of the same item at the same store", () => {
    const milk = (brand: string) => SAMPLE_ITEMS.find((i) => i.name === "Whole Milk" && i.brand === brand)!;
    for (const store of SAMPLE_STORES) {
      expect(demoPriceCents(milk("Store Brand"), store)).toBeLessThan(demoPriceCents(milk("Horizon Organic"), store));
    }
  });
});
