// An add's answer is read back once the add has committed (decision 103), by the live session's token: what happens
// when that read no longer finds the add's entry. A session ended meanwhile answers 401, and one that is not the adding
// shopper's (their token, another user's id) never answers that shopper's line: 404. The add stays in both cases.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEntries } from "../../db/schema/index";
import { endSession, hashToken, signInLocal, startSession } from "../auth/auth.service";
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

describe("an add read back after it committed", () => {
  it("answers 401 when the session ended meanwhile, and the add stays", async () => {
    const ann = await shopper("read-back-ended@example.com");
    await endSession(ctx.database.db, ann.token);
    const adding = addToCartOfSession(ctx.database.db, hashToken(ann.token), ann.id, { itemId, quantity: 2 });
    await expect(adding).rejects.toMatchObject({ statusCode: 401, message: "Unauthorized" });
    expect((await ann.entries()).map((e) => [e.itemId, e.quantity])).toEqual([[itemId, 2]]);
  });

  it("never answers with another shopper's line: 404 when the session is not the adding shopper's", async () => {
    const ben = await shopper("read-back-ben@example.com");
    const cy = await shopper("read-back-cy@example.com");
    const adding = addToCartOfSession(ctx.database.db, hashToken(cy.token), ben.id, { itemId, quantity: 1 });
    await expect(adding).rejects.toMatchObject({ statusCode: 404, message: "Cart item not found" });
    expect((await ben.entries()).map((e) => e.itemId)).toEqual([itemId]);
    expect(await cy.entries()).toEqual([]);
  });
});
