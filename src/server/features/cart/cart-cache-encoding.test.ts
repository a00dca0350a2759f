import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartEntries, groceryItems, prices, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// GET /api/cart keeps each shopper's priced cart compressed in the cache as well (Brotli, gzip). These
// tests read the cart compressed, so that the compressed copy is cached, change what the cart depends
// on, and check that the next compressed read shows the change and equals the uncompressed cart.

let ctx: TestContext;
let other: TestContext; // a second instance of the app on the same database
let cookie: string;
let userId: string;
let itemIds: number[];
let storeIds: number[];
let shoppers = 0;

type Entry = {
  id: number;
  itemId: number;
  quantity: number;
  item: { name: string };
  storePrices: { storeId: number; price: string | null }[];
};

const BROWSER = "gzip, deflate, br, zstd"; // what Chromium sends

beforeAll(async () => {
  ctx = await createTestApp();
  other = await createTestApp({}, { database: ctx.database });
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
  itemIds = items.slice(0, 3).map((i) => i.id);
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as { id: number }[];
  storeIds = stores.slice(0, 3).map((s) => s.id);
});

beforeEach(async () => {
  const email = `encoded-${++shoppers}@example.com`;
  cookie = await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  userId = user!.id;
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: {
      location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
      radiusMiles: 5,
      selectedStoreIds: storeIds.slice(0, 2),
    },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: itemIds[0], quantity: 1 } });
});

afterAll(async () => {
  await other.app.close();
  await ctx.close();
});

const decode = (encoding: string | undefined, raw: Buffer) =>
  (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8");

async function getCart(acceptEncoding: string, app = ctx.app, who = cookie) {
  const res = await app.inject({ url: "/api/cart", headers: { cookie: who, "accept-encoding": acceptEncoding } });
  const encoding = res.headers["content-encoding"] as string | undefined;
  return { res, encoding, cart: JSON.parse(decode(encoding, res.rawPayload)) as Entry[] };
}

/** The cart read compressed twice (the second from the cache) and read plain: all three must agree. */
async function readCompressed(app = ctx.app): Promise<Entry[]> {
  const first = await getCart(BROWSER, app);
  const cached = await getCart(BROWSER, app);
  const plain = await getCart("identity", app);
  expect(first.encoding).toBe("br");
  expect(cached.cart).toEqual(first.cart);
  expect(plain.encoding).toBeUndefined();
  expect(plain.cart).toEqual(cached.cart);
  return cached.cart;
}

describe("the compressed cart", () => {
  it("is the same JSON in every encoding, a fraction of the size, with its own ETag and Vary", async () => {
    for (const itemId of itemIds.slice(1)) {
      await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, quantity: 2 } });
    }
    const plain = await getCart("identity");
    const br = await getCart(BROWSER);
    const gzip = await getCart("gzip, deflate");
    expect([br.encoding, gzip.encoding]).toEqual(["br", "gzip"]);
    expect(br.cart).toEqual(plain.cart);
    expect(gzip.cart).toEqual(plain.cart);
    expect(plain.cart).toHaveLength(3);
    expect(br.res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length / 2);
    expect(br.res.headers.vary).toBe("Cookie, Accept-Encoding");
    const etags = new Set([plain.res.headers.etag, br.res.headers.etag, gzip.res.headers.etag]);
    expect(etags.size).toBe(3);

    // A current copy gets 304 in its own encoding only.
    const revalidate = (acceptEncoding: string, etag: string) =>
      ctx.app.inject({ url: "/api/cart", headers: { cookie, "accept-encoding": acceptEncoding, "if-none-match": etag } });
    expect((await revalidate(BROWSER, br.res.headers.etag as string)).statusCode).toBe(304);
    expect((await revalidate("identity", br.res.headers.etag as string)).statusCode).toBe(200);
  });

  it("shows a change to the cart by a route, on this instance or another", async () => {
    await readCompressed();
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: itemIds[1], quantity: 2 } });
    expect((await readCompressed()).find((e) => e.itemId === itemIds[1])?.quantity).toBe(2);

    const entryId = (await readCompressed()).find((e) => e.itemId === itemIds[1])!.id;
    await other.app.inject({ method: "PATCH", url: `/api/cart/${entryId}`, headers: { cookie }, payload: { quantity: 5 } });
    expect((await readCompressed()).find((e) => e.itemId === itemIds[1])?.quantity).toBe(5);
  });

  it("shows cart rows changed by SQL outside the app", async () => {
    await readCompressed();
    await ctx.database.db.insert(cartEntries).values({ userId, itemId: itemIds[2]!, quantity: 7 });
    expect((await readCompressed()).find((e) => e.itemId === itemIds[2])?.quantity).toBe(7);
  });

  it("shows a price change and a renamed item (catalog changes made outside the app)", async () => {
    const before = await readCompressed();
    const storeId = before[0]!.storePrices[0]!.storeId;
    await ctx.database.db.update(prices).set({ cents: 54321 }).where(eq(prices.itemId, itemIds[0]!));
    expect((await readCompressed())[0]!.storePrices.find((p) => p.storeId === storeId)?.price).toBe("543.21");

    const [item] = await ctx.database.db
      .select({ name: groceryItems.name })
      .from(groceryItems)
      .where(eq(groceryItems.id, itemIds[0]!));
    await ctx.database.db
      .update(groceryItems)
      .set({ name: `${item!.name} (renamed)` })
      .where(eq(groceryItems.id, itemIds[0]!));
    try {
      expect((await readCompressed())[0]!.item.name).toBe(`${item!.name} (renamed)`);
    } finally {
      await ctx.database.db.update(groceryItems).set({ name: item!.name }).where(eq(groceryItems.id, itemIds[0]!));
    }
  });

  it("shows the stores the shopper selects, changed on another instance", async () => {
    expect((await readCompressed())[0]!.storePrices.map((p) => p.storeId)).toEqual(storeIds.slice(0, 2));
    await other.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie },
      payload: {
        location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
        radiusMiles: 5,
        selectedStoreIds: [storeIds[2]],
      },
    });
    expect((await readCompressed())[0]!.storePrices.map((p) => p.storeId)).toEqual([storeIds[2]]);
  });

  it("is only ever sent to its owner, whatever ETag or encoding another shopper sends", async () => {
    const mine = await getCart(BROWSER);
    expect(mine.cart).toHaveLength(1);
    const bob = await signIn(ctx.app, `bob-encoded-${shoppers}@example.com`);
    const res = await ctx.app.inject({
      url: "/api/cart",
      headers: { cookie: bob, "accept-encoding": BROWSER, "if-none-match": mine.res.headers.etag as string },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(decode(res.headers["content-encoding"] as string, res.rawPayload))).toEqual([]);
    const signedOut = await ctx.app.inject({ url: "/api/cart", headers: { "accept-encoding": BROWSER } });
    expect(signedOut.statusCode).toBe(401);
  });
});
