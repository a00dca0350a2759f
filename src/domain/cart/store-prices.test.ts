// Which current price each store gets (decision 016), from rows as the database may return them, in any order.
import { describe, expect, it } from "vitest";
import { priceItemsAt, type PriceObservation } from "./store-prices";

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
const pricesOf = (rows: PriceObservation[], stores = [giantEagle, otherGiantEagle, aldi]) =>
  priceItemsAt([milk], stores, rows)
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
