// @module-tag engines
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { prices } from "../../db/schema/index";
import { scanToken } from "../receipts/barcodes.service";

let ctx: TestContext;
let storeIds: number[];
let chainOf: Map<number, number>;
let itemId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json() as {
    id: number;
    chainId: number;
  }[];
  // Two stores of one chain: a report at the first must not change the second.
  const chainId = stores.find((s) => stores.filter((t) => t.chainId === s.chainId).length >= 2)!.chainId;
  storeIds = stores
    .filter((s) => s.chainId === chainId)
    .slice(0, 2)
    .map((s) => s.id);
  chainOf = new Map(stores.map((s) => [s.id, s.chainId]));
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number; name: string; brand: string }[];
  itemId = items.find((i) => i.name === "Whole Milk" && i.brand === "Turner's")!.id;
});
afterAll(() => ctx.close());

async function shopper(email: string) {
  const cookie = await signIn(ctx.app, email);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 25, selectedStoreIds: storeIds },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId } });
  return cookie;
}
const report = (cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/price-reports", headers: cookie ? { cookie } : {}, payload: payload as object });
const storePrices = async (cookie: string) =>
  (
    (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
      itemId: number;
      storePrices: Record<string, unknown>[];
    }[]
  ).find((e) => e.itemId === itemId)!.storePrices;
const reportCount = async () =>
  (await ctx.database.db.select({ id: prices.id }).from(prices).where(eq(prices.source, "shopper-report"))).length;

describe("POST /api/price-reports", () => {
  it("shows a shopper's price to that shopper at that store only, as reported by a shopper on its date, and holds it", async () => {
    const cookie = await shopper("reporter@example.com");
    const other = await shopper("reporter-neighbour@example.com");
    const [before, sameChainBefore] = await storePrices(cookie);
    const reported = (Number(before!.price) * 0.9).toFixed(2);
    const res = await report(cookie, { itemId, storeId: storeIds[0], price: reported });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "held",
      message: "Thanks! You see your price now; other shoppers will see it once more shoppers report the same price.",
    });
    const [atStore, sameChain] = await storePrices(cookie);
    expect(atStore).toMatchObject({ price: reported, source: "shopper-report" });
    expect(atStore!.sourceLabel).toMatch(/^Reported by a shopper on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(atStore!.observedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(sameChain).toEqual(sameChainBefore);
    expect((await storePrices(other))[0]).toEqual(before);
    const [row] = await ctx.database.db
      .select()
      .from(prices)
      .where(and(eq(prices.source, "shopper-report"), eq(prices.storeId, storeIds[0]!)));
    expect(row).toMatchObject({
      chainId: chainOf.get(storeIds[0]!),
      sourceRef: "report",
      status: "held",
      observedPrecision: "moment",
      reporterNetwork: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(row!.reportedBy).not.toBeNull();
  });

  it("holds a price more than 3 × or under ⅓ of the one shown for an admin; only its reporter sees it", async () => {
    const cookie = await shopper("wild@example.com");
    const other = await shopper("wild-neighbour@example.com");
    const [, before] = await storePrices(cookie);
    const current = Number(before!.price);
    for (const price of [(current * 3 + 0.05).toFixed(2), (current / 3 - 0.05).toFixed(2)]) {
      const res = await report(cookie, { itemId, storeId: storeIds[1], price });
      expect(res.statusCode, price).toBe(201);
      expect(res.json(), price).toEqual({
        id: expect.any(Number),
        status: "held",
        message: "Thanks! This price is far from the one we have, so it will be checked before other shoppers see it.",
      });
      expect((await storePrices(cookie))[1], price).toMatchObject({ price, source: "shopper-report" });
    }
    expect((await storePrices(other))[1]).toEqual(before);
  });

  it("refuses visitors, bad prices and unknown rows with a message, storing nothing", async () => {
    const cookie = await signIn(ctx.app, "careless@example.com");
    const count = await reportCount();
    expect((await report(undefined, { itemId, storeId: storeIds[0], price: "3.49" })).statusCode).toBe(401);
    for (const price of ["abc", "0", "0.00", "-1", "3.499", "99999", "", undefined]) {
      const res = await report(cookie, { itemId, storeId: storeIds[0], price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().message, String(price)).toEqual(expect.any(String));
    }
    expect((await report(cookie, { itemId: 999_999, storeId: storeIds[0], price: "3.49" })).json()).toEqual({
      message: "Item not found",
    });
    const noStore = await report(cookie, { itemId, storeId: 999_999, price: "3.49" });
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json()).toEqual({ message: "Store not found" });
    // A scan of a barcode the catalog no longer holds (the token is genuine and current): not this item's barcode.
    const me = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const gone = scanToken(ctx.app.deps.sessionSecret, me.id, "00000000000017", new Date());
    expect((await report(cookie, { itemId, storeId: storeIds[0], price: "3.49", scanToken: gone })).json()).toEqual({
      message: "This barcode belongs to another product. Please scan the barcode of the item you are reporting.",
    });
    expect(await reportCount()).toBe(count);
  });

  it("takes at most 50 reports from one shopper a day", async () => {
    const cookie = await signIn(ctx.app, "busy@example.com");
    await reportedToday(cookie, 49);
    expect((await report(cookie, { itemId, storeId: storeIds[0], price: "3.00" })).statusCode).toBe(201);
    const count = await reportCount();
    const refused = await report(cookie, { itemId, storeId: storeIds[0], price: "3.00" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "You can report up to 50 prices a day. Please try again tomorrow." });
    expect(await reportCount()).toBe(count);
  });
});

/** `n` reports by this shopper in the last minute, written straight to the table. */
async function reportedToday(cookie: string, n: number) {
  const me = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
  const now = new Date();
  await ctx.database.db.insert(prices).values(
    Array.from({ length: n }, () => ({
      itemId,
      chainId: chainOf.get(storeIds[0]!)!,
      storeId: storeIds[0]!,
      cents: 300,
      source: "shopper-report" as const,
      sourceRef: "report",
      observedAt: now,
      observedPrecision: "moment" as const,
      recordedAt: new Date(now.getTime() - 60_000),
      reportedBy: me.id,
    })),
  );
}
