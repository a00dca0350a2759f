import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import { getPriceHistory } from "./price-history.service";

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, "history@example.com");
});
afterAll(() => ctx.close());

const historyOf = (id: number | string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ url: `/api/grocery-items/${id}/price-history`, headers });

async function itemByName(name: string) {
  const [item] = await ctx.database.db.select().from(groceryItems).where(eq(groceryItems.name, name)).limit(1);
  return item!;
}

type Observation = { price: string; source: string; sourceLabel: string; observedAt: string; store: { name: string } | null };
type Chain = { chainId: number; chainName: string; observations: Observation[] };

describe("GET /api/grocery-items/:id/price-history", () => {
  it("shows a shopper their own held report, as their comparison does, and no one else (decision 040)", async () => {
    const [item] = await ctx.database.db.select().from(groceryItems).limit(1);
    const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as { id: number }[];
    const reporter = await signIn(ctx.app, "history-reporter@example.com");
    const report = await ctx.app.inject({
      method: "POST",
      url: "/api/price-reports",
      headers: { cookie: reporter },
      payload: { itemId: item!.id, storeId: stores[0]!.id, price: "1.23" },
    });
    expect(report.json().status).toBe("held");
    const prices = async (headers: Record<string, string>) =>
      ((await historyOf(item!.id, headers)).json().chains as Chain[]).flatMap((c) => c.observations.map((o) => o.price));
    expect(await prices({ cookie: reporter })).toContain("1.23");
    expect(await prices({ cookie })).not.toContain("1.23");
  });

  it("gives each chain's seeded estimate with its price, source and reference period", async () => {
    const { db } = ctx.database;
    const [item] = await db.select().from(groceryItems).limit(1);
    const seeded = await db
      .select({ chainName: chains.name, cents: prices.cents })
      .from(prices)
      .innerJoin(chains, eq(chains.id, prices.chainId))
      .where(and(eq(prices.itemId, item!.id), isNull(prices.storeId)));
    const res = await historyOf(item!.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.item).toEqual({ id: item!.id, name: item!.name, brand: item!.brand, size: item!.size, sizeUnit: item!.sizeUnit });
    expect(body.truncated).toBe(false);
    const names = body.chains.map((c: Chain) => c.chainName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en-US")));
    expect(body.chains.map((c: Chain) => [c.chainName, c.observations.map((o) => o.price)]).sort()).toEqual(
      seeded.map((s) => [s.chainName, [(s.cents / 100).toFixed(2)]]).sort(),
    );
    for (const chain of body.chains as Chain[]) {
      const [only] = chain.observations;
      expect(only!.source).toMatch(/^(bls-anchored|ers-anchored|team-estimate)$/);
      expect(only!.sourceLabel).toMatch(/estimate/i);
      expect(only!.observedAt).toMatch(/^\d{4}(-\d{2})?$/);
      expect(only!.store).toBeNull();
    }
  });

  it("lists a chain's observations oldest first, store ones with the store, and leaves out held and rejected reports", async () => {
    const { db } = ctx.database;
    const item = await itemByName("Bananas");
    const [store] = await db.select().from(stores).limit(1);
    const chainId = store!.chainId;
    const at = (iso: string) => new Date(iso);
    await db.insert(prices).values([
      {
        itemId: item.id,
        chainId,
        cents: 61,
        source: "import",
        sourceRef: "csv:p.csv:2",
        observedAt: at("2026-03-02T00:00:00Z"),
        observedPrecision: "day",
      },
      {
        itemId: item.id,
        chainId,
        storeId: store!.id,
        cents: 59,
        source: "shopper-report",
        sourceRef: "report",
        observedAt: at("2026-11-20T15:00:00Z"),
        observedPrecision: "moment",
      },
      {
        itemId: item.id,
        chainId,
        storeId: store!.id,
        cents: 990,
        source: "shopper-report",
        sourceRef: "report",
        observedAt: at("2026-11-21T15:00:00Z"),
        observedPrecision: "moment",
        status: "held",
      },
      {
        itemId: item.id,
        chainId,
        cents: 5,
        source: "shopper-report",
        sourceRef: "report",
        observedAt: at("2026-11-22T15:00:00Z"),
        observedPrecision: "moment",
        status: "rejected",
      },
    ]);
    const chain = (await historyOf(item.id)).json().chains.find((c: Chain) => c.chainId === chainId) as Chain;
    const [estimate, imported, reported, ...rest] = chain.observations;
    expect(rest).toEqual([]);
    expect(estimate!.observedAt < "2026").toBe(true);
    expect(imported).toMatchObject({ price: "0.61", source: "import", observedAt: "2026-03-02", store: null });
    expect(imported!.sourceLabel).toBe("Imported shelf price from Mar 2, 2026");
    expect(reported).toMatchObject({
      price: "0.59",
      source: "shopper-report",
      sourceLabel: "Reported by a shopper on Nov 20, 2026",
      observedAt: "2026-11-20T15:00:00.000Z",
      store: { id: store!.id, name: store!.name },
    });
  });

  it("keeps only the newest observations when there are more than the limit, and says so", async () => {
    const item = await itemByName("Bananas");
    const full = await getPriceHistory(ctx.database.db, item.id);
    const all = full.chains.flatMap((c) => c.observations);
    const cut = await getPriceHistory(ctx.database.db, item.id, all.length - 1);
    expect(cut.truncated).toBe(true);
    const kept = cut.chains.flatMap((c) => c.observations.map((o) => o.id));
    expect(kept).toHaveLength(all.length - 1);
    expect(kept).toContain(Math.max(...all.map((o) => o.id)));
    expect((await getPriceHistory(ctx.database.db, item.id, all.length)).truncated).toBe(false);
  });

  it("asks a visitor to sign in, refuses a malformed id and says when the item does not exist", async () => {
    const visitor = await historyOf(1, {});
    expect(visitor.statusCode).toBe(401);
    const bad = await historyOf("abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const missing = await historyOf(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Item not found" });
  });
});
