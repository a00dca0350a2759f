// @module-tag engines
// A quantity change and the read after it (the cold path, issue 29 item 1) are one statement each, and an add is a
// transaction of two and a read back (decision 104): the session is checked inside the cart's own statements, not in a
// lookup of its own before them. The rules of the lookup hold in them:
// no session, a signed-out or expired one answers 401; another shopper's entry 404; the expiry slides as
// resolveSession's does; the hooks that need the user first (Expected-Shopper) still get it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_SHOPPER_HEADER } from "../../../domain/contracts/shopping-list";
import { sessions, users } from "../../db/schema/index";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { SESSION_TTL_MS } from "../auth/auth.service";

let ctx: TestContext;
let alice: string;
let bob: string;
let entryId: number;
let itemIds: number[];
let log: ReturnType<typeof logStatements>;

beforeAll(async () => {
  ctx = await createTestApp();
  // From the start: a prepared statement keeps the client it was first run with, so a log begun later misses it.
  log = logStatements(ctx.database.db);
  alice = await signIn(ctx.app, "one-statement-alice@example.com");
  bob = await signIn(ctx.app, "one-statement-bob@example.com");
  itemIds = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).map((item) => item.id);
  entryId = (await add(alice, itemIds[0]!)).json().id;
});
afterAll(() => {
  log.stop();
  return ctx.close();
});

const patch = (cookie: string | undefined, quantity: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/cart/${entryId}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: { quantity },
  });
const add = (cookie: string | undefined, itemId: number) =>
  ctx.app.inject({ method: "POST", url: "/api/cart", headers: cookie ? { cookie } : {}, payload: { itemId, quantity: 1 } });
const read = (cookie: string | undefined) => ctx.app.inject({ url: "/api/cart", headers: cookie ? { cookie } : {} });

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = log.statements.length;
  const result = await run();
  return { result, statements: log.statements.length - before };
}

const aliceId = async () =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "one-statement-alice@example.com")))[0]!.id;

describe("the cold path's statements", () => {
  it("changes the quantity in one statement and reads the cart back in one", async () => {
    const change = await counted(() => patch(alice, 3));
    expect(change.result.statusCode).toBe(200);
    expect(change.statements).toBe(1);
    const after = await counted(() => read(alice));
    expect(after.result.statusCode).toBe(200);
    expect(after.statements).toBe(1);
    expect(after.result.json()).toEqual([expect.objectContaining({ id: entryId, quantity: 3 })]);
  });

  it("adds in a transaction of two statements (the session's user locked, the write) and reads the entry back in one", async () => {
    const added = await counted(() => add(alice, itemIds[1]!));
    expect(added.result.statusCode).toBe(201);
    expect(added.statements).toBe(3);
    const raised = await counted(() => add(alice, itemIds[1]!));
    expect([raised.result.statusCode, raised.result.json().quantity]).toEqual([201, 2]);
    expect(raised.statements).toBe(3);
    await ctx.app.inject({ method: "DELETE", url: `/api/cart/${added.result.json().id}`, headers: { cookie: alice } });
  });

  it("answers 401 without a session, and 404 (changing nothing) for another shopper's entry", async () => {
    expect((await patch(undefined, 4)).statusCode).toBe(401);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await patch(bob, 4)).statusCode).toBe(404);
    expect((await read(bob)).json()).toEqual([]);
    expect((await read(alice)).json()).toEqual([expect.objectContaining({ id: entryId, quantity: 3 })]);
  });

  it("still checks the Expected-Shopper header against the session's user", async () => {
    expect((await patch(alice, 5, { [EXPECTED_SHOPPER_HEADER]: await aliceId() })).statusCode).toBe(200);
    expect((await patch(alice, 6, { [EXPECTED_SHOPPER_HEADER]: "someone-else" })).statusCode).toBe(412);
    expect((await read(alice)).json()).toEqual([expect.objectContaining({ quantity: 5 })]);
  });

  it("slides a session past half its life, and refuses an expired one", async () => {
    const carol = await signIn(ctx.app, "one-statement-carol@example.com");
    const expiries = () =>
      ctx.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, "one-statement-carol@example.com"));
    const setExpiry = (at: Date) =>
      ctx.database.db
        .update(sessions)
        .set({ expiresAt: at })
        .where(
          eq(
            sessions.userId,
            ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "one-statement-carol@example.com")),
          ),
        );
    await setExpiry(new Date(Date.now() + 60_000));
    expect((await read(carol)).statusCode).toBe(200);
    const [slid] = await expiries();
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    await setExpiry(new Date(Date.now() - 1_000));
    expect((await read(carol)).statusCode).toBe(401);
    expect((await patch(carol, 2)).statusCode).toBe(401);
    expect((await add(carol, itemIds[2]!)).statusCode).toBe(401);
    // An add slides the session too; the refused one wrote nothing (one of the item now, not two).
    await setExpiry(new Date(Date.now() + 60_000));
    const added = await add(carol, itemIds[2]!);
    expect([added.statusCode, added.json().quantity]).toEqual([201, 1]);
    const [slidByAdd] = await expiries();
    expect(slidByAdd!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("refuses a signed-out session at the very next change or read", async () => {
    const dave = await signIn(ctx.app, "one-statement-dave@example.com");
    expect((await read(dave)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: dave } })).statusCode).toBeLessThan(
      400,
    );
    expect((await read(dave)).statusCode).toBe(401);
    expect((await patch(dave, 2)).statusCode).toBe(401);
    expect((await add(dave, itemIds[2]!)).statusCode).toBe(401);
  });
});
