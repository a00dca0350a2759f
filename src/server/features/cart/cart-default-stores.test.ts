import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// Spec §9: with no store selected, the cart is priced at the 3 nearest stores within the shopper's radius.
// South of Pittsburgh (40.3, -79.9) the nearest seeded store is about 2.0 miles away and the next about 3.1.
const SOUTH = { lat: 40.3, lng: -79.9, address: "Large, PA" };

let ctx: TestContext;
let shoppers = 0;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

async function pricedStoreIds(radiusMiles: number): Promise<number[]> {
  const cookie = await signIn(ctx.app, `default-stores-${++shoppers}@example.com`);
  const headers = { cookie };
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers,
    payload: { location: SOUTH, radiusMiles, selectedStoreIds: [] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers, payload: { itemId } });
  const [entry] = (await ctx.app.inject({ url: "/api/cart", headers })).json() as { storePrices: { storeId: number }[] }[];
  return entry!.storePrices.map((p) => p.storeId);
}

const storesWithin = async (miles: number) =>
  (
    (await ctx.app.inject({ url: `/api/stores?lat=${SOUTH.lat}&lng=${SOUTH.lng}&maxDistance=${miles}` })).json() as {
      id: number;
    }[]
  ).map((s) => s.id);

describe("stores a cart is priced at when the shopper selected none", () => {
  it("leaves out stores beyond the radius, even when fewer than 3 are inside it", async () => {
    const inside = await storesWithin(2);
    expect(inside).toHaveLength(1);
    expect(await pricedStoreIds(2)).toEqual(inside);
  });

  it("takes the 3 nearest when more are inside the radius", async () => {
    const inside = await storesWithin(4);
    expect(inside.length).toBeGreaterThan(3);
    expect(await pricedStoreIds(4)).toEqual(inside.slice(0, 3));
  });

  it("prices at no store when none is inside the radius", async () => {
    expect(await storesWithin(1)).toEqual([]);
    expect(await pricedStoreIds(1)).toEqual([]);
  });
});
