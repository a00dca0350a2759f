// @module-tag engines
// Decision 107: a kept catalog part (decision 105) keeps the lines last priced from it (its whole answer's, and a
// change's since); the next answer from it takes a line with the same item, match mode and quantity as it was, in the
// same month (margins age by the month), and prices the others. Every answer equals a new session's first, whole read at
// the same moment.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEntries, sessions, users } from "../../db/schema/index";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import type { CartEntry } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { addToCartOfSession, changeCartEntryOfSession, getCartOfSession } from "./cart.service";

const EMAIL = "priced-lines@example.com";
/** Two moments of one month, and one of the next. */
const [NOW, LATER, NEXT_MONTH] = [
  new Date("2026-11-03T08:00:00Z"),
  new Date("2026-11-30T23:59:00Z"),
  new Date("2026-12-01T00:01:00Z"),
];
let ctx: TestContext;
let db: Db;
let userId: string;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  db = ctx.database.db;
  cookie = await signIn(ctx.app, EMAIL);
  const as = { headers: { cookie } };
  const near = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as {
    id: number;
  }[];
  const put = await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    ...as,
    payload: { location: null, radiusMiles: 15, selectedStoreIds: near.slice(0, 4).map((store) => store.id) },
  });
  expect(put.statusCode).toBe(200);
  // Items with prices, some of groups (an "any brand" line is priced with the group's other members too).
  const items = await sqlRows<{ id: number; grouped: boolean }>(
    db,
    sql`select id, product_group is not null as grouped from grocery_items order by product_group nulls last, id limit 6`,
  );
  for (const { id, grouped } of items) {
    const payload = { itemId: id, matchMode: grouped ? "any" : "exact" };
    expect((await ctx.app.inject({ method: "POST", url: "/api/cart", ...as, payload })).statusCode).toBe(201);
  }
  userId = (await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL)))[0]!.id;
});
afterAll(() => ctx.close());

let sessionCount = 0;
/** A new session of the shopper (its first read is whole), by its token hash. */
async function newSession() {
  const tokenHash = `priced-lines-${++sessionCount}`;
  await db.insert(sessions).values({ tokenHash, userId, expiresAt: new Date("2099-01-01T00:00:00Z") });
  return tokenHash;
}
async function cartAt(tokenHash: string, now: Date): Promise<CartEntry[]> {
  const cart = await getCartOfSession(db, tokenHash, now);
  expect(cart).toBeDefined();
  return cart!.result;
}
const freshAt = async (now: Date) => cartAt(await newSession(), now);

describe("the lines a kept catalog part keeps priced", () => {
  it("are taken as they were while item, mode, quantity and month are the same; the rest priced again", async () => {
    const session = await newSession();
    const first = await cartAt(session, NOW); // whole: keeps the part, priced from it, and its lines priced
    const again = await cartAt(session, LATER);
    expect(again).toEqual(await freshAt(LATER));
    expect(again.length).toBeGreaterThan(3);
    again.forEach((entry, n) => expect(entry.storePrices).toBe(first[n]!.storePrices));
    // Shared by every later answer: frozen to the bottom (review R119).
    const cell = again.flatMap((entry) => entry.storePrices).find((price) => price.pricedItem !== null)!;
    expect([Object.isFrozen(again[0]!.storePrices), Object.isFrozen(cell), Object.isFrozen(cell.pricedItem)]).toEqual([
      true,
      true,
      true,
    ]);

    const [changed, ...rest] = again;
    await db
      .update(cartEntries)
      .set({ quantity: changed!.quantity + 2 })
      .where(and(eq(cartEntries.id, changed!.id), eq(cartEntries.userId, userId)));
    const after = await cartAt(session, LATER);
    expect(after).toEqual(await freshAt(LATER));
    expect(after[0]!.storePrices).not.toBe(changed!.storePrices);
    expect(after[0]!.storePrices).not.toEqual(changed!.storePrices);
    rest.forEach((entry, n) => expect(after[n + 1]!.storePrices).toBe(entry.storePrices));

    // Another match mode at the same quantity is another line.
    const switched = after.find((entry) => entry.matchMode === "any")!;
    await db.update(cartEntries).set({ matchMode: "exact" }).where(eq(cartEntries.id, switched.id));
    const exact = await cartAt(session, LATER);
    expect(exact).toEqual(await freshAt(LATER));
    expect(exact.find((entry) => entry.id === switched.id)!.storePrices).not.toBe(switched.storePrices);
    await db.update(cartEntries).set({ matchMode: "any" }).where(eq(cartEntries.id, switched.id));
    expect(await cartAt(session, LATER)).toEqual(await freshAt(LATER));
  });

  it("take in a change's line, and keep theirs when an add extends the part", async () => {
    const session = await newSession();
    const before = await cartAt(session, NOW);
    const [line] = before;
    const changed = await changeCartEntryOfSession(db, session, NOW, line!.id, { quantity: line!.quantity + 1 });
    const fresh = await freshAt(NOW);
    expect(changed?.result).toEqual(fresh[0]);
    const read = await cartAt(session, NOW);
    expect(read).toEqual(fresh);
    expect(read[0]!.storePrices).toBe(changed!.result!.storePrices);
    before.slice(1).forEach((entry, n) => expect(read[n + 1]!.storePrices).toBe(entry.storePrices));

    const [other] = await sqlRows<{ id: number }>(
      db,
      sql`select id from grocery_items g where not exists (select 1 from ${cartEntries} e where e.item_id = g.id and e.user_id = ${userId})
          order by id limit 1`,
    );
    const added = await addToCartOfSession(db, session, NOW, { itemId: other!.id, quantity: 1 });
    expect(added?.result.itemId).toBe(other!.id);
    const extended = await cartAt(session, NOW);
    expect(extended).toEqual(await freshAt(NOW));
    read.forEach((entry, n) => expect(extended[n]!.storePrices).toBe(entry.storePrices));
    expect(extended.at(-1)!.storePrices).toEqual(added!.result.storePrices);
  });

  it("give the same ETag while unchanged (a 304), and another after a change", async () => {
    const get = (etag?: string) =>
      ctx.app.inject({ url: "/api/cart", headers: { cookie, ...(etag ? { "if-none-match": etag } : {}) } });
    const whole = await get();
    const kept = await get();
    expect(kept.statusCode).toBe(200);
    expect(kept.headers.etag).toBe(whole.headers.etag);
    expect((await get(String(kept.headers.etag))).statusCode).toBe(304);
    const [entry] = kept.json() as CartEntry[];
    const patch = await ctx.app.inject({
      method: "PATCH",
      url: `/api/cart/${entry!.id}`,
      headers: { cookie },
      payload: { quantity: entry!.quantity + 1 },
    });
    expect(patch.statusCode).toBe(200);
    const after = await get(String(kept.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(kept.headers.etag);
    expect((after.json() as CartEntry[])[0]).toEqual(patch.json());
  });

  it("are priced again in another month: a price's margin widens as it ages", async () => {
    const session = await newSession();
    await cartAt(session, LATER);
    const november = await cartAt(session, LATER);
    const december = await cartAt(session, NEXT_MONTH);
    expect(december).toEqual(await freshAt(NEXT_MONTH));
    expect(december).not.toEqual(november);
    // Back in November (a clock set back): priced again as November's.
    expect(await cartAt(session, LATER)).toEqual(november);
  });
});
