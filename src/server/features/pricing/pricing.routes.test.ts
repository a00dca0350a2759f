import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices } from "../../db/schema/index";
import { CATALOG_ITEMS } from "../../db/seed/data/catalog";
import { PREMIUM_SHELF_CENTS } from "../../db/seed/data/premium-shelf-prices";
import { findReferencePrice } from "../../db/seed/data/reference-prices";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Recomputed from the seed files, independently of the database and the service. A premium brand priced from the
// team's shelf figure is a team estimate: the average cancels out of it (issue 30).
const anchored = CATALOG_ITEMS.filter(
  (item) => item.referenceKey && !(item.brandTier === "premium" && PREMIUM_SHELF_CENTS[item.key] !== undefined),
);
const anchoredIn = (period: string) =>
  anchored.filter((item) => findReferencePrice(item.referenceKey!)!.period === period).length;

describe("GET /api/pricing-status", () => {
  it("states the true mix of the catalog's prices, computed from the data", async () => {
    const res = await ctx.app.inject({ url: "/api/pricing-status" });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({
      realTimePricing: false,
      // Kroger is not configured here: the entry names no reason.
      missingServices: ["Kroger API"],
      totalItems: CATALOG_ITEMS.length,
      anchoredItems: anchored.length,
      observedItems: 0,
    });
    expect(status.summary).toBe(
      `${anchored.length.toLocaleString("en-US")} of ${CATALOG_ITEMS.length.toLocaleString("en-US")} items start from US government ` +
        `average prices (BLS and USDA) from 2022 to Aug 2025; the rest are the team's estimates.`,
    );
    expect(JSON.stringify(status)).not.toMatch(/every price|all prices/i);
  });
});

describe("GET /api/price-sources", () => {
  it("lists every source with its licence, what it covers and the periods of its current prices", async () => {
    const res = await ctx.app.inject({ url: "/api/price-sources" });
    expect(res.statusCode).toBe(200);
    const { sources, totalItems } = res.json();
    expect(totalItems).toBe(CATALOG_ITEMS.length);
    const byId = Object.fromEntries(sources.map((s: { id: string }) => [s.id, s]));
    expect(Object.keys(byId)).toEqual(["bls", "usda-ers", "team", "open-prices", "price-files", "shopper-reports", "kroger"]);
    expect(byId.bls).toMatchObject({ source: "bls-anchored", period: "Nov 2023 to Aug 2025", newest: "2025-08" });
    expect(byId.bls.licence).toMatch(/Public domain/);
    expect(byId["usda-ers"]).toMatchObject({ period: "2022", newest: "2022", items: anchoredIn("2022") });
    expect(byId.team).toMatchObject({ period: "2025", items: CATALOG_ITEMS.length - anchored.length });
    expect(byId["open-prices"]).toMatchObject({
      licence: "Open Database License (ODbL) 1.0",
      items: 0,
      period: null,
      newest: null,
    });
  });

  it("counts a new observation at once, by its provider, and the banner says so", async () => {
    const { db } = ctx.database;
    const [chain] = await db.select({ id: chains.id }).from(chains).limit(1);
    const items = await db.select({ id: groceryItems.id }).from(groceryItems).limit(3);
    const day = { observedAt: new Date("2026-11-20T00:00:00Z"), observedPrecision: "day" as const };
    await db.insert(prices).values([
      { itemId: items[0]!.id, chainId: chain!.id, cents: 299, source: "import", sourceRef: "open-prices:4711", ...day },
      { itemId: items[1]!.id, chainId: chain!.id, cents: 199, source: "import", sourceRef: "csv:prices.csv:2", ...day },
      {
        itemId: items[2]!.id,
        chainId: chain!.id,
        cents: 99,
        source: "import",
        sourceRef: "csv:prices.csv:3",
        observedAt: new Date("2026-11-18T00:00:00Z"),
        observedPrecision: "day" as const,
      },
    ]);
    const { sources } = (await ctx.app.inject({ url: "/api/price-sources" })).json();
    const byId = Object.fromEntries(sources.map((s: { id: string }) => [s.id, s]));
    expect(byId["open-prices"]).toMatchObject({ items: 1, period: "Nov 20, 2026", newest: "2026-11-20" });
    // Two days: the period runs from the oldest to the newest.
    expect(byId["price-files"]).toMatchObject({ items: 2, period: "Nov 18, 2026 to Nov 20, 2026", newest: "2026-11-20" });
    const status = (await ctx.app.inject({ url: "/api/pricing-status" })).json();
    expect(status.observedItems).toBe(3);
    expect(status.summary).toMatch(/\. 3 items also have observed shelf prices, the newest from Nov 20, 2026\.$/);
  });
});

describe("unit prices in the cart (issue 15)", () => {
  it("quote cheese per lb whatever the package, drinks per fl oz, foil and paper goods per 100 sq ft", async () => {
    const cookie = await signIn(ctx.app, "units@example.com");
    const as = { headers: { cookie } };
    const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json();
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as,
      payload: { location: null, radiusMiles: 25, selectedStoreIds: stores.slice(0, 5).map((s: { id: number }) => s.id) },
    });
    const wanted = [
      ["sharp-cheddar-cheese-cabot-8-oz", /\/lb$/],
      ["sharp-cheddar-cheese-kirkland-signature-2-lb", /\/lb$/],
      ["aluminum-foil-reynolds-wrap-75-sq-ft", /\/100 sq ft$/],
      // Paper goods by paper area, not per roll whatever the roll (decision 031).
      ["paper-towels-bounty-6-double-rolls", /\/100 sq ft$/],
      ["toilet-paper-charmin-12-mega-rolls", /\/100 sq ft$/],
    ] as const;
    const { db } = ctx.database;
    const keyed = await db
      .select({ id: groceryItems.id, key: groceryItems.key, sizeUnit: groceryItems.sizeUnit })
      .from(groceryItems);
    const drinks = keyed.filter((i) => ["l", "ml", "gal", "fl oz", "qt", "pt"].includes(i.sizeUnit)).slice(0, 3);
    const all = [
      ...wanted.map(([key, pattern]) => ({ id: keyed.find((i) => i.key === key)!.id, pattern })),
      ...drinks.map((d) => ({ id: d.id, pattern: /\/fl oz$/ })),
    ];
    for (const { id } of all) await ctx.app.inject({ method: "POST", url: "/api/cart", ...as, payload: { itemId: id } });
    const entries = (await ctx.app.inject({ url: "/api/cart", ...as })).json() as {
      itemId: number;
      storePrices: { unitPrice: string | null; available: boolean }[];
    }[];
    for (const { id, pattern } of all) {
      const priced = entries.find((e) => e.itemId === id)!.storePrices.filter((p) => p.available);
      expect(priced.length, String(id)).toBeGreaterThan(0);
      for (const p of priced) expect(p.unitPrice, String(id)).toMatch(pattern);
    }
  });
});
