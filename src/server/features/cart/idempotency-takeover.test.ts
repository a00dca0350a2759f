// @module-tag engines
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_KEYS_PER_SHOPPER } from "./idempotency";

// Decision 022: "If the server dies between applying a change and keeping its answer, the key is taken
// over after 60 s" -- safe only for absolute changes. POST /api/cart is keyed too, and it adds.
let ctx: TestContext;
let cookie: string;
let itemIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, "takeover@example.com");
  itemIds = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).map((i) => i.id);
});
afterAll(() => ctx.close());

const post = (itemId: number, key: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/cart",
    payload: { itemId, quantity: 1 },
    headers: { cookie, "idempotency-key": key },
  });
const quantityOf = async (itemId: number) =>
  ((await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as { itemId: number; quantity: number }[]).find(
    (e) => e.itemId === itemId,
  )?.quantity;

describe("an add sent with an Idempotency-Key is applied once", () => {
  it("even when the server died after adding and before keeping the answer (the retry comes after 60 s)", async () => {
    const key = `crash-${crypto.randomUUID()}`;
    expect((await post(itemIds[0]!, key)).statusCode).toBe(201);
    // What a crash between the handler and the onSend hook leaves behind: the change applied, no answer kept.
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await post(itemIds[0]!, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      "The first request with this Idempotency-Key was never answered; check your cart and send a new key",
    );
    expect(await quantityOf(itemIds[0]!)).toBe(1);
  });

  it("when the same add arrives twice at once", async () => {
    const key = `twice-${crypto.randomUUID()}`;
    const answers = await Promise.all([post(itemIds[1]!, key), post(itemIds[1]!, key)]);
    // One runs; the other is answered 409 (still running) or with the kept answer: never a second add.
    expect(answers.map((a) => `${a.statusCode} ${a.headers["idempotent-replayed"] ?? "ran"}`).sort()).not.toEqual([
      "201 ran",
      "201 ran",
    ]);
    expect(await quantityOf(itemIds[1]!)).toBe(1);
  });
});

describe("the keys kept per shopper", () => {
  it(`are at most ${MAX_KEYS_PER_SHOPPER}: the oldest answers give way to new ones (issue 27 item 10), the newest still replay`, async () => {
    const shopper = await signIn(ctx.app, "many-keys@example.com");
    const put = (key: string, quantity: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/cart",
        payload: { itemId: itemIds[2]!, quantity },
        headers: { cookie: shopper, "idempotency-key": key },
      });
    const [owner] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "many-keys@example.com"));
    // 230 keys at once in the database (as a long offline queue would leave), then one more change through the API.
    await ctx.database.db.insert(idempotencyKeys).values(
      Array.from({ length: 230 }, (_, n) => ({
        userId: owner!.id,
        key: `old-${String(n).padStart(3, "0")}`,
        request: "POST /api/cart x",
        status: 201,
        body: "{}",
        createdAt: sql`now() - make_interval(mins => ${230 - n})`,
      })),
    );
    expect((await put("newest-key", 1)).statusCode).toBe(201);
    const kept = await ctx.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, owner!.id));
    expect(kept).toHaveLength(MAX_KEYS_PER_SHOPPER);
    expect(kept.map((k) => k.key)).toContain("newest-key");
    expect(kept.map((k) => k.key)).not.toContain("old-000");
    expect(kept.map((k) => k.key)).toContain("old-229");
    const replay = await put("newest-key", 1);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });
});
