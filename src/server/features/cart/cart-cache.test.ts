import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartEntries, catalogState, groceryItems, prices, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// GET /api/cart is served from a per-shopper cache and answers 304 to a current If-None-Match.
// These tests change what a cart depends on by every route there is, including SQL that bypasses
// the app and a second app instance, and check that the next read shows the change.

let ctx: TestContext;
let other: TestContext; // a second instance of the app on the same database
let cookie: string;
let userId: string;
let itemIds: number[];

type Entry = { id: number; itemId: number; quantity: number; storePrices: { storeId: number; price: string | null }[] };

let storeIds: number[];
let shoppers = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  other = await createTestApp({}, { database: ctx.database });
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
  itemIds = items.slice(0, 3).map((i) => i.id);
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as { id: number }[];
  storeIds = stores.slice(0, 2).map((s) => s.id);
});

// A fresh shopper per test (two stores selected, one item in the cart), so no test sees another's changes.
beforeEach(async () => {
  const email = `cache-${++shoppers}@example.com`;
  cookie = await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  userId = user!.id;
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" }, radiusMiles: 5, selectedStoreIds: storeIds },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: itemIds[0], quantity: 1 } });
});
afterAll(async () => {
  await other.app.close();
  await ctx.close();
});

/** One GET over a real connection that is closed afterwards; fails if the response never completes. */
function request(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...headers, connection: "close" }, timeout: 5000 }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error("the response did not complete")));
    req.on("error", reject);
  });
}

const get = (app: TestContext["app"], headers: Record<string, string> = {}) =>
  app.inject({ url: "/api/cart", headers: { cookie, ...headers } });
const read = async (app = ctx.app) => (await get(app)).json() as Entry[];

describe("cart cache and conditional requests", () => {
  it("sends a private ETag and answers 304 with no body while nothing changed", async () => {
    const first = await get(ctx.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers.vary).toContain("Cookie");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(ctx.app, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get(ctx.app)).json()).toEqual(first.json());
  });

  it("completes a 304 over a real socket (no body, no length the client would wait for)", async () => {
    const address = await other.app.listen({ host: "127.0.0.1", port: 0 });
    const first = await request(`${address}/api/cart`, { cookie });
    expect(first.status).toBe(200);
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a hand-set If-None-Match, and a
    // request that says no-cache rightly gets a full answer. A browser revalidating its copy does not.
    const again = await request(`${address}/api/cart`, { cookie, "if-none-match": first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers["content-length"] ?? "0").toBe("0");
    expect(again.body).toBe("");
  });

  it("answers 200 with the new cart after the shopper changes it", async () => {
    const etag = (await get(ctx.app)).headers.etag as string;
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: itemIds[1], quantity: 2 } });
    const after = await get(ctx.app, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as Entry[]).find((e) => e.itemId === itemIds[1])?.quantity).toBe(2);
  });

  it("shows a price change made outside the app (an import, an operator's SQL)", async () => {
    const before = await read();
    const storeId = before[0]!.storePrices[0]!.storeId;
    await ctx.database.db.update(prices).set({ cents: 12345 }).where(eq(prices.itemId, itemIds[0]!));
    const after = await read();
    expect(after[0]!.storePrices.find((p) => p.storeId === storeId)?.price).toBe("123.45");
  });

  it("shows cart rows and preferences changed by any writer, including another app instance", async () => {
    await read(); // cached on this instance
    await ctx.database.db.insert(cartEntries).values({ userId, itemId: itemIds[2]!, quantity: 7 });
    expect((await read()).find((e) => e.itemId === itemIds[2])?.quantity).toBe(7);

    await read();
    const entryId = (
      await ctx.database.db.select({ id: cartEntries.id }).from(cartEntries).where(eq(cartEntries.itemId, itemIds[2]!))
    )[0]!.id;
    await other.app.inject({ method: "PATCH", url: `/api/cart/${entryId}`, headers: { cookie }, payload: { quantity: 4 } });
    expect((await read()).find((e) => e.itemId === itemIds[2])?.quantity).toBe(4);

    await other.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie },
      payload: { location: null, radiusMiles: 15, selectedStoreIds: [] },
    });
    expect((await read())[0]!.storePrices).toEqual([]);
  });

  it("shows an entry moved to another shopper, and a truncated cart table, to everyone involved", async () => {
    const bob = await signIn(ctx.app, "bob-moved@example.com");
    const [bobUser] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "bob-moved@example.com"));
    const mine = await read();
    const etag = (await get(ctx.app)).headers.etag as string;
    await ctx.database.db.update(cartEntries).set({ userId: bobUser!.id }).where(eq(cartEntries.id, mine[0]!.id));
    const after = await get(ctx.app, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Entry[]).length).toBe(mine.length - 1);
    expect(((await ctx.app.inject({ url: "/api/cart", headers: { cookie: bob } })).json() as Entry[]).length).toBe(1);

    await read();
    await ctx.database.db.execute(sql`truncate cart_entries`);
    expect(await read()).toEqual([]);
  });

  it("never answers 304 to another shopper holding the same ETag", async () => {
    const etag = (await get(ctx.app)).headers.etag as string;
    const bob = await signIn(ctx.app, "bob-cache@example.com");
    const res = await ctx.app.inject({ url: "/api/cart", headers: { cookie: bob, "if-none-match": etag } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lets a shopper with a cart be deleted (the version triggers follow the cascade)", async () => {
    const cookieDel = await signIn(ctx.app, "leaving@example.com");
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: cookieDel }, payload: { itemId: itemIds[0] } });
    await ctx.database.db.delete(users).where(eq(users.email, "leaving@example.com"));
    const orphans = await ctx.database.db
      .select({ id: cartEntries.id })
      .from(cartEntries)
      .where(sql`not exists (select 1 from ${users} where ${users.id} = ${cartEntries.userId})`);
    expect(orphans).toEqual([]);
    expect((await ctx.app.inject({ url: "/api/cart", headers: { cookie: cookieDel } })).statusCode).toBe(401);
  });

  it("raises the catalog version once per statement, however many rows it changes", async () => {
    const version = async () => (await ctx.database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
    const before = await version();
    await ctx.database.db.update(groceryItems).set({ unit: sql`${groceryItems.unit}` });
    // One bump is a random step of 1 to 1,000,000; a bump per row (600 rows) would add far more.
    const step = (await version()) - before;
    expect(step).toBeGreaterThanOrEqual(1);
    expect(step).toBeLessThanOrEqual(1_000_000);
  });
});
