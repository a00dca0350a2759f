import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_SHOPPERS } from "../../../domain/users/sample-shoppers";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { CATALOG_ITEMS } from "../../db/seed/data/catalog";

// Issue 28: the sign-in page's sample shoppers start with the carts their buttons promise.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type CartLine = { id: number; quantity: number; item: { name: string; brand: string; unit: string } };
const cartOf = async (cookie: string) => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as CartLine[];
const keyOf = (line: CartLine) =>
  CATALOG_ITEMS.find((item) => item.name === line.item.name && item.brand === line.item.brand && item.unit === line.item.unit)
    ?.key;

describe("sample shoppers", () => {
  it.each(SAMPLE_SHOPPERS.map((shopper) => [shopper.blurb, shopper] as const))(
    "%s: the first sign-in starts with that cart",
    async (_blurb, shopper) => {
      const cookie = await signIn(ctx.app, shopper.email, { firstName: shopper.firstName, lastName: shopper.lastName });
      const cart = await cartOf(cookie);
      expect(
        cart.map((line) => ({ key: keyOf(line), quantity: line.quantity })).sort((a, b) => a.key!.localeCompare(b.key!)),
      ).toEqual([...shopper.cart].sort((a, b) => a.key.localeCompare(b.key)));
    },
  );

  it("a later sign-in never puts back what the shopper changed", async () => {
    const shopper = SAMPLE_SHOPPERS[0]!;
    const cookie = await signIn(ctx.app, shopper.email.toUpperCase());
    const [first, second] = await cartOf(cookie);
    await ctx.app.inject({ method: "DELETE", url: `/api/cart/${first!.id}`, headers: { cookie } });
    await ctx.app.inject({ method: "PATCH", url: `/api/cart/${second!.id}`, headers: { cookie }, payload: { quantity: 7 } });
    const changed = await cartOf(cookie);

    const again = await signIn(ctx.app, shopper.email, { firstName: shopper.firstName });
    expect(await cartOf(again)).toEqual(changed);
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", headers: { cookie: again } });
    expect(await cartOf(await signIn(ctx.app, shopper.email))).toEqual([]);
  });

  it("anyone else's new account starts empty", async () => {
    expect(await cartOf(await signIn(ctx.app, "alex.rivera@example.com", { firstName: "Alex", lastName: "Rivera" }))).toEqual([]);
  });
});
