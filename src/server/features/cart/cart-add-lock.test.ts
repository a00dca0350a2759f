// An add counts the cart only once it holds the shopper's row (decision 104): another add in flight for the same shopper
// (its new entry written, not yet committed) makes it wait, and it then counts that entry too, so the two cannot both
// take the cart's last place. PGlite runs one statement at a time (nothing ever waits for a lock there), so only a
// server can hold the row meanwhile; the test is skipped on PGlite.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_CART_ENTRIES } from "../../../domain/contracts/catalog";
import { holdInTransaction, lockWaitersReach } from "../../../../tests/support/held-transaction";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { cartEntries, groceryItems, users } from "../../db/schema/index";
import { signInLocal, startSession, hashToken } from "../auth/auth.service";
import { addToCartOfSession, CART_FULL } from "./cart.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe.runIf(inject("postgresTemplate"))("an add beside another add of the same shopper", () => {
  it("waits for the shopper's row and counts the other add's entry: the cart's last place is taken once", async () => {
    const { db } = database;
    const user = await signInLocal(db, { email: "last-place@example.com" });
    const { token } = await startSession(db, user.id);
    const items = await db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .orderBy(groceryItems.id)
      .limit(MAX_CART_ENTRIES + 1);
    await db.delete(cartEntries).where(eq(cartEntries.userId, user.id));
    await db
      .insert(cartEntries)
      .values(items.slice(0, MAX_CART_ENTRIES - 1).map((item) => ({ userId: user.id, itemId: item.id, quantity: 1 })));
    // Another add, in flight: the shopper's row held, the last place taken, not yet committed.
    const other = await holdInTransaction(db, async (tx) => {
      await tx.execute(sql`select id from ${users} where id = ${user.id} for update`);
      await tx.insert(cartEntries).values({ userId: user.id, itemId: items[MAX_CART_ENTRIES - 1]!.id, quantity: 1 });
    });
    let adding: Promise<unknown> | undefined;
    try {
      adding = addToCartOfSession(db, hashToken(token), new Date(), { itemId: items[MAX_CART_ENTRIES]!.id, quantity: 1 });
      expect(await lockWaitersReach(db, 1)).toBe(true);
    } finally {
      await other.release();
    }
    await expect(adding).rejects.toMatchObject({ statusCode: 409, message: CART_FULL });
    const [entries] = await db.select({ n: count() }).from(cartEntries).where(eq(cartEntries.userId, user.id));
    expect(entries!.n).toBe(MAX_CART_ENTRIES);
  });
});
