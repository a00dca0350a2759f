import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_SHOPPER_HEADER } from "../../../domain/contracts/shopping-list";
import { cartEntries, idempotencyKeys } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let alice: string;
let bob: string;
let itemIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, "shop-alice@example.com");
  bob = await signIn(ctx.app, "shop-bob@example.com");
  itemIds = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).map((i) => i.id);
});
afterAll(() => ctx.close());

type Entry = { id: number; itemId: number; quantity: number; checked: boolean };
const send = (cookie: string, method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object, key?: string) =>
  ctx.app.inject({ method, url, payload, headers: { cookie, ...(key ? { "idempotency-key": key } : {}) } });
const cart = async (cookie: string) => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as Entry[];
async function addEntry(cookie: string, itemId: number, quantity = 1): Promise<number> {
  const res = await send(cookie, "POST", "/api/cart", { itemId, quantity });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}
const db = () => ctx.database.db;
const freshKey = () => `key-${crypto.randomUUID()}`;

describe("checking entries off the shopping list", () => {
  it("keeps the tick on the server, shows it in the cart and takes it back", async () => {
    const id = await addEntry(alice, itemIds[0]!);
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(false);

    const tick = await send(alice, "PUT", `/api/cart/${id}/checked`, { checked: true });
    expect(tick.statusCode).toBe(200);
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(true);

    await send(alice, "PUT", `/api/cart/${id}/checked`, { checked: false });
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(false);
  });

  it("refuses bad input, other shoppers' entries and visitors, and changes nothing", async () => {
    const id = await addEntry(alice, itemIds[1]!);
    for (const body of [{}, { checked: "yes" }, { checked: 1 }]) {
      const res = await send(alice, "PUT", `/api/cart/${id}/checked`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await send(bob, "PUT", `/api/cart/${id}/checked`, { checked: true })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "PUT", url: `/api/cart/${id}/checked`, payload: { checked: true } })).statusCode).toBe(
      401,
    );
    expect((await send(alice, "PUT", "/api/cart/99999999/checked", { checked: true })).json()).toEqual({
      message: "Cart item not found",
    });
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(false);
  });
});

describe("Idempotency-Key on cart changes", () => {
  it("applies an add sent twice with one key once, and answers the second with the first answer", async () => {
    const key = freshKey();
    const first = await send(bob, "POST", "/api/cart", { itemId: itemIds[2]!, quantity: 2 }, key);
    const again = await send(bob, "POST", "/api/cart", { itemId: itemIds[2]!, quantity: 2 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await cart(bob)).find((e) => e.itemId === itemIds[2])?.quantity).toBe(2);

    // A new key is a new change.
    await send(bob, "POST", "/api/cart", { itemId: itemIds[2]!, quantity: 2 }, freshKey());
    expect((await cart(bob)).find((e) => e.itemId === itemIds[2])?.quantity).toBe(4);
  });

  it("does not replay an older change over a newer one: a quantity set queued offline lands once, in order", async () => {
    const id = await addEntry(bob, itemIds[3]!);
    const k1 = freshKey();
    const k2 = freshKey();
    await send(bob, "PATCH", `/api/cart/${id}`, { quantity: 2 }, k1);
    await send(bob, "PATCH", `/api/cart/${id}`, { quantity: 5 }, k2);
    // The first response was lost and the queue resends both.
    expect((await send(bob, "PATCH", `/api/cart/${id}`, { quantity: 2 }, k1)).headers["idempotent-replayed"]).toBe("true");
    await send(bob, "PATCH", `/api/cart/${id}`, { quantity: 5 }, k2);
    expect((await cart(bob)).find((e) => e.id === id)?.quantity).toBe(5);
  });

  it("replays a refusal too, and keeps keys per shopper", async () => {
    const key = freshKey();
    const gone = await send(alice, "PATCH", "/api/cart/99999999", { quantity: 2 }, key);
    expect(gone.statusCode).toBe(404);
    expect((await send(alice, "PATCH", "/api/cart/99999999", { quantity: 2 }, key)).statusCode).toBe(404);
    // Bob may use the same key for his own change.
    const id = await addEntry(bob, itemIds[4]!);
    expect((await send(bob, "PATCH", `/api/cart/${id}`, { quantity: 3 }, key)).statusCode).toBe(200);
    expect((await cart(bob)).find((e) => e.id === id)?.quantity).toBe(3);
  });

  it("refuses a key reused for another request, a malformed key and a key still in progress, changing nothing", async () => {
    const id = await addEntry(alice, itemIds[5]!);
    const key = freshKey();
    await send(alice, "PUT", `/api/cart/${id}/checked`, { checked: true }, key);
    const reused = await send(alice, "PUT", `/api/cart/${id}/checked`, { checked: false }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe("This Idempotency-Key was already used for a different request");
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(true);

    for (const bad of ["short", "has spaces in it", "x".repeat(101)]) {
      const res = await send(alice, "PATCH", `/api/cart/${id}`, { quantity: 9 }, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'");
    }

    // The first request with this key is still running (its answer not yet kept).
    const busy = freshKey();
    await send(alice, "PATCH", `/api/cart/${id}`, { quantity: 9 }, busy);
    await db().update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, busy));
    await db().update(cartEntries).set({ quantity: 1 }).where(eq(cartEntries.id, id));
    const inProgress = await send(alice, "PATCH", `/api/cart/${id}`, { quantity: 9 }, busy);
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json().message).toBe("A request with this Idempotency-Key is still being processed; try again shortly");
    expect((await cart(alice)).find((e) => e.id === id)?.quantity).toBe(1);
  });

  it("forgets keys after a day", async () => {
    const id = await addEntry(alice, itemIds[6]!);
    const key = freshKey();
    await send(alice, "PATCH", `/api/cart/${id}`, { quantity: 4 }, key);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    await send(alice, "PATCH", `/api/cart/${id}`, { quantity: 6 }, freshKey());
    const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
  });
});

describe("a queued change names the shopper it belongs to", () => {
  const userId = async (cookie: string) =>
    ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
  const sendAs = (cookie: string, shopper: string, method: "PUT" | "PATCH", url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie, [EXPECTED_SHOPPER_HEADER]: shopper } });

  it("runs when the session is that shopper's", async () => {
    const id = await addEntry(alice, itemIds[20]!);
    const res = await sendAs(alice, await userId(alice), "PUT", `/api/cart/${id}/checked`, { checked: true });
    expect(res.statusCode).toBe(200);
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(true);
  });

  it("is refused with 412 and changes nothing when the session has become another shopper's", async () => {
    // Alice's phone queued a change; by the time it is sent, Bob has signed in on that browser.
    const aliceEntry = await addEntry(alice, itemIds[21]!, 2);
    const bobEntry = await addEntry(bob, itemIds[21]!, 2);
    const aliceId = await userId(alice);
    const tick = await sendAs(bob, aliceId, "PUT", `/api/cart/${bobEntry}/checked`, { checked: true });
    expect(tick.statusCode).toBe(412);
    expect(tick.json()).toEqual({ message: "This change belongs to another shopper; sign in as them to send it" });
    const quantity = await sendAs(bob, aliceId, "PATCH", `/api/cart/${aliceEntry}`, { quantity: 5 });
    expect(quantity.statusCode).toBe(412);
    expect((await cart(bob)).find((e) => e.id === bobEntry)).toMatchObject({ checked: false, quantity: 2 });
    expect((await cart(alice)).find((e) => e.id === aliceEntry)).toMatchObject({ checked: false, quantity: 2 });
  });

  it("refuses a malformed shopper header with 400", async () => {
    const id = await addEntry(alice, itemIds[22]!);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/cart/${id}/checked`,
      payload: { checked: true },
      headers: { cookie: alice, [EXPECTED_SHOPPER_HEADER]: "x".repeat(200) },
    });
    expect(res.statusCode).toBe(400);
    expect((await cart(alice)).find((e) => e.id === id)?.checked).toBe(false);
  });
});
