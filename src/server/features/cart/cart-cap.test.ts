import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_CART_ENTRIES } from "../../../domain/contracts/catalog";
import { cartEntries, groceryItems, users } from "../../db/schema/index";
import { addLinesToCart, CART_FULL } from "./cart.service";

// Review R26: a cart holds at most MAX_CART_ENTRIES different items, so its rows, its priced answer and every shared
// list copied from it are bounded; what would pass the cap is refused with a message and changes nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

const firstItems = (n: number) =>
  ctx.database.db.select({ id: groceryItems.id }).from(groceryItems).orderBy(groceryItems.id).limit(n);

describe("the cart's cap on different items", () => {
  it("takes new items up to the cap, then refuses them (409) but still raises entries already there", async () => {
    const db = ctx.database.db;
    const email = "full-cart@example.com";
    const cookie = await signIn(ctx.app, email);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const items = await firstItems(MAX_CART_ENTRIES + 2);
    expect(items).toHaveLength(MAX_CART_ENTRIES + 2);
    await db.delete(cartEntries).where(eq(cartEntries.userId, user!.id));
    // The cart one short of the cap.
    await db
      .insert(cartEntries)
      .values(items.slice(0, MAX_CART_ENTRIES - 1).map((item) => ({ userId: user!.id, itemId: item.id, quantity: 1 })));
    const entries = async () => (await db.select({ n: count() }).from(cartEntries).where(eq(cartEntries.userId, user!.id)))[0]!.n;
    const add = (itemId: number) =>
      ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, quantity: 1 } });

    expect((await add(items[MAX_CART_ENTRIES - 1]!.id)).statusCode).toBeLessThan(300);
    expect(await entries()).toBe(MAX_CART_ENTRIES);
    const refused = await add(items[MAX_CART_ENTRIES]!.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CART_FULL]);
    // Written out: the words the shopper reads (the constant could say anything).
    expect(CART_FULL).toBe("Your cart has room for 1000 different items. Remove some to add more.");
    expect(await entries()).toBe(MAX_CART_ENTRIES);
    // An item already in the cart is not a new entry: its quantity rises.
    expect((await add(items[0]!.id)).statusCode).toBeLessThan(300);
    const [first] = await db
      .select({ quantity: cartEntries.quantity })
      .from(cartEntries)
      .where(eq(cartEntries.itemId, items[0]!.id));
    expect(first!.quantity).toBe(2);

    // A shared list holding one new item is refused whole: nothing of it is merged.
    const friend = await signIn(ctx.app, "friend-of-full-cart@example.com");
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", headers: { cookie: friend } });
    for (const item of [items[1]!, items[MAX_CART_ENTRIES + 1]!])
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart",
        headers: { cookie: friend },
        payload: { itemId: item.id, quantity: 3 },
      });
    const list = await ctx.app.inject({
      method: "POST",
      url: "/api/shared-lists/from-cart",
      headers: { cookie: friend },
      payload: { title: "Ours" },
    });
    expect(list.statusCode).toBe(201);
    const copy = await ctx.app.inject({
      method: "POST",
      url: `/api/shared-lists/${list.json().id}/copy-to-cart`,
      headers: { cookie },
    });
    expect([copy.statusCode, copy.json().message]).toEqual([409, CART_FULL]);
    expect(await entries()).toBe(MAX_CART_ENTRIES);
    const [second] = await db
      .select({ quantity: cartEntries.quantity })
      .from(cartEntries)
      .where(eq(cartEntries.itemId, items[1]!.id));
    expect(second!.quantity).toBe(1);
  });

  it("adds a list whole or refuses it, or with whole false adds the new items that fit (a recurring order)", async () => {
    const db = ctx.database.db;
    const email = "nearly-full-cart@example.com";
    await signIn(ctx.app, email);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const items = await firstItems(MAX_CART_ENTRIES + 1);
    // Two places left, and a list of three new items.
    await db
      .insert(cartEntries)
      .values(items.slice(0, MAX_CART_ENTRIES - 2).map((item) => ({ userId: user!.id, itemId: item.id, quantity: 1 })));
    const list = items.slice(MAX_CART_ENTRIES - 2).map((item) => ({ itemId: item.id, quantity: 1 }));
    const inCart = async () =>
      (await db.select({ itemId: cartEntries.itemId }).from(cartEntries).where(eq(cartEntries.userId, user!.id))).map(
        (row) => row.itemId,
      );

    await expect(addLinesToCart(db, user!.id, list)).rejects.toMatchObject({ statusCode: 409, message: CART_FULL });
    expect(await inCart()).toHaveLength(MAX_CART_ENTRIES - 2);
    await addLinesToCart(db, user!.id, list, false);
    const after = await inCart();
    expect(after).toHaveLength(MAX_CART_ENTRIES);
    expect(after).toEqual(expect.arrayContaining([list[0]!.itemId, list[1]!.itemId]));
    expect(after).not.toContain(list[2]!.itemId);
  });
});
