import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { groceryItems } from "../../db/schema/index";

// Issue 30 item 5: a price estimated from the average of another product names both, wherever the API says where a
// price came from (the cart's store prices, the price history); one the average describes keeps the plain label.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

const PLAIN = "Estimate based on the BLS US average price for Aug 2025";
const RED = "Estimate: BLS average for white potatoes, applied to red potatoes (Aug 2025)";

async function itemId(name: string) {
  const [row] = await ctx.database.db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(and(eq(groceryItems.name, name), eq(groceryItems.brand, "Unbranded")));
  return row!.id;
}

describe("the label of an estimate from another product's average", () => {
  it("names white potatoes and red potatoes in the cart and the price history; russets keep the plain label", async () => {
    const cookie = await signIn(ctx.app, "stand-in@example.com");
    const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as {
      id: number;
    }[];
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie },
      payload: { location: null, radiusMiles: 10, selectedStoreIds: stores.slice(0, 3).map((s) => s.id) },
    });
    expect(put.statusCode).toBe(200);
    const red = await itemId("Red Potatoes");
    const russet = await itemId("Russet Potatoes");
    for (const id of [red, russet]) {
      const added = await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: id, quantity: 1 } });
      expect(added.statusCode).toBe(201);
    }
    const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
      itemId: number;
      storePrices: { price: string | null; sourceLabel: string | null }[];
    }[];
    const labels = (id: number) =>
      new Set(cart.find((entry) => entry.itemId === id)!.storePrices.filter((p) => p.price !== null).map((p) => p.sourceLabel));
    expect([...labels(red)]).toEqual([RED]);
    expect([...labels(russet)]).toEqual([PLAIN]);

    const history = await ctx.app.inject({ url: `/api/grocery-items/${red}/price-history`, headers: { cookie } });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain(RED);
    expect(history.body).not.toContain(PLAIN);
  });
});
