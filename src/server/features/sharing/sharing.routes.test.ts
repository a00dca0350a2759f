import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { groceryItems, sharedLists } from "../../db/schema/index";

let ctx: TestContext;
let items: { id: number; name: string; brand: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://pennycart.example", RATE_LIMIT_PER_MINUTE: "0" });
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
});
afterAll(() => ctx.close());

let n = 0;
/** A fresh shopper (so no test sees another's cart or lists). */
async function shopper(names: { firstName?: string; lastName?: string } = {}) {
  n += 1;
  const email = `sharer-${n}-${Date.now()}@example.com`;
  return { email, cookie: await signIn(ctx.app, email, names) };
}
const as = (cookie: string) => ({ headers: { cookie } });

async function fillCart(cookie: string, lines: [number, number][]) {
  for (const [index, quantity] of lines) {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/cart",
      ...as(cookie),
      payload: { itemId: items[index]!.id, quantity },
    });
    expect(res.statusCode).toBe(201);
  }
}
const share = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/shared-lists/from-cart", ...as(cookie), payload: payload as object });
const cartOf = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json() as { itemId: number; quantity: number }[]).map((e) => [
    e.itemId,
    e.quantity,
  ]);

describe("sharing a cart", () => {
  it("snapshots the cart behind an unguessable link that shows owner names only", async () => {
    const ann = await shopper({ firstName: "Ann", lastName: "Lee" });
    await fillCart(ann.cookie, [
      [0, 2],
      [1, 1],
      [2, 3],
    ]);
    const created = await share(ann.cookie, { title: "  Party  ", description: "For Saturday\r\nThanks!" });
    expect(created.statusCode).toBe(201);
    const { id, shareUrl } = created.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, "base64url")).toHaveLength(16);
    expect(shareUrl).toBe(`https://pennycart.example/shared/${id}`);

    // Later cart changes do not alter the shared list.
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", ...as(ann.cookie) });

    const visitor = await ctx.app.inject({ url: `/api/shared-lists/${id}` });
    expect(visitor.statusCode).toBe(200);
    const list = visitor.json();
    expect(list).toEqual({
      id,
      title: "Party",
      description: "For Saturday\nThanks!",
      createdAt: expect.any(String),
      owner: { firstName: "Ann", lastName: "Lee" },
      items: [0, 1, 2].map((i, position) => ({
        id: expect.any(Number),
        itemId: items[i]!.id,
        quantity: [2, 1, 3][position],
        notes: null,
        item: { name: items[i]!.name, brand: items[i]!.brand, unit: items[i]!.unit },
      })),
    });
    expect(visitor.body).not.toContain(ann.email);
    expect(visitor.body).not.toContain("userId");
  });

  it("refuses a blank or long title, a long description, and an empty cart, creating nothing", async () => {
    const bob = await shopper();
    expect((await share(bob.cookie, { title: "Empty" })).json()).toEqual({ message: "Cart is empty" });
    await fillCart(bob.cookie, [[0, 1]]);
    for (const payload of [{ title: "   " }, { title: "x".repeat(101) }, { title: "ok", description: "d".repeat(501) }, {}]) {
      const res = await share(bob.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    expect((await ctx.app.inject({ url: "/api/shared-lists", ...as(bob.cookie) })).json()).toEqual([]);
    expect((await share(bob.cookie, { title: "x".repeat(100), description: "" })).statusCode).toBe(201);
  });

  it("needs a signed-in user to share, list, copy and delete", async () => {
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/shared-lists/from-cart", payload: { title: "x" } })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ url: "/api/shared-lists" })).statusCode).toBe(401);
    const cy = await shopper();
    await fillCart(cy.cookie, [[0, 1]]);
    const { id } = (await share(cy.cookie, { title: "Mine" })).json();
    expect((await ctx.app.inject({ method: "POST", url: `/api/shared-lists/${id}/copy-to-cart` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}` })).statusCode).toBe(401);
  });

  it("answers 404 'List not found' for unknown and malformed ids", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "nope", "1", "x".repeat(99)]) {
      const res = await ctx.app.inject({ url: `/api/shared-lists/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "List not found" });
    }
  });

  it("allows at most 50 lists a day per user (429), deleted ones included", async () => {
    const dee = await shopper();
    await fillCart(dee.cookie, [[0, 1]]);
    const { id } = (await share(dee.cookie, { title: "first" })).json();
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}`, ...as(dee.cookie) })).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 52 }, (_, i) => share(dee.cookie, { title: `list ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(49);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(results.find((r) => r.statusCode === 429)!.json().message).toMatch(/50 lists a day/);
    // A day later the user may share again.
    const [user] = await ctx.database.db.select({ userId: sharedLists.userId }).from(sharedLists).where(eq(sharedLists.id, id));
    await ctx.database.db
      .update(sharedLists)
      .set({ createdAt: sql`${sharedLists.createdAt} - interval '25 hours'` })
      .where(eq(sharedLists.userId, user!.userId));
    expect((await share(dee.cookie, { title: "tomorrow" })).statusCode).toBe(201);
  });
});

describe("copying a shared list into a cart", () => {
  it("merges every item into the caller's cart, capped at 99, and reports what was added", async () => {
    const owner = await shopper();
    await fillCart(owner.cookie, [
      [3, 2],
      [4, 98],
    ]);
    const { id } = (await share(owner.cookie, { title: "Copy me" })).json();
    const taker = await shopper();
    await fillCart(taker.cookie, [
      [4, 5],
      [5, 1],
    ]);
    const res = await ctx.app.inject({ method: "POST", url: `/api/shared-lists/${id}/copy-to-cart`, ...as(taker.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, skipped: 0 });
    expect(new Map((await cartOf(taker.cookie)) as [number, number][])).toEqual(
      new Map([
        [items[4]!.id, 99],
        [items[5]!.id, 1],
        [items[3]!.id, 2],
      ]),
    );
    // The owner's cart is untouched.
    expect(await cartOf(owner.cookie)).toEqual([
      [items[3]!.id, 2],
      [items[4]!.id, 98],
    ]);
  });

  it("skips and counts items that left the catalog, still showing them on the list", async () => {
    const owner = await shopper();
    const [gone] = await ctx.database.db
      .insert(groceryItems)
      .values({
        key: `gone-${Date.now()}`,
        name: "Discontinued Soda",
        brand: "Old",
        category: "Beverages",
        unit: "can",
        size: 12,
        sizeUnit: "fl oz",
      })
      .returning({ id: groceryItems.id });
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(owner.cookie), payload: { itemId: gone!.id, quantity: 2 } });
    await fillCart(owner.cookie, [[6, 1]]);
    const { id } = (await share(owner.cookie, { title: "With a gone item" })).json();
    await ctx.database.db.delete(groceryItems).where(eq(groceryItems.id, gone!.id));

    const list = (await ctx.app.inject({ url: `/api/shared-lists/${id}` })).json();
    expect(list.items.map((i: { item: { name: string } }) => i.item.name)).toEqual(["Discontinued Soda", items[6]!.name]);
    const taker = await shopper();
    const res = await ctx.app.inject({ method: "POST", url: `/api/shared-lists/${id}/copy-to-cart`, ...as(taker.cookie) });
    expect(res.json()).toEqual({ added: 1, skipped: 1 });
    expect(await cartOf(taker.cookie)).toEqual([[items[6]!.id, 1]]);
  });

  it("answers 404 for an unknown or deleted list and changes nothing", async () => {
    const owner = await shopper();
    await fillCart(owner.cookie, [[7, 1]]);
    const { id } = (await share(owner.cookie, { title: "Soon gone" })).json();
    await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}`, ...as(owner.cookie) });
    const taker = await shopper();
    for (const listId of [id, "AAAAAAAAAAAAAAAAAAAAAA"]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/shared-lists/${listId}/copy-to-cart`, ...as(taker.cookie) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "List not found" });
    }
    expect(await cartOf(taker.cookie)).toEqual([]);
  });
});

describe("the owner's lists", () => {
  it("lists the caller's own lists newest first and lets only the owner delete one", async () => {
    const owner = await shopper();
    await fillCart(owner.cookie, [
      [0, 1],
      [1, 1],
    ]);
    const first = (await share(owner.cookie, { title: "First" })).json();
    const second = (await share(owner.cookie, { title: "Second", description: "two" })).json();
    const other = await shopper();
    await fillCart(other.cookie, [[2, 1]]);
    await share(other.cookie, { title: "Not yours" });

    const mine = (await ctx.app.inject({ url: "/api/shared-lists", ...as(owner.cookie) })).json();
    expect(mine.map((l: { title: string }) => l.title)).toEqual(["Second", "First"]);
    expect(mine[0]).toEqual({
      id: second.id,
      title: "Second",
      description: "two",
      createdAt: expect.any(String),
      itemCount: 2,
      shareUrl: second.shareUrl,
    });

    const foreign = await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${first.id}`, ...as(other.cookie) });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/shared-lists/${first.id}` })).statusCode).toBe(200);

    const own = await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${first.id}`, ...as(owner.cookie) });
    expect(own.json()).toEqual({ ok: true });
    expect((await ctx.app.inject({ url: `/api/shared-lists/${first.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${first.id}`, ...as(owner.cookie) })).statusCode,
    ).toBe(404);
    const after = (await ctx.app.inject({ url: "/api/shared-lists", ...as(owner.cookie) })).json();
    expect(after.map((l: { id: string }) => l.id)).toEqual([second.id]);
  });
});
