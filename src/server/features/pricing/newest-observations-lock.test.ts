// Decision 099: a change of prices waits for any other change of prices or of the catalog to commit before it changes a
// row (both take the catalog_state row first), then sets the newest observations from what that one committed: two
// changes at once leave newest_observations as prices says (the seed's order: newest-observations-deadlock.test.ts). PGlite runs one statement
// at a time: only a server can hold a change open meanwhile.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdInTransaction, within } from "../../../../tests/support/held-transaction";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <T>(statement: ReturnType<typeof sql>) => (await database.db.execute(statement)) as unknown as T[];

/** A chain-wide trusted price of the seed: its item and chain. */
async function pricedPlace() {
  const [first] = await rowsOf<{ item: number; chain: number }>(
    sql`select item_id as item, chain_id as chain from prices where store_id is null and status = 'trusted' order by id limit 1`,
  );
  return first!;
}

const newerPrice = (item: number, chain: number, cents: number) =>
  sql`insert into prices (item_id, chain_id, cents, source, source_ref, observed_at, observed_precision, status)
    values (${item}, ${chain}, ${cents}, 'store-api', 'lock test', now() + interval '1 day', 'moment', 'trusted')`;

/** newest_observations at the place, and the newest trusted prices row there. */
async function keptAndExpected(item: number, chain: number) {
  const place = sql`item_id = ${item} and chain_id = ${chain} and store_id is null`;
  const kept = await rowsOf<{ cents: number }>(sql`select cents from newest_observations where ${place}`);
  const expected = await rowsOf<{ cents: number }>(
    sql`select cents from prices where ${place} and status = 'trusted'
        order by observed_at desc, recorded_at desc, id desc limit 1`,
  );
  return { kept, expected };
}

describe.runIf(inject("postgresTemplate"))("newest_observations beside another change", () => {
  it("shows the newer row written by one change while another rejects the row shown before", async () => {
    const { db } = database;
    const { item, chain } = await pricedPlace();
    const [shown] = await rowsOf<{ id: number }>(
      sql`select price_id as id from newest_observations
          where item_id = ${item} and chain_id = ${chain} and place = 0`,
    );
    // One change writes a newer trusted row there and stays open...
    const writing = await holdInTransaction(db, (tx) => tx.execute(newerPrice(item, chain, 777)));
    // ...while another rejects the row shown before: it waits for the first to commit.
    // Started once: drizzle runs a query again on every then() (review R81).
    const rejecting = Promise.resolve(db.execute(sql`update prices set status = 'rejected' where id = ${shown!.id}`));
    try {
      expect(await within(rejecting, 300, "waiting")).toBe("waiting");
    } finally {
      await writing.release();
    }
    await rejecting;
    const { kept, expected } = await keptAndExpected(item, chain);
    expect(kept).toEqual(expected);
    expect(kept).toEqual([{ cents: 777 }]);
  });
});
