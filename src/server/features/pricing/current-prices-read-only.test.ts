// @module-tag engines
// Review R82 (rev11): current_prices is read-only. Before migration 0044 (a DISTINCT ON over prices) PostgreSQL refused
// to write through it; since 0044 it is a plain filter of newest_observations, which PostgreSQL updates and deletes
// through, so a write to the view changes the kept rows behind prices' back (and the cart, which reads them).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";

let database: Database;
const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
const rowsOf = <T>(statement: ReturnType<typeof sql>) => sqlRows<T>(database.db, statement);

/** The database's message for a statement that fails (drizzle wraps it as the cause), or "none". */
const refusal = async (statement: ReturnType<typeof sql>) =>
  run(statement).then(
    () => "none",
    (error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message ?? "",
  );
const READ_ONLY = /current_prices is read-only/;

let item = 0;
let chain = 0;
const price = (cents: number, observed: string) =>
  run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision,
    recorded_at, status) values (${item}, ${chain}, null, ${cents}, 'shopper-report', 'r', ${observed}::timestamptz, 'day',
    ${observed}::timestamptz, 'trusted')`);
const kept = async () =>
  (await rowsOf<{ cents: number }>(sql`select cents from newest_observations where item_id = ${item}`)).map((r) => r.cents);

beforeAll(async () => {
  database = await createTestDatabase();
  chain = (await rowsOf<{ id: number }>(sql`select id from chains order by id limit 1`))[0]!.id;
  item = (
    await rowsOf<{ id: number }>(
      sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
          values ('read-only-1', 'Read-only Kale', 'Any', 'Produce', '1 lb', 1, 'lb') returning id`,
    )
  )[0]!.id;
});
afterAll(() => database.close());

describe("current_prices", () => {
  it("refuses writes, which would change newest_observations without prices", async () => {
    await price(100, "2026-01-01T00:00:00Z");
    // A write "through the view" must fail, as it did before 0044, with a message that says why ...
    expect(await refusal(sql`update current_prices set observed_at = '2099-01-01' where item_id = ${item}`)).toMatch(READ_ONLY);
    expect(await refusal(sql`delete from current_prices where item_id = ${item}`)).toMatch(READ_ONLY);
    expect(
      await refusal(sql`insert into current_prices (id, item_id, chain_id, cents, source, source_ref, observed_at, observed_precision, recorded_at)
        values (1, ${item}, ${chain}, 1, 'import', 'r', now(), 'day', now())`),
    ).toMatch(READ_ONLY);
    expect(await kept()).toEqual([100]);
    // ... or else a newer price of the place never replaces the row it wrote: the cart shows 100 for good.
    await price(200, "2026-02-01T00:00:00Z");
    expect(await kept()).toEqual([200]);
  });
});
