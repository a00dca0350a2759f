// An add takes its shopper from the live session it is sent with, in the statement that locks their row (decision 104),
// and reads its answer back once it has committed, by the same session (decision 103). A session that has ended adds
// nothing; the read back of one entry never answers another shopper's line, whatever entry id it is given.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEntries } from "../../db/schema/index";
import { endSession, hashToken, signInLocal, startSession } from "../auth/auth.service";
import { readCartEntry } from "./cart-read.repository";
import { addToCartOfSession } from "./cart.service";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

async function shopper(email: string) {
  const { db } = ctx.database;
  const user = await signInLocal(db, { email });
  const { token } = await startSession(db, user.id);
  return { id: user.id, token, entries: () => db.select().from(cartEntries).where(eq(cartEntries.userId, user.id)) };
}

describe("an add's shopper", () => {
  it("is the live session's: a session that has ended adds nothing", async () => {
    const ann = await shopper("read-back-ended@example.com");
    await endSession(ctx.database.db, ann.token);
    expect(await addToCartOfSession(ctx.database.db, hashToken(ann.token), new Date(), { itemId, quantity: 2 })).toBeUndefined();
    expect(await ann.entries()).toEqual([]);
  });

  it("is the only one whose line the read back answers: another session's read of that entry finds none", async () => {
    const ben = await shopper("read-back-ben@example.com");
    const cy = await shopper("read-back-cy@example.com");
    const added = await addToCartOfSession(ctx.database.db, hashToken(ben.token), new Date(), { itemId, quantity: 1 });
    expect(added).toMatchObject({ user: { id: ben.id }, result: { itemId, quantity: 1 } });
    const read = await readCartEntry(ctx.database.db, hashToken(cy.token), new Date(), added!.result.id);
    expect(read).toMatchObject({ user: { id: cy.id }, lines: [] });
    expect((await ben.entries()).map((e) => e.itemId)).toEqual([itemId]);
    expect(await cy.entries()).toEqual([]);
  });
});
