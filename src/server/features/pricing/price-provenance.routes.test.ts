import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { PRICE_SOURCES, type PriceSource } from "../../../domain/pricing/provenance";
import { groceryItems, prices, users } from "../../db/schema/index";
import { addOrIncrementMany } from "../cart/cart.repository";

// Issue 15, "Done when": no price in the API is without its source and date, and no date is the seed time.
// Every catalog item in one cart (own labels as "any brand", national brands as "this brand", as added by
// default), priced at a store of every chain, with an observation of each non-estimate kind among them.

type Store = { id: number; chainId: number };
type Price = {
  storeId: number;
  price: string | null;
  source: PriceSource | null;
  sourceLabel: string | null;
  observedAt: string | null;
};
type Entry = { item: { name: string; brand: string }; storePrices: Price[] };

const ESTIMATE_PERIODS: Record<string, readonly string[]> = {
  "bls-anchored": ["2023-11", "2025-08"],
  "ers-anchored": ["2022"],
  "team-estimate": ["2025"],
};
const OBSERVED = [
  {
    source: "import",
    sourceRef: "csv:prices.csv:2 (shelf tag)",
    observedAt: "2024-03-05T00:00:00Z",
    precision: "day",
    shown: "2024-03-05",
  },
  { source: "import", sourceRef: "open-prices:4711", observedAt: "2024-03-06T00:00:00Z", precision: "day", shown: "2024-03-06" },
  {
    source: "store-api",
    sourceRef: "Kroger API",
    observedAt: "2024-03-07T14:00:00Z",
    precision: "moment",
    shown: "2024-03-07T14:00:00.000Z",
  },
  {
    source: "shopper-report",
    sourceRef: "report",
    observedAt: "2024-03-08T15:30:00Z",
    precision: "moment",
    shown: "2024-03-08T15:30:00.000Z",
  },
] as const;

/** What is wrong with a price the cart API gives (undefined when nothing is). */
function problemOf(p: Price): string | undefined {
  if (p.price === null) {
    return p.source === null && p.sourceLabel === null && p.observedAt === null ? undefined : "no price but a source or date";
  }
  if (!(PRICE_SOURCES as readonly unknown[]).includes(p.source)) return "unknown source";
  if (typeof p.sourceLabel !== "string" || !/\d{4}/.test(p.sourceLabel)) return "source label without a year";
  if (typeof p.observedAt !== "string" || !/^\d{4}(-\d{2}(-\d{2}(T[\d:.]+Z)?)?)?$/.test(p.observedAt)) return "date not ISO";
  if (p.observedAt.startsWith(seedDay)) return "dated by the seed";
  const periods = ESTIMATE_PERIODS[p.source!];
  const shown: readonly string[] = periods ?? OBSERVED.map((o) => o.shown);
  return shown.includes(p.observedAt) ? undefined : `not a period or moment of its ${periods ? "estimate" : "observation"}`;
}

let ctx: TestContext;
let storesByChain: Store[];
let seedDay: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const [seeded] = await db
    .select({ at: sql<string>`to_char(max(${prices.recordedAt}) at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(prices);
  seedDay = seeded!.at;
  const stores: Store[] = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json();
  // The nearest store of each chain (a Map keeps the last value set for a key).
  storesByChain = [...new Map([...stores].reverse().map((store) => [store.chainId, store])).values()];
  // One observation of each kind that is not an estimate, each at the store of another chain (the store's own price).
  const [milk] = await db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(eq(groceryItems.key, "whole-milk-turners-1-gal"));
  await db.insert(prices).values(
    OBSERVED.map((o, i) => ({
      itemId: milk!.id,
      chainId: storesByChain[i]!.chainId,
      storeId: storesByChain[i]!.id,
      cents: 300 + i,
      source: o.source,
      sourceRef: o.sourceRef,
      observedAt: new Date(o.observedAt),
      observedPrecision: o.precision,
    })),
  );
});
afterAll(() => ctx.close());

describe("every price the cart API gives", () => {
  it("says where it comes from and which period or moment it describes, and none is dated by the seed", async () => {
    expect(storesByChain.length).toBeGreaterThanOrEqual(10);
    const cookie = await signIn(ctx.app, "provenance@example.com");
    const { db } = ctx.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "provenance@example.com"));
    const items = await db.select({ id: groceryItems.id }).from(groceryItems);
    // Every catalog item in one cart, past the cap a shopper's adds meet (MAX_CART_ENTRIES): written as the cart's rows.
    await addOrIncrementMany(
      db,
      user!.id,
      items.map((item) => ({ itemId: item.id, quantity: 1 })),
    );

    const seen = new Map<PriceSource, number>();
    const problems: string[] = [];
    let priced = 0;
    for (let i = 0; i < storesByChain.length; i += 5) {
      const selected = storesByChain.slice(i, i + 5).map((store) => store.id);
      const put = await ctx.app.inject({
        method: "PUT",
        url: "/api/preferences",
        headers: { cookie },
        payload: { location: null, radiusMiles: 25, selectedStoreIds: selected },
      });
      expect(put.statusCode).toBe(200);
      const res = await ctx.app.inject({ url: "/api/cart", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const entries: Entry[] = res.json();
      expect(entries).toHaveLength(items.length);
      for (const entry of entries) {
        const storeIds = entry.storePrices.map((p) => p.storeId);
        if (storeIds.join() !== selected.join()) problems.push(`${entry.item.brand} ${entry.item.name}: stores ${storeIds.join()}`);
        for (const p of entry.storePrices) {
          const wrong = problemOf(p);
          if (wrong) problems.push(`${entry.item.brand} ${entry.item.name} at store ${p.storeId}: ${wrong}: ${JSON.stringify(p)}`);
          if (p.price === null) continue;
          priced++;
          seen.set(p.source!, (seen.get(p.source!) ?? 0) + 1);
        }
      }
    }
    // Each price checked in plain code and every problem listed: an expect() per field of 100,000 prices was half the
    // file's CPU (a profile: chai's assertion objects and their garbage).
    expect(problems.slice(0, 20), `${problems.length} prices wrong`).toEqual([]);
    expect(priced).toBeGreaterThan(items.length);
    expect([...seen.keys()].sort()).toEqual([...PRICE_SOURCES].sort());
  }, 180_000); // 650-odd entries priced at every chain: a minute on a busy machine
});
