// Decision 099: a change of prices waits for any other one to commit before it changes a row, then sets the newest
// observations from what that one committed, so two changes at once leave newest_observations as prices says. PGlite
// runs one statement at a time: only a server can hold a change open meanwhile.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdInTransaction, within } from "../../../../tests/support/held-transaction";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // The catalog's change stamp (one row every change of prices updates) happens to serialise changes too; without it
  // here, only the lock of decision 099 does (this file's database is its own copy).
  await database.db.execute(sql`alter table prices disable trigger prices_bump_catalog_version`);
});
afterAll(() => database.close());

const rowsOf = async <T>(statement: ReturnType<typeof sql>) => (await database.db.execute(statement)) as unknown as T[];

describe.runIf(inject("postgresTemplate"))("newest_observations beside another change of prices", () => {
  it("shows the newer row written by one change while another rejects the row shown before", async () => {
    const { db } = database;
    const [first] = await rowsOf<{ item: number; chain: number }>(
      sql`select item_id as item, chain_id as chain from prices where store_id is null and status = 'trusted' order by id limit 1`,
    );
    const { item, chain } = first!;
    const place = sql`item_id = ${item} and chain_id = ${chain} and store_id is null`;
    const [kept] = await rowsOf<{ id: number }>(
      sql`select price_id as id from newest_observations where ${place} and status = 'trusted'`,
    );
    const shown = kept!.id;
    // One change writes a newer trusted row there and stays open...
    const writing = await holdInTransaction(db, (tx) =>
      tx.execute(sql`insert into prices (item_id, chain_id, cents, source, source_ref, observed_at, observed_precision, status)
        values (${item}, ${chain}, 777, 'store-api', 'lock test', now() + interval '1 day', 'moment', 'trusted')`),
    );
    // ...while another rejects the row shown before: it waits for the first to commit.
    const rejecting = db.execute(sql`update prices set status = 'rejected' where id = ${shown}`);
    try {
      expect(await within(rejecting, 300, "waiting")).toBe("waiting");
      // It waits for the lock of decision 099, before its statement changes a row (not for a row the first holds).
      const waits = await rowsOf<{ event: string }>(
        sql`select wait_event as event from pg_stat_activity where datname = current_database() and state = 'active'
              and query like 'update prices%'`,
      );
      expect(waits.map((wait) => wait.event)).toEqual(["advisory"]);
    } finally {
      await writing.release();
    }
    await rejecting;
    const now = await rowsOf<{ cents: number; status: string }>(
      sql`select cents, status from newest_observations where ${place} order by status`,
    );
    const expected = await rowsOf<{ cents: number; status: string }>(
      sql`select distinct on (status) cents, status from prices where ${place}
          order by status, observed_at desc, recorded_at desc, id desc`,
    );
    expect(now).toEqual(expected);
    expect(now.find((row) => row.status === "trusted")?.cents).toBe(777);
  });
});
