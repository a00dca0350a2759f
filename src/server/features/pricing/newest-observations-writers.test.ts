// @module-tag engines
// Decision 099 (review rev10): newest_observations equals the newest trusted prices row of each item and place after
// the writes the generated sequences of newest-observations.test.ts do not make: the import's upsert (INSERT and UPDATE
// statement triggers of one statement), rows moved to another item or chain, a shopper's account deleted (SET NULL),
// an item deleted (cascade), and a statement that deletes and inserts prices at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { writeObservations } from "../price-import/observations.repository";

let database: Database;
const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
const rowsOf = <T>(statement: ReturnType<typeof sql>) => sqlRows<T>(database.db, statement);

let items: number[] = [];
let chains: number[] = [];
let store = 0;
const user = "00000000-0000-4000-8000-00000000a010";

beforeAll(async () => {
  database = await createTestDatabase();
  chains = (await rowsOf<{ id: number }>(sql`select id from chains order by id limit 2`)).map((row) => row.id);
  [{ id: store }] = (await rowsOf<{ id: number }>(
    sql`insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
        values (${chains[0]!}, 'writers-a', 'Writers A', '1 Test St', 'Pittsburgh', 'PA', '15213', 40.1, -79.9) returning id`,
  )) as [{ id: number }];
  items = (
    await rowsOf<{ id: number }>(
      sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
          values ('writers-1', 'Writers Kale', 'Any', 'Produce', '1 lb', 1, 'lb'), ('writers-2', 'Writers Leek', 'Any', 'Produce', '1 lb', 1, 'lb')
          returning id`,
    )
  ).map((row) => row.id);
  await run(sql`insert into users (id, email) values (${user}::uuid, 'writers@example.test')`);
});
afterAll(() => database.close());

/** newest_observations of the test's items, and the DISTINCT ON read of prices' trusted rows it must equal. */
async function expectKeptAsPrices() {
  const list = sql.raw(`(${items.join(",")})`);
  const columns = sql.raw("item_id, chain_id, store_id, cents, source, source_ref, observed_at::text, recorded_at::text");
  const kept = await rowsOf(
    sql`select ${columns}, price_id as id from newest_observations where item_id in ${list} order by 1, 2, 3`,
  );
  const expected = await rowsOf(
    sql`select * from (select distinct on (item_id, chain_id, coalesce(store_id, 0)) ${columns}, id from prices
          where item_id in ${list} and status = 'trusted'
          order by item_id, chain_id, coalesce(store_id, 0), observed_at desc, recorded_at desc, id desc) e
        order by 1, 2, 3`,
  );
  expect(kept).toEqual(expected);
  return kept;
}

const observation = (itemId: number, storeId: number | null, cents: number, day: number) => ({
  itemId,
  chainId: chains[0]!,
  storeId,
  cents,
  source: "store-api" as const,
  sourceRef: `writers ${cents}`,
  observedAt: new Date(Date.UTC(2026, 0, day)),
  observedPrecision: "day" as const,
});

describe("newest_observations after the app's other writes of prices", () => {
  it("follows the import's upsert: rows updated and rows inserted by one statement", async () => {
    await writeObservations(
      database.db,
      [observation(items[0]!, null, 100, 1), observation(items[0]!, store, 110, 2)],
      new Date(),
    );
    await expectKeptAsPrices();
    // The same keys at new prices (ON CONFLICT DO UPDATE) beside a new, older row: both triggers of one statement.
    const counts = await writeObservations(
      database.db,
      [observation(items[0]!, null, 101, 1), observation(items[0]!, store, 111, 2), observation(items[0]!, store, 90, 1)],
      new Date(),
    );
    expect(counts).toEqual({ inserted: 1, updated: 2, unchanged: 0 });
    const kept = await expectKeptAsPrices();
    expect(kept.map((row) => (row as { cents: number }).cents).sort()).toEqual([101, 111]);
  });

  it("follows rows moved to another item or chain", async () => {
    await run(sql`update prices set item_id = ${items[1]!} where item_id = ${items[0]!} and store_id is null`);
    await expectKeptAsPrices();
    await run(sql`update prices set chain_id = ${chains[1]!}, store_id = null where item_id = ${items[0]!} and cents = 111`);
    await expectKeptAsPrices();
  });

  it("keeps a deleted shopper's reports (reported_by set null) and loses a deleted item's rows", async () => {
    await run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, status, reported_by)
      values (${items[1]!}, ${chains[0]!}, ${store}, 150, 'shopper-report', 'report', '2026-02-01', 'moment', 'held', ${user}::uuid),
        (${items[1]!}, ${chains[0]!}, ${store}, 160, 'shopper-report', 'report', '2026-02-02', 'moment', 'trusted', ${user}::uuid)`);
    await run(sql`delete from users where id = ${user}::uuid`);
    const kept = await expectKeptAsPrices();
    expect(kept.length).toBeGreaterThan(0);
    await run(sql`delete from grocery_items where id = ${items[0]!}`);
    await expectKeptAsPrices();
  });

  it("follows one statement that deletes the newest row of a place and inserts an older one there", async () => {
    const [{ id }] = (await rowsOf<{ id: number }>(
      sql`select price_id as id from newest_observations where item_id = ${items[1]!} and place = ${store}`,
    )) as [{ id: number }];
    await run(sql`with gone as (delete from prices where id = ${id} returning *)
      insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, status)
      select item_id, chain_id, store_id, 5, 'store-api', 'writers cte', observed_at - interval '30 days', 'day', 'trusted' from gone`);
    const kept = await expectKeptAsPrices();
    expect(kept.some((row) => (row as { cents: number }).cents === 5)).toBe(true);
  });
});
