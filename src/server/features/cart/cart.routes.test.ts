// @module-tag engines
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartResponseSchema } from "../../../domain/contracts/catalog";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let alice: string;
let bob: string;
let items: { id: number; name: string; brand: string }[];
let storeIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, "alice@example.com");
  bob = await signIn(ctx.app, "bob@example.com");
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json();
  storeIds = stores.slice(0, 3).map((s: { id: number }) => s.id);
});
afterAll(() => ctx.close());

const as = (cookie: string) => ({ headers: { cookie } });
const cart = async (cookie: string) => (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();
const itemNamed = (name: string, brand?: string) => items.find((i) => i.name === name && (!brand || i.brand === brand))!;

describe("cart", () => {
  it("needs a signed-in user", async () => {
    for (const [method, url] of [
      ["GET", "/api/cart"],
      ["POST", "/api/cart"],
      ["PATCH", "/api/cart/1"],
      ["DELETE", "/api/cart/1"],
      ["DELETE", "/api/cart"],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === "POST" || method === "PATCH" ? { itemId: 1, quantity: 1 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers exactly the contract: every field as the schema has it, nothing beyond it (decision 063)", async () => {
    const carol = await signIn(ctx.app, "carol-contract@example.com");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(carol),
      payload: {
        location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
        radiusMiles: 5,
        selectedStoreIds: storeIds,
      },
    });
    for (const item of [itemNamed("Whole Milk"), items.find((i) => i.brand === "Store Brand")!])
      await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(carol), payload: { itemId: item.id, quantity: 2 } });
    const res = await ctx.app.inject({ url: "/api/cart", ...as(carol) });
    const body = res.json();
    expect(body).toHaveLength(2);
    expect(body.flatMap((e: { storePrices: unknown[] }) => e.storePrices)).toHaveLength(2 * storeIds.length);
    // The schema drops what it does not know: the answer is unchanged only when nothing was extra.
    expect(cartResponseSchema.parse(body)).toStrictEqual(body);
  });

  it("adds items, merges repeats, and prices each entry at the selected stores as decimal strings", async () => {
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(alice),
      payload: {
        location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
        radiusMiles: 5,
        selectedStoreIds: storeIds,
      },
    });
    const milk = itemNamed("Whole Milk");
    const add = await ctx.app.inject({
      method: "POST",
      url: "/api/cart",
      ...as(alice),
      payload: { itemId: milk.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(201);
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(alice), payload: { itemId: milk.id, quantity: 2 } });
    const entries = await cart(alice);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ itemId: milk.id, quantity: 3, item: { name: "Whole Milk", brand: milk.brand } });
    expect(entries[0].storePrices.map((p: { storeId: number }) => p.storeId)).toEqual(storeIds);
    for (const p of entries[0].storePrices.filter((p: { available: boolean }) => p.available)) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.source).toMatch(/^(bls-anchored|team-estimate)$/);
      expect(p.sourceLabel).toMatch(/BLS US average price for \w{3} \d{4}|PennyCart team estimate/);
      expect(p.observedAt).toMatch(/^\d{4}(-\d{2})?$/);
      expect(p.unitPrice).toMatch(/^\$\d+\.\d+\/(fl oz|lb|ct|100 sq ft)$/);
    }
  });

  it("changes quantity, removes and clears only the caller's entries", async () => {
    const [entry] = await cart(alice);
    expect(
      (await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entry.id}`, ...as(alice), payload: { quantity: 5 } }))
        .statusCode,
    ).toBe(200);
    expect((await cart(alice))[0].quantity).toBe(5);

    const foreign = await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entry.id}`, ...as(bob), payload: { quantity: 1 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Cart item not found" });
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/cart/${entry.id}`, ...as(bob) })).statusCode).toBe(404);
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", ...as(bob) });
    expect((await cart(alice))[0].quantity).toBe(5);

    expect((await ctx.app.inject({ method: "DELETE", url: `/api/cart/${entry.id}`, ...as(alice) })).statusCode).toBe(200);
    expect(await cart(alice)).toEqual([]);
  });

  it("clears the cart", async () => {
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(alice), payload: { itemId: items[0]!.id } });
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(alice), payload: { itemId: items[1]!.id } });
    expect(await cart(alice)).toHaveLength(2);
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", ...as(alice) });
    expect(await cart(alice)).toEqual([]);
  });

  it.each([
    [{ itemId: 99999999, quantity: 1 }, 404, "Grocery item 99999999 not found"],
    [{ itemId: "abc", quantity: 1 }, 400, "itemId must be a number"],
    [{ itemId: 1, quantity: 0 }, 400, "Quantity must be at least 1"],
    [{ itemId: 1, quantity: 1.5 }, 400, "Quantity must be a whole number"],
    [{ itemId: 1, quantity: 100 }, 400, "Quantity must be at most 99"],
    [{ quantity: 1 }, 400, "itemId"],
    // Ids past the integer column, and loose values that a coercing schema used to accept.
    [{ itemId: 2 ** 31, quantity: 1 }, 400, "itemId must be at most 2147483647"],
    [{ itemId: 1e20, quantity: 1 }, 400, "itemId"],
    [{ itemId: true, quantity: 1 }, 400, "itemId must be a number"],
    [{ itemId: [1], quantity: 1 }, 400, "itemId must be a number"],
    [{ itemId: "0x1f", quantity: 1 }, 400, "itemId must be a number"],
    [{ itemId: "1e2", quantity: 1 }, 400, "itemId must be a number"],
    [{ itemId: 1, quantity: "2" }, 400, "Quantity must be a number"],
    [{ itemId: 1, quantity: true }, 400, "Quantity must be a number"],
  ])("refuses a bad add %o and changes nothing", async (payload, status, message) => {
    const before = await cart(alice);
    const res = await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(alice), payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await cart(alice)).toEqual(before);
  });

  it("caps merged quantities at 99", async () => {
    const item = items[2]!;
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(bob), payload: { itemId: item.id, quantity: 60 } });
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(bob), payload: { itemId: item.id, quantity: 60 } });
    expect((await cart(bob))[0].quantity).toBe(99);
  });

  it("refuses a bad quantity update", async () => {
    const [entry] = await cart(bob);
    for (const quantity of [0, -1, 100, "x"]) {
      const res = await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entry.id}`, ...as(bob), payload: { quantity } });
      expect(res.statusCode).toBe(400);
    }
    expect((await cart(bob))[0].quantity).toBe(99);
    expect(
      (await ctx.app.inject({ method: "PATCH", url: "/api/cart/abc", ...as(bob), payload: { quantity: 1 } })).statusCode,
    ).toBe(400);
  });

  it("answers 400, never 500, for entry ids past the integer column, and changes nothing", async () => {
    const before = await cart(bob);
    for (const id of ["2147483648", "99999999999999999999", "0x1f", "1e2"]) {
      const patch = await ctx.app.inject({ method: "PATCH", url: `/api/cart/${id}`, ...as(bob), payload: { quantity: 1 } });
      expect(patch.statusCode, `PATCH ${id}`).toBe(400);
      expect(patch.json().message).toContain("id must be");
      const remove = await ctx.app.inject({ method: "DELETE", url: `/api/cart/${id}`, ...as(bob) });
      expect(remove.statusCode, `DELETE ${id}`).toBe(400);
    }
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/cart/2147483647", ...as(bob) })).statusCode).toBe(404);
    expect(await cart(bob)).toEqual(before);
  });
});
