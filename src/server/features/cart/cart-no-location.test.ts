import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { userPreferences } from "../../db/schema/index";

// Spec §9: a cart is priced at the selected stores, else the nearest ones to the shopper; with neither, at no store.
let ctx: TestContext;
let itemId: number;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

async function cartPricedStores(email: string, stored?: { latitude: number | null; longitude: number | null }) {
  const cookie = await signIn(ctx.app, email);
  if (stored) {
    const { id } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    await ctx.database.db.insert(userPreferences).values({ userId: id, ...stored, locationLabel: "Somewhere" });
  }
  expect((await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId } })).statusCode).toBe(
    201,
  );
  const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
    itemId: number;
    storePrices: unknown[];
  }[];
  expect(cart.map((entry) => entry.itemId)).toEqual([itemId]);
  return cart[0]!.storePrices;
}

describe("a cart with no stores selected and no location", () => {
  it("lists its items priced at no store", async () => {
    expect(await cartPricedStores("cart-no-location@example.com")).toEqual([]);
  });

  it("treats a stored point with only one coordinate as no location", async () => {
    expect(await cartPricedStores("cart-half-lat@example.com", { latitude: 40.44, longitude: null })).toEqual([]);
    expect(await cartPricedStores("cart-half-lng@example.com", { latitude: null, longitude: -79.99 })).toEqual([]);
  });
});
