// @module-tag engines
// Split from cart.routes.test.ts: what the cart answers at each store (unavailable, the default stores, whose price wins).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prices } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let items: { id: number; name: string; brand: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
});
afterAll(() => ctx.close());

const as = (cookie: string) => ({ headers: { cookie } });
const cart = async (cookie: string) => (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();
const itemNamed = (name: string, brand?: string) => items.find((i) => i.name === name && (!brand || i.brand === brand))!;

describe("cart prices at stores", () => {
  it("marks an item a store does not carry as unavailable in exact mode, never $0.00", async () => {
    const exclusive = itemNamed("Whole Milk", "Great Value");
    const nonWalmart = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=3" }))
      .json()
      .find((s: { chainName: string }) => s.chainName !== "Walmart");
    const cookie = await signIn(ctx.app, "carol@example.com");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(cookie),
      payload: { location: null, radiusMiles: 15, selectedStoreIds: [nonWalmart.id] },
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/cart",
      ...as(cookie),
      payload: { itemId: exclusive.id, matchMode: "exact" },
    });
    const [entry] = await cart(cookie);
    expect(entry.storePrices).toEqual([
      {
        storeId: nonWalmart.id,
        price: null,
        low: null,
        high: null,
        available: false,
        unitPrice: null,
        source: null,
        sourceLabel: null,
        observedAt: null,
        pricedItem: null,
        packs: null,
        lineTotal: null,
      },
    ]);
  });

  it("prices at the 3 nearest stores in range when none is selected", async () => {
    const cookie = await signIn(ctx.app, "dave@example.com");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(cookie),
      payload: { location: { lat: 40.4406, lng: -79.9959, address: "Downtown" }, radiusMiles: 5, selectedStoreIds: [] },
    });
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload: { itemId: itemNamed("Bananas").id } });
    const [entry] = await cart(cookie);
    const nearest = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json().slice(0, 3);
    expect(entry.storePrices.map((p: { storeId: number }) => p.storeId)).toEqual(nearest.map((s: { id: number }) => s.id));
  });

  it("prices a store's own trusted observation over its chain's, and the newest among equals (decision 016)", async () => {
    const all = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json() as {
      id: number;
      chainId: number;
    }[];
    const [first, second] = all.filter(
      (s) => s.chainId === all.find((t) => all.filter((u) => u.chainId === t.chainId).length >= 2)!.chainId,
    );
    const item = itemNamed("Bananas");
    const { db } = ctx.database;
    const day = (d: string) => ({ observedAt: new Date(`${d}T00:00:00Z`), observedPrecision: "day" as const });
    await db.insert(prices).values([
      {
        itemId: item.id,
        chainId: first!.chainId,
        storeId: null,
        cents: 111,
        source: "import",
        sourceRef: "a.csv:2",
        ...day("2030-01-02"),
      },
      {
        itemId: item.id,
        chainId: first!.chainId,
        storeId: null,
        cents: 999,
        source: "store-api",
        sourceRef: "api",
        ...day("2030-01-01"),
      },
      // Newer, but held for review: never a current price.
      {
        itemId: item.id,
        chainId: first!.chainId,
        storeId: null,
        cents: 5,
        source: "shopper-report",
        sourceRef: "report",
        status: "held",
        observedAt: new Date("2030-02-01T12:00:00Z"),
        observedPrecision: "moment",
      },
      // Older than the chain's rows, but the store's own.
      {
        itemId: item.id,
        chainId: first!.chainId,
        storeId: second!.id,
        cents: 222,
        source: "import",
        sourceRef: "b.csv:9",
        ...day("2029-06-30"),
      },
    ]);
    const cookie = await signIn(ctx.app, "erin@example.com");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(cookie),
      payload: { location: null, radiusMiles: 25, selectedStoreIds: [second!.id, first!.id] },
    });
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload: { itemId: item.id } });
    const [entry] = await cart(cookie);
    expect(
      entry.storePrices.map((p: { storeId: number; price: string; source: string; observedAt: string }) => [
        p.storeId,
        p.price,
        p.source,
        p.observedAt,
      ]),
    ).toEqual([
      [second!.id, "2.22", "import", "2029-06-30"],
      [first!.id, "1.11", "import", "2030-01-02"],
    ]);
  });
});
