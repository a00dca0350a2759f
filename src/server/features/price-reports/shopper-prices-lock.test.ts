// Two shoppers agreeing at once must each see the other's report (decision 040): the judging of one item at one store
// waits for another transaction judging that place, and only for that place. PGlite runs one statement at a time, so
// only a server can hold the place's lock meanwhile.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdInTransaction, within } from "../../../../tests/support/held-transaction";
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

const waitingForAdvisoryLock = async () => {
  const rows = (await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where wait_event = 'advisory' and datname = current_database()`,
  )) as unknown as { n: number }[];
  return rows[0]!.n > 0;
};

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
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-place:${item!.id}:${held!.id}`}))`),
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
      let waiting = false;
      for (let tries = 0; tries < 250 && !waiting; tries++) {
        waiting = await waitingForAdvisoryLock();
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(waiting).toBe(true);
    } finally {
      await holding.release();
      // A judging still waiting when a check failed ends here, not after the database is closed.
      await judged?.catch(() => {});
    }
    expect(await judged).toHaveLength(1);
  });
});
