import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// GET /api/cart carries an ETag of what it sends (@fastify/etag): a browser holding the current copy
// gets 304 and no body, and any change to the cart gives a new tag at the very next read.

let ctx: TestContext;
let alice: string;
let bob: string;
let entryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, "etag-alice@example.com");
  bob = await signIn(ctx.app, "etag-bob@example.com");
  const items: { id: number }[] = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  const add = await ctx.app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie: alice },
    payload: { itemId: items[0]!.id, quantity: 1 },
  });
  entryId = add.json().id;
});
afterAll(() => ctx.close());

const get = (cookie: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: "/api/cart", headers: { cookie, ...headers } });

describe("GET /api/cart and If-None-Match", () => {
  it("sends a private ETag and answers 304 with no body while nothing changed", async () => {
    const first = await get(alice);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(alice, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
  });

  it("answers 200 with a new ETag right after a change", async () => {
    const etag = (await get(alice)).headers.etag as string;
    await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entryId}`, headers: { cookie: alice }, payload: { quantity: 3 } });
    const after = await get(alice, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()[0].quantity).toBe(3);
  });

  it("never answers 304 to another shopper whose cart differs", async () => {
    const etag = (await get(alice)).headers.etag as string;
    const res = await get(bob, { "if-none-match": etag });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
