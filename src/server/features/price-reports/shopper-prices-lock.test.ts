// Two shoppers agreeing at once must each see the other's report (decision 040): the judging of one item at one store
// waits for another transaction judging that place, and only for that place; two receipts of the same places wait for
// each other without a deadlock. PGlite runs one statement at a time (one connection: nothing ever waits for a lock
// there), so only a server can hold the places' locks meanwhile; the tests are skipped on PGlite.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdInTransaction, lockWaitersReach, within } from "../../../../tests/support/held-transaction";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { groceryItems, stores } from "../../db/schema/index";
import { signInLocal } from "../auth/auth.service";
import { recordShopperObservations } from "./shopper-prices.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const placeKey = (itemId: number, storeId: number) => `price-place:${itemId}:${storeId}`;

describe.runIf(inject("postgresTemplate"))("judging shopper prices beside another transaction", () => {
  it("waits for the place another transaction is judging, and only for that place", async () => {
    const { db } = database;
    const [item] = await db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.name, "1% Low Fat Milk"));
    const [held, other] = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(2);
    const reporter = { accountId: (await signInLocal(db, { email: "lock-voter@example.com" })).id, network: "net-1" };
    const report = (storeId: number) =>
      recordShopperObservations(
        db,
        reporter,
        [{ itemId: item!.id, storeId, cents: 321, observedAt: new Date(), observedPrecision: "moment", sourceRef: "report" }],
        new Date(),
      );
    // Another shopper's report of the item at the first store, being judged: its transaction holds the place.
    const holding = await holdInTransaction(db, (tx) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${placeKey(item!.id, held!.id)}))`),
    );
    let judged: Promise<unknown[]> | undefined;
    try {
      expect(
        await within(
          report(other!.id).then((rows) => rows.length),
          5_000,
          "waited",
        ),
      ).toBe(1);
      judged = report(held!.id);
      expect(await lockWaitersReach(database.db, 1, "advisory")).toBe(true);
    } finally {
      await holding.release();
      // A judging still waiting when a check failed ends here, not after the database is closed.
      await judged?.catch(() => {});
    }
    expect(await judged).toHaveLength(1);
  });

  it("judges two receipts of the same places listed in opposite orders one after the other, without a deadlock", async () => {
    const { db } = database;
    const [item] = await db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.name, "1% Low Fat Milk"));
    const [first, second] = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(2);
    const receipt = async (email: string, storeIds: number[]) => {
      const reporter = { accountId: (await signInLocal(db, { email })).id, network: email };
      const lines = storeIds.map((storeId, line) => ({
        itemId: item!.id,
        storeId,
        cents: 321,
        observedAt: new Date(),
        observedPrecision: "moment" as const,
        sourceRef: `receipt:${email}:${line}`,
      }));
      return recordShopperObservations(db, reporter, lines, new Date());
    };
    // Another transaction holds both places; the two receipts queue behind it. When it ends, each receipt takes the
    // place it asked for first: in opposite orders, each would then wait for the other's, and PostgreSQL would end
    // one of them ("deadlock detected").
    const holding = await holdInTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${placeKey(item!.id, first!.id)}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${placeKey(item!.id, second!.id)}))`);
    });
    const receipts: Promise<unknown[]>[] = [];
    try {
      receipts.push(receipt("deadlock-a@example.com", [first!.id, second!.id]));
      receipts.push(receipt("deadlock-b@example.com", [second!.id, first!.id]));
      expect(await lockWaitersReach(database.db, 2, "advisory")).toBe(true);
    } finally {
      await holding.release();
    }
    // Each receipt's two lines recorded, or why not (the database's own error, say "deadlock detected").
    const outcomes = (await Promise.allSettled(receipts)).map((outcome) =>
      outcome.status === "fulfilled" ? outcome.value.length : String((outcome.reason as Error).cause ?? outcome.reason),
    );
    expect(outcomes).toEqual([2, 2]);
  });
});
