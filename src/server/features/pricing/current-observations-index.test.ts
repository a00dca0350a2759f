// @module-tag engines
// The current observations (the cart read's heaviest part, issue 29) are as long to read as the cart, however long the
// prices' history grows (decision 099): the newest trusted rows come from newest_observations by its key, the viewer's
// held reports from prices_held_by_idx; prices' history is never scanned by item (prices_newest_idx, prices_chain_item_idx).
import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { currentObservationsJson, findCurrentObservations, intArray } from "./pricing.repository";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type PlanRow = { "QUERY PLAN": string };
/** postgres.js answers an array, PGlite an object with rows. */
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe("the current observations", () => {
  it("read newest_observations' trusted rows from their covering index and prices only for the viewer's held reports", async () => {
    let plan = "";
    // As autovacuum keeps it: an index-only scan reads the table only for pages changed since the last vacuum.
    await database.db.execute(sql`vacuum analyze newest_observations`);
    // In a transaction rolled back at the end, with scans of whole tables and bitmaps off: the plan the read keeps
    // when every table is large.
    await database.db
      .transaction(async (tx) => {
        for (const setting of ["enable_seqscan", "enable_bitmapscan"])
          await tx.execute(sql`select set_config(${setting}, 'off', true)`);
        const read = tx
          .select({
            observations: currentObservationsJson(
              intArray([1, 2]),
              intArray([3]),
              intArray([4]),
              sql`${"00000000-0000-0000-0000-000000000000"}::uuid`,
            ),
          })
          .from(sql`(values (1)) as one_row`);
        plan = rowsOf<PlanRow>(await tx.execute(sql`explain (costs off) ${read.getSQL()}`))
          .map((row) => row["QUERY PLAN"])
          .join("\n");
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    // An index-only scan of the key, which covers every column (migrations 0043 and 0046): the table's rows are not visited.
    expect(plan).toMatch(/Index Only Scan using newest_observations_item_id_chain_id_place_status_pk on newest_observations/);
    expect(plan).toMatch(/Index Scan using prices_held_by_idx on prices/);
    // By the viewer (and, once they hold many, by the cart's items too: PostgreSQL 15 takes item_id as an index condition
    // only when it is cheaper than a filter, review R79), never by the items' whole history.
    expect(plan).not.toMatch(/prices_newest_idx|prices_chain_item_idx|Seq Scan on prices/);
  });

  it("are what current_prices (the price mix's view) reads, never the prices' history (migration 0044)", async () => {
    const plan = rowsOf<PlanRow>(
      await database.db.execute(sql`explain (costs off) select count(distinct item_id) from current_prices`),
    )
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toMatch(/on newest_observations/);
    expect(plan).not.toMatch(/on prices/);
  });

  it("are none without items or without chains", async () => {
    const [priced] = rowsOf<{ itemId: number; chainId: number }>(
      await database.db.execute(sql`select item_id as "itemId", chain_id as "chainId" from prices limit 1`),
    );
    expect(await findCurrentObservations(database.db, [priced!.itemId], [priced!.chainId], [], null)).not.toEqual([]);
    expect(await findCurrentObservations(database.db, [], [priced!.chainId], [], null)).toEqual([]);
    expect(await findCurrentObservations(database.db, [priced!.itemId], [], [], null)).toEqual([]);
  });
});
