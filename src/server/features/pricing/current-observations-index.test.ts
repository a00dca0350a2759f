// @module-tag engines
// The current observations (the cart read's heaviest part, issue 29) are read from prices_item_chain_cover_idx alone
// (migration 0038): with every other way to reach prices taken away, the plan must be an index-only scan of it.
// A column added to the read and not to the index's INCLUDE fails here instead of slowing every cart read.
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
  it("are read by an index-only scan of prices_item_chain_cover_idx", async () => {
    let plan = "";
    // In a transaction rolled back at the end: the other indexes of prices go (so the index is the only way in besides a
    // disabled scan of the table) and the planner reads the cover index alone if it holds every column the read needs.
    await database.db
      .transaction(async (tx) => {
        const others = rowsOf<{ name: string }>(
          await tx.execute(sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'prices'::regclass and c.relname <> 'prices_item_chain_cover_idx'
              and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
        );
        for (const { name } of others) await tx.execute(sql`drop index ${sql.identifier(name)}`);
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
    expect(plan).toMatch(/Index Only Scan using prices_item_chain_cover_idx on prices/);
    expect(plan).not.toMatch(/Seq Scan on prices|Bitmap Heap Scan on prices|Index Scan using \w+ on prices/);
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
