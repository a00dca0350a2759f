// What an add answers when the shopper's session or entry changes between its steps (decisions 103 and 104, review
// R101-R102): the session ended after the add committed (401, the add stays), the entry removed then (404), the session
// ended after a hook looked it up and before the add (401, nothing written, an Idempotency-Key keeps the 401). The
// change is made just before the chosen statement, from another connection while the add's transaction may be open:
// PGlite has one (it would wait for itself), so the tests run on PostgreSQL only.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cartEntries, idempotencyKeys, sessions, users } from "../../db/schema/index";
import { onStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let itemId: number;
/** The change to make before the first statement whose text matches, once. */
let armed: { matches: RegExp; change: () => Promise<unknown> } | undefined;
let stop: () => void;

beforeAll(async () => {
  ctx = await createTestApp();
  // From the start: a prepared statement keeps the client it was first run with.
  stop = onStatements(ctx.database.db, async ({ text }) => {
    if (!armed?.matches.test(text)) return;
    const { change } = armed;
    armed = undefined;
    await change();
  });
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => {
  stop();
  return ctx.close();
});

/** The add's first statement (the session's user locked) and its read back (one entry of the session's user). */
const LOCK = /for update of "users"/;
const READ_BACK = /"cart_entries"\."id" = \$\d+/;

async function shopper(email: string) {
  const cookie = await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const { db } = ctx.database;
  return {
    cookie,
    id: user!.id,
    endSessions: () => db.delete(sessions).where(eq(sessions.userId, user!.id)),
    entries: () =>
      db
        .select({ itemId: cartEntries.itemId, quantity: cartEntries.quantity })
        .from(cartEntries)
        .where(eq(cartEntries.userId, user!.id)),
  };
}

const add = (cookie: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie, ...headers }, payload: { itemId, quantity: 1 } });

describe.runIf(inject("postgresTemplate"))("an add whose shopper changes between its steps", () => {
  it("answers 401 when the session ended after the add committed; the add stays", async () => {
    const ann = await shopper("between-ann@example.com");
    armed = { matches: READ_BACK, change: ann.endSessions };
    const res = await add(ann.cookie);
    expect(armed).toBeUndefined();
    expect([res.statusCode, res.json().message]).toEqual([401, "Unauthorized"]);
    expect(await ann.entries()).toEqual([{ itemId, quantity: 1 }]);
  });

  it("answers 404 when the entry was removed after the add committed", async () => {
    const ben = await shopper("between-ben@example.com");
    armed = { matches: READ_BACK, change: () => ctx.database.db.delete(cartEntries).where(eq(cartEntries.userId, ben.id)) };
    const res = await add(ben.cookie);
    expect(armed).toBeUndefined();
    expect([res.statusCode, res.json().message]).toEqual([404, "Cart item not found"]);
    expect(await ben.entries()).toEqual([]);
  });

  it("answers 401 and writes nothing when the session ended after a hook found it; the Idempotency-Key keeps the 401", async () => {
    const cy = await shopper("between-cy@example.com");
    armed = { matches: LOCK, change: cy.endSessions };
    const res = await add(cy.cookie, { "idempotency-key": "between-cy-0001" });
    expect(armed).toBeUndefined();
    expect([res.statusCode, res.json().message]).toEqual([401, "Unauthorized"]);
    expect(await cy.entries()).toEqual([]);
    const kept = await ctx.database.db
      .select({ status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, cy.id));
    expect(kept).toEqual([{ status: 401 }]);
  });
});
