// @module-tag engines
// A shopping list's check-off and a line's removal check the session inside their own statement, as the quantity
// change does (cart-session-statement.test.ts): one statement each, not a session lookup before it. The rules of the
// lookup hold in them: no session or a signed-out one answers 401 and changes nothing; another shopper's entry 404
// (nothing changed); the Expected-Shopper header is still checked against the session's user.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_SHOPPER_HEADER } from "../../../domain/contracts/shopping-list";
import { users } from "../../db/schema/index";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let alice: string;
let bob: string;
let itemIds: number[];
let log: ReturnType<typeof logStatements>;

beforeAll(async () => {
  ctx = await createTestApp();
  // From the start: a prepared statement keeps the client it was first run with, so a log begun later misses it.
  log = logStatements(ctx.database.db);
  alice = await signIn(ctx.app, "writes-statement-alice@example.com");
  bob = await signIn(ctx.app, "writes-statement-bob@example.com");
  itemIds = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).slice(0, 3).map((i) => i.id);
});
afterAll(() => {
  log.stop();
  return ctx.close();
});

const add = async (cookie: string, itemId: number): Promise<number> =>
  (await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, quantity: 1 } })).json().id;
const check = (cookie: string | undefined, id: number, checked: boolean, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/cart/${id}/checked`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: { checked },
  });
const remove = (cookie: string | undefined, id: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "DELETE", url: `/api/cart/${id}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const cart = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as { id: number; checked: boolean }[]).map(
    ({ id, checked }) => ({ id, checked }),
  );

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = log.statements.length;
  const result = await run();
  return { result, statements: log.statements.length - before };
}

const aliceId = async () =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "writes-statement-alice@example.com")))[0]!
    .id;

describe("the other cart writes' statements", () => {
  it("checks a line off, and removes one, in one statement each", async () => {
    const [first, second] = [await add(alice, itemIds[0]!), await add(alice, itemIds[1]!)];
    const ticked = await counted(() => check(alice, first, true));
    expect(ticked.result.statusCode).toBe(200);
    expect(ticked.statements).toBe(1);
    const removed = await counted(() => remove(alice, second));
    expect(removed.result.statusCode).toBe(200);
    expect(removed.statements).toBe(1);
    expect(await cart(alice)).toEqual([{ id: first, checked: true }]);
  });

  it("answers 401 without a session, and 404 for another shopper's entry, changing nothing", async () => {
    const mine = await add(alice, itemIds[2]!);
    expect((await check(undefined, mine, true)).statusCode).toBe(401);
    expect((await remove(undefined, mine)).statusCode).toBe(401);
    expect((await check(bob, mine, true)).statusCode).toBe(404);
    expect((await remove(bob, mine)).statusCode).toBe(404);
    expect((await remove(alice, 987_654)).statusCode).toBe(404);
    expect(await cart(alice)).toContainEqual({ id: mine, checked: false });
  });

  it("still checks the Expected-Shopper header against the session's user", async () => {
    const [line] = await cart(alice);
    expect((await check(alice, line!.id, false, { [EXPECTED_SHOPPER_HEADER]: "someone-else" })).statusCode).toBe(412);
    expect((await remove(alice, line!.id, { [EXPECTED_SHOPPER_HEADER]: "someone-else" })).statusCode).toBe(412);
    expect(await cart(alice)).toContainEqual(line);
    expect((await check(alice, line!.id, false, { [EXPECTED_SHOPPER_HEADER]: await aliceId() })).statusCode).toBe(200);
    expect((await remove(alice, line!.id, { [EXPECTED_SHOPPER_HEADER]: await aliceId() })).statusCode).toBe(200);
    expect((await cart(alice)).map(({ id }) => id)).not.toContain(line!.id);
  });

  it("refuses a signed-out session at the very next check-off or removal", async () => {
    const dave = await signIn(ctx.app, "writes-statement-dave@example.com");
    const line = await add(dave, itemIds[0]!);
    expect((await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: dave } })).statusCode).toBeLessThan(
      400,
    );
    expect((await check(dave, line, true)).statusCode).toBe(401);
    expect((await remove(dave, line)).statusCode).toBe(401);
  });
});
