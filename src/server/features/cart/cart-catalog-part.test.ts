// @module-tag engines
// Decision 105: a session's cart read keeps the catalog part it read (items, groups' members, stores, observations) and
// the next read reuses it while the catalog's version, the selected stores and the lines' items allow; each read still
// checks the session and reads the entries. Every answer equals a fresh read's (a new session of the same shopper, whose
// first read is whole), whatever changed in between: an entry, a price, an item, the stores, the match mode (own labels
// and the rest: cart-catalog-part-differential.test.ts).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEntries, groceryItems, prices, sessions, stores, users } from "../../db/schema/index";
import { onStatements } from "../../../../tests/support/statement-log";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import type { Db } from "../../db/client";

const EMAIL = "catalog-part@example.com";
let ctx: TestContext;
let db: Db;
let cookie: string;
/** Every statement's text, in order. */
const log: string[] = [];
/** A change to make just before the first statement it matches, once. */
let armed: { matches: (text: string) => boolean; change: () => Promise<unknown> } | undefined;
let stop: () => void;
let storeIds: number[];
let grouped: { id: number; productGroup: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  db = ctx.database.db;
  // From the start: a prepared statement keeps the client it was first run with, so a hook begun later misses it.
  stop = onStatements(db, async (statement) => {
    log.push(statement.text);
    if (!armed?.matches(statement.text)) return;
    const { change } = armed;
    armed = undefined;
    await change();
  });
  cookie = await signIn(ctx.app, EMAIL);
  storeIds = ((await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as { id: number }[])
    .slice(0, 4)
    .map((store) => store.id);
  await select(cookie, storeIds.slice(0, 3));
  // Items of groups with more than one member: an "any brand" line of one is priced with the others too.
  grouped = await sqlRows(
    db,
    sql`select id, product_group as "productGroup" from ${groceryItems} g
    where product_group is not null and (select count(*) from ${groceryItems} o where o.product_group = g.product_group) > 1
    order by id limit 8`,
  );
  for (const { id } of grouped.slice(0, 4)) expect((await add(cookie, id, "exact")).statusCode).toBe(201);
});
afterAll(() => {
  stop();
  return ctx.close();
});

const as = (c: string) => ({ headers: { cookie: c } });
const select = (c: string, selectedStoreIds: number[]) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    ...as(c),
    payload: { location: null, radiusMiles: 15, selectedStoreIds },
  });
const add = (c: string, itemId: number, matchMode: "exact" | "any") =>
  ctx.app.inject({ method: "POST", url: "/api/cart", ...as(c), payload: { itemId, matchMode } });
const read = async (c: string) => {
  const response = await ctx.app.inject({ url: "/api/cart", ...as(c) });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; itemId: number; storePrices: { storeId: number; price: string | null }[] }[];
};

/** The cart as the session reads it, the statements that read took, and the cart a new session's first read gives. */
async function readTwice(c = cookie, email = EMAIL) {
  const before = log.length;
  const kept = await read(c);
  const statements = log.slice(before);
  const fresh = await read(await signIn(ctx.app, email));
  return { kept, fresh, statements };
}
/** The statements a request sent, with its answer. */
async function sent<T>(run: () => Promise<T>) {
  const before = log.length;
  const answer = await run();
  return { answer, statements: log.slice(before) };
}
const readObservations = (statements: string[]) => statements.some((text) => text.includes("newest_observations"));

describe("a cart read's kept catalog part", () => {
  it("is reused while nothing it read changed: one statement without the catalog, the same answer", async () => {
    await read(cookie);
    const [first] = await read(cookie);
    const changed = await ctx.app.inject({
      method: "PATCH",
      url: `/api/cart/${first!.id}`,
      ...as(cookie),
      payload: { quantity: 4 },
    });
    expect(changed.statusCode).toBe(200);
    const { kept, fresh, statements } = await readTwice();
    expect(statements).toHaveLength(1);
    expect(readObservations(statements)).toBe(false);
    expect(kept).toEqual(fresh);
    expect(kept[0]).toMatchObject({ id: first!.id, quantity: 4 });
  });

  it("is read again after a price, an item or a store changes, by any writer", async () => {
    const line = (await read(cookie)).find((entry) => entry.storePrices.some((cell) => cell.price !== null))!;
    const priced = line.storePrices.find((cell) => cell.price !== null)!;
    const [store] = await db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, priced.storeId));
    const writes = [
      () =>
        db
          .update(prices)
          .set({ cents: sql`${prices.cents} + 37` })
          .where(eq(prices.itemId, line.itemId)),
      () =>
        db
          .update(groceryItems)
          .set({ name: sql`${groceryItems.name} || ' (renamed)'` })
          .where(eq(groceryItems.id, line.itemId)),
      () => db.delete(prices).where(and(eq(prices.itemId, line.itemId), eq(prices.chainId, store!.chainId))),
    ];
    for (const [n, write] of writes.entries()) {
      const before = await read(cookie);
      await write();
      const { kept, fresh, statements } = await readTwice();
      expect(readObservations(statements)).toBe(true);
      expect(kept).toEqual(fresh);
      expect({ n, kept }).not.toEqual({ n, kept: before });
    }
  });

  it("is read again for another store selection, an item or an 'any brand' group it did not read (a change elsewhere)", async () => {
    // Another device of the same shopper: its changes are not taken into this session's part.
    const elsewhere = await signIn(ctx.app, EMAIL);
    const switchToAny = async () => {
      const line = (await read(cookie)).find((entry) => entry.itemId === grouped[0]!.id)!;
      const change = { method: "PATCH" as const, url: `/api/cart/${line.id}`, ...as(elsewhere), payload: { matchMode: "any" } };
      const switched = await ctx.app.inject(change);
      expect(switched.json()).toMatchObject({ matchMode: "any" });
      return switched;
    };
    const steps: [() => Promise<{ statusCode: number }>, boolean][] = [
      [() => select(cookie, storeIds.slice(1, 4)), true],
      [() => add(elsewhere, grouped[4]!.id, "exact"), true],
      [switchToAny, true],
      // This session's own add: its read back joins the part.
      [() => add(cookie, grouped[6]!.id, "exact"), false],
    ];
    for (const [step, readAgain] of steps) {
      await read(cookie);
      expect((await step()).statusCode).toBeLessThan(300);
      const { kept, fresh, statements } = await readTwice();
      expect(readObservations(statements)).toBe(readAgain);
      expect(kept).toEqual(fresh);
    }
    // Back to exact, and a line removed: what the part read still covers them, so it answers alone.
    const line = (await read(cookie)).find((entry) => entry.itemId === grouped[0]!.id)!;
    await ctx.app.inject({ method: "PATCH", url: `/api/cart/${line.id}`, ...as(cookie), payload: { matchMode: "exact" } });
    await ctx.app.inject({ method: "DELETE", url: `/api/cart/${line.id}`, ...as(cookie) });
    const { kept, fresh, statements } = await readTwice();
    expect(readObservations(statements)).toBe(false);
    expect(kept).toEqual(fresh);
    expect(kept.some((entry) => entry.id === line.id)).toBe(false);
  });

  it("prices a change with it too: one statement without the catalog, the line a fresh read shows", async () => {
    const line = (await read(cookie)).find((entry) => entry.storePrices.some((cell) => cell.price !== null));
    const patch = (quantity: number, id = line!.id) =>
      ctx.app.inject({ method: "PATCH", url: `/api/cart/${id}`, ...as(cookie), payload: { quantity } });
    const before = log.length;
    const changed = await patch(6);
    const statements = log.slice(before);
    expect(statements).toHaveLength(1);
    expect(readObservations(statements)).toBe(false);
    expect(changed.json()).toEqual((await readTwice()).fresh.find((entry) => entry.id === line!.id));
    // A price of the line changed since (a row: decision 106): the change is read back whole, as a fresh read shows it.
    const raised = await sqlRows(db, sql`update prices set cents = cents + 11 where item_id = ${line!.itemId} returning id`);
    expect(raised.length).toBeGreaterThan(0);
    const afterPriceChange = log.length;
    const repriced = await patch(7);
    expect(readObservations(log.slice(afterPriceChange))).toBe(true);
    expect(repriced.json()).toEqual((await readTwice()).fresh.find((entry) => entry.id === line!.id));
    const gone = await patch(2, 987_654);
    expect([gone.statusCode, (await read(cookie)).find((entry) => entry.id === line!.id)]).toEqual([404, repriced.json()]);
  });

  it("takes in what an add and a change read back: the next changes of those lines price from it", async () => {
    const email = "catalog-part-grows@example.com";
    const shopper = await signIn(ctx.app, email);
    await select(shopper, storeIds.slice(0, 3));
    await add(shopper, grouped[0]!.id, "exact");
    await read(shopper);
    const added = await add(shopper, grouped[1]!.id, "exact");
    expect(added.statusCode).toBe(201);
    const patch = (payload: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/cart/${added.json().id}`, ...as(shopper), payload });
    // A new session's whole read (this session's part left as it is).
    const freshLine = async () => (await read(await signIn(ctx.app, email))).find((entry) => entry.id === added.json().id);

    const changed = await sent(() => patch({ quantity: 2 }));
    expect([changed.statements.length, readObservations(changed.statements)]).toEqual([1, false]);
    expect(changed.answer.json()).toEqual(await freshLine());
    // "Any brand" for a group the part did not read: read back whole once, then priced from the part.
    const switched = await sent(() => patch({ matchMode: "any" }));
    expect([switched.statements.length, readObservations(switched.statements)]).toEqual([2, true]);
    expect(switched.answer.json()).toEqual(await freshLine());
    const again = await sent(() => patch({ quantity: 3 }));
    expect([again.statements.length, readObservations(again.statements)]).toEqual([1, false]);
    expect(again.answer.json()).toEqual(await freshLine());
    const { kept, fresh, statements } = await readTwice(shopper, email);
    expect([statements.length, kept]).toEqual([1, fresh]);
  });

  it("reads the entries' own columns at every read: ticks and cart order", async () => {
    await read(cookie);
    const [first, second] = await read(cookie);
    const ticked = { method: "PUT" as const, url: `/api/cart/${second!.id}/checked`, ...as(cookie), payload: { checked: true } };
    expect((await ctx.app.inject(ticked)).statusCode).toBe(200);
    // The cart's order is its entries' creation, whatever their ids (an add waits on the shopper's row lock).
    await db
      .update(cartEntries)
      .set({ createdAt: sql`now() + interval '1 day'` })
      .where(eq(cartEntries.id, first!.id));
    const { kept, fresh, statements } = await readTwice();
    expect(readObservations(statements)).toBe(false);
    expect(kept).toEqual(fresh);
    expect(kept.at(-1)!.id).toBe(first!.id);
    expect(kept.find((entry) => entry.id === second!.id)).toMatchObject({ checked: true });
  });

  it("is never kept for a shopper with no store selected (priced at the nearest stores)", async () => {
    const email = "catalog-part-nearest@example.com";
    const shopper = await signIn(ctx.app, email);
    const located = {
      location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
      radiusMiles: 15,
      selectedStoreIds: [],
    };
    expect((await ctx.app.inject({ method: "PUT", url: "/api/preferences", ...as(shopper), payload: located })).statusCode).toBe(
      200,
    );
    await add(shopper, grouped[2]!.id, "exact");
    await read(shopper);
    const { kept, fresh, statements } = await readTwice(shopper, email);
    expect(statements.every((text) => !text.includes("catalog_state") || text.includes("newest_observations"))).toBe(true);
    expect(kept).toEqual(fresh);
    expect(kept[0]!.storePrices.length).toBeGreaterThan(0);
  });

  it("never answers for a session that ended: the next read is refused", async () => {
    const other = await signIn(ctx.app, "catalog-part-ended@example.com");
    await select(other, storeIds.slice(0, 2));
    await add(other, grouped[5]!.id, "exact");
    const [entry] = await read(other);
    await read(other);
    expect((await ctx.app.inject({ method: "POST", url: "/api/logout", ...as(other) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/cart", ...as(other) })).statusCode).toBe(401);
    const change = { method: "PATCH" as const, url: `/api/cart/${entry!.id}`, ...as(other), payload: { quantity: 2 } };
    expect((await ctx.app.inject(change)).statusCode).toBe(401);
  });

  it("answers a change read back after its keys 404 when the entry went between, 401 when the session ended", async () => {
    const other = await signIn(ctx.app, "catalog-part-between@example.com");
    await select(other, storeIds.slice(0, 2));
    const itemId = grouped[5]!.id;
    const patch = (id: number, quantity: number) =>
      ctx.app.inject({ method: "PATCH", url: `/api/cart/${id}`, ...as(other), payload: { quantity } });
    // A part kept, then made stale: the change answers its keys, then reads its entry back whole.
    const keptThenStale = async () => {
      const id = (await add(other, itemId, "exact")).json().id as number;
      await read(other);
      await db
        .update(prices)
        .set({ cents: sql`${prices.cents} + 1` })
        .where(eq(prices.itemId, itemId));
      return id;
    };
    // The read back: the catalog read for the entry, after the change's own statement (which begins with its WITH).
    const readBack = (text: string) => text.includes("newest_observations") && !text.startsWith('with "changed"');
    const entry = async (id: number) => (await db.select().from(cartEntries).where(eq(cartEntries.id, id)))[0];

    const gone = await keptThenStale();
    armed = { matches: readBack, change: () => db.delete(cartEntries).where(eq(cartEntries.id, gone)) };
    expect([(await patch(gone, 3)).statusCode, armed]).toEqual([404, undefined]);

    // The part kept and current, the entry added on another device (so the part does not know its item).
    await read(other);
    const changed = (await add(await signIn(ctx.app, "catalog-part-between@example.com"), grouped[7]!.id, "exact")).json()
      .id as number;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "catalog-part-between@example.com"));
    armed = { matches: readBack, change: () => db.delete(sessions).where(eq(sessions.userId, user!.id)) };
    const refused = await patch(changed, 4);
    expect([refused.statusCode, refused.json().message, armed]).toEqual([401, "Unauthorized", undefined]);
    // The change committed before the session ended stays.
    expect(await entry(changed)).toMatchObject({ quantity: 4 });
  });
});
