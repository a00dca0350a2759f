// Which current price each store gets (decision 016), from rows as the database may return them, in any order.
import { describe, expect, it } from "vitest";
import { priceItemsAt, storePriceOf, type PriceObservation } from "./store-prices";

const milk = { id: 1, size: 1, sizeUnit: "gal" };
const giantEagle = { id: 10, chainId: 100 };
const otherGiantEagle = { id: 11, chainId: 100 };
const aldi = { id: 20, chainId: 200 };
const row = (chainId: number, storeId: number | null, cents: number): PriceObservation => ({
  itemId: milk.id,
  chainId,
  storeId,
  cents,
  source: "import",
  observedAt: new Date("2026-11-02T15:00:00Z"),
  observedPrecision: "day",
});
const NOW = new Date("2026-11-27T15:00:00Z");
const pricesOf = (rows: PriceObservation[], stores = [giantEagle, otherGiantEagle, aldi]) =>
  priceItemsAt([milk], stores, rows, NOW)
    .get(milk.id)!
    .map((price) => [price.storeId, price.cents]);

describe("the current price of an item at each store", () => {
  it("is the store's own price over its chain's, whichever row comes first; the chain's other stores keep the chain's", () => {
    const chainWide = row(100, null, 399);
    const storeOwn = row(100, giantEagle.id, 349);
    for (const rows of [
      [chainWide, storeOwn],
      [storeOwn, chainWide],
    ]) {
      expect(pricesOf(rows)).toEqual([
        [giantEagle.id, 349],
        [otherGiantEagle.id, 399],
        [aldi.id, null],
      ]);
    }
  });

  it("is never another chain's price, nor another store's own, and a store with none is unavailable, not free", () => {
    expect(pricesOf([row(200, null, 279), row(100, otherGiantEagle.id, 359)])).toEqual([
      [giantEagle.id, null],
      [otherGiantEagle.id, 359],
      [aldi.id, 279],
    ]);
  });
});

describe("the margin of each store's price (decision 050)", () => {
  const margins = (observation: PriceObservation, now = NOW) =>
    priceItemsAt([milk], [aldi], [observation], now)
      .get(milk.id)!
      .map(({ cents, lowCents, highCents }) => [lowCents, cents, highCents]);

  it("is narrow for a price seen this month and wider a month later", () => {
    expect(margins(row(200, null, 400))).toEqual([[396, 400, 404]]); // ±1%
    expect(margins(row(200, null, 400), new Date("2026-12-01T00:00:00Z"))).toEqual([[395, 400, 405]]); // ±1.25%
  });

  it("is an estimate's source spread plus its age, and nothing where there is no price", () => {
    const estimate: PriceObservation = {
      ...row(200, null, 1000),
      source: "bls-anchored",
      observedAt: new Date("2025-08-01T00:00:00Z"),
      observedPrecision: "month",
    };
    expect(margins(estimate)).toEqual([[915, 1000, 1085]]); // 5% + 14 months × 0.25%
    expect(priceItemsAt([milk], [giantEagle], [estimate], NOW).get(milk.id)).toEqual([
      expect.objectContaining({ cents: null, lowCents: null, highCents: null }),
    ]);
  });
});

describe("what each store's price says of itself", () => {
  it("is its own observation's label, date and margin, though others were observed at the same moment", () => {
    const at = new Date("2026-10-01T00:00:00Z");
    const seen = (source: PriceObservation["source"], precision: PriceObservation["observedPrecision"]): PriceObservation => ({
      ...row(0, null, 500),
      source,
      observedAt: at,
      observedPrecision: precision,
    });
    const potatoes = (referenceProduct: string, appliedTo: string) => ({ referenceProduct, appliedTo });
    const observations: PriceObservation[] = [
      { ...seen("shopper-report", "day"), proof: "receipt" as const },
      { ...seen("shopper-report", "day"), proof: "shelf-tag" as const },
      seen("shopper-report", "day"),
      seen("shopper-report", "month"),
      { ...seen("bls-anchored", "month"), standIn: potatoes("white potatoes", "red potatoes") },
      { ...seen("bls-anchored", "month"), standIn: potatoes("white potatoes", "gold potatoes") },
      { ...seen("bls-anchored", "month"), standIn: potatoes("russet potatoes", "red potatoes") },
      seen("bls-anchored", "month"),
      seen("ers-anchored", "month"),
    ].map((observation, n) => ({ ...observation, chainId: 1000 + n }));
    const stores = observations.map((observation, n) => ({ id: 500 + n, chainId: observation.chainId }));
    const priced = priceItemsAt([milk], stores, observations, NOW).get(milk.id)!;
    expect(priced).toEqual(observations.map((observation, n) => storePriceOf(milk, stores[n]!.id, observation, NOW)));
    expect(new Set(priced.map((price) => price.sourceLabel)).size).toBe(observations.length);
  });
});
