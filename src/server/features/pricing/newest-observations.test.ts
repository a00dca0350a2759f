// @module-tag engines
// Decisions 099 and 102: newest_observations holds, for each item and place (a chain, or one of its stores), a copy of
// the newest trusted prices row (by observedAt, then recordedAt, then id), kept by the triggers on prices. Whatever
// changes prices (rows added one by one or many at once, statuses changed, rows moved or deleted, a store deleted with
// its prices), the table must equal that DISTINCT ON read of prices: the cart shows what it holds.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";

let database: Database;
const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
const rowsOf = <T>(statement: ReturnType<typeof sql>) => sqlRows<T>(database.db, statement);

/** The items, chains and stores the generated changes touch (made here, so the seed's prices stay out of it). */
let items: number[] = [];
let chains: number[] = [];
let storesOf: Record<number, number[]> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  chains = (await rowsOf<{ id: number }>(sql`select id from chains order by id limit 2`)).map((row) => row.id);
  storesOf = {};
  for (const chain of chains)
    storesOf[chain] = (
      await rowsOf<{ id: number }>(
        sql`insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
            values (${chain}, ${`newest-a-${chain}`}, 'Newest A', '1 Test St', 'Pittsburgh', 'PA', '15213', 40.1, -79.9),
              (${chain}, ${`newest-b-${chain}`}, 'Newest B', '2 Test St', 'Pittsburgh', 'PA', '15213', 40.2, -79.8)
            returning id`,
      )
    ).map((row) => row.id);
  items = (
    await rowsOf<{ id: number }>(
      sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
          values ('newest-1', 'Newest Kale', 'Any', 'Produce', '1 lb', 1, 'lb'), ('newest-2', 'Newest Leek', 'Any', 'Produce', '1 lb', 1, 'lb')
          returning id`,
    )
  ).map((row) => row.id);
});
afterAll(() => database.close());

const itemList = () => sql.raw(`(${items.join(",")})`);

/**
 * newest_observations of the test's items, and what it must be: the DISTINCT ON read of prices' trusted rows (decision
 * 102: held and rejected rows are kept nowhere but in prices).
 */
async function keptAndExpected() {
  const columns = sql.raw(
    "item_id, chain_id, store_id, cents, source, source_ref, observed_at::text, observed_precision, recorded_at::text",
  );
  const kept = await rowsOf(
    sql`select ${columns}, price_id as id from newest_observations where item_id in ${itemList()} order by 1, 2, 3`,
  );
  const expected = await rowsOf(
    sql`select * from (select distinct on (item_id, chain_id, coalesce(store_id, 0)) ${columns}, id from prices
          where item_id in ${itemList()} and status = 'trusted'
          order by item_id, chain_id, coalesce(store_id, 0), observed_at desc, recorded_at desc, id desc) e
        order by 1, 2, 3`,
  );
  // current_prices (the price mix's view) is the same rows (migrations 0044 and 0046 read it from here).
  const current = await rowsOf(sql`select ${columns}, id from current_prices where item_id in ${itemList()} order by 1, 2, 3`);
  expect(current).toEqual(expected);
  return { kept, expected };
}

const STATUSES = ["trusted", "held", "rejected"] as const;
/** A few moments, so that rows tie on observedAt (then recordedAt, then id decide). */
const moment = fc.integer({ min: 0, max: 3 }).map((day) => `2026-0${day + 1}-01T00:00:00Z`);

/** Mostly trusted, so that rows of one place and status meet often. */
const status = fc.oneof({ arbitrary: fc.constant("trusted" as const), weight: 4 }, fc.constantFrom(...STATUSES));
const row = fc.record({
  item: fc.integer({ min: 0, max: 1 }),
  chain: fc.integer({ min: 0, max: 1 }),
  store: fc.integer({ min: -1, max: 1 }),
  cents: fc.integer({ min: 1, max: 999 }),
  status,
  observed: moment,
  recorded: moment,
});
type Row = typeof row extends fc.Arbitrary<infer T> ? T : never;

function values(rows: readonly Row[]) {
  return sql.join(
    rows.map((r) => {
      const item = items[r.item % items.length]!;
      const chain = chains[r.chain % chains.length]!;
      const store = r.store < 0 ? null : storesOf[chain]![r.store]!;
      return sql`(${item}::int, ${chain}::int, ${store}::int, ${r.cents}::int, 'shopper-report', ${`report:${r.cents}`},
        ${r.observed}::timestamptz, 'day', ${r.recorded}::timestamptz, ${r.status})`;
    }),
    sql`, `,
  );
}

/** A change of prices, as the app's writers (and an operator's SQL) make them. */
const change = fc.oneof(
  { arbitrary: fc.array(row, { minLength: 1, maxLength: 4 }).map((rows) => ({ kind: "insert" as const, rows })), weight: 4 },
  fc.record({ pick: fc.nat(), status }).map((c) => ({ kind: "status" as const, ...c })),
  fc.record({ pick: fc.nat(), observed: moment }).map((c) => ({ kind: "date" as const, ...c })),
  fc.record({ pick: fc.nat(), store: fc.integer({ min: -1, max: 1 }) }).map((c) => ({ kind: "move" as const, ...c })),
  fc.record({ pick: fc.nat() }).map((c) => ({ kind: "delete" as const, ...c })),
  fc.record({ status }).map((c) => ({ kind: "all" as const, ...c })),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

/** The id of an existing row of the test's items (the pick-th, wrapping), or none. */
async function picked(pick: number) {
  const ids = await rowsOf<{ id: number }>(sql`select id from prices where item_id in ${itemList()} order by id`);
  return ids.length === 0 ? undefined : ids[pick % ids.length]!.id;
}

async function apply(c: Change) {
  if (c.kind === "insert") {
    await run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision,
      recorded_at, status) values ${values(c.rows)}`);
    return;
  }
  if (c.kind === "all") {
    await run(sql`update prices set status = ${c.status} where item_id = ${items[0]!}`);
    return;
  }
  const id = await picked(c.pick);
  if (id === undefined) return;
  if (c.kind === "status") await run(sql`update prices set status = ${c.status} where id = ${id}`);
  if (c.kind === "date") await run(sql`update prices set observed_at = ${c.observed}::timestamptz where id = ${id}`);
  if (c.kind === "delete") await run(sql`delete from prices where id = ${id}`);
  if (c.kind === "move")
    await run(sql`update prices p set store_id = case when ${c.store}::int < 0 then null
        else (select s.id from stores s where s.chain_id = p.chain_id and s.name = ${c.store === 0 ? "Newest A" : "Newest B"}) end
      where id = ${id}`);
}

describe("newest_observations", () => {
  it("equals the newest trusted prices row of each item and place after any sequence of changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 2, maxLength: 16 }), async (changes) => {
        await run(sql`delete from prices where item_id in ${itemList()}`);
        for (const c of changes) {
          await apply(c);
          const { kept, expected } = await keptAndExpected();
          expect(kept).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keeps a newer row of a place in place of the one kept, never an older one", async () => {
    await run(sql`delete from prices where item_id in ${itemList()}`);
    const at = (cents: number, observed: string) =>
      run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision,
        recorded_at, status) values (${items[1]!}, ${chains[1]!}, null, ${cents}, 'shopper-report', 'r', ${observed}::timestamptz,
        'day', '2026-05-01T00:00:00Z', 'trusted')`);
    const kept = async () =>
      (await rowsOf<{ cents: number }>(sql`select cents from newest_observations where item_id = ${items[1]!}`)).map(
        (r) => r.cents,
      );
    await at(100, "2026-02-01T00:00:00Z");
    await at(200, "2026-03-01T00:00:00Z");
    expect(await kept()).toEqual([200]);
    await at(300, "2026-01-01T00:00:00Z");
    expect(await kept()).toEqual([200]);
    await at(400, "2026-03-01T00:00:00Z");
    expect(await kept()).toEqual([400]);
  });

  it("loses a store's rows with the store, and keeps its chain's", async () => {
    const [chain] = chains;
    const [gone, kept] = storesOf[chain!]!;
    await run(sql`delete from prices where item_id in ${itemList()}`);
    await run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, status)
      values (${items[0]!}, ${chain!}, ${gone!}, 100, 'shopper-report', 'r', now(), 'day', 'trusted'),
        (${items[0]!}, ${chain!}, ${kept!}, 200, 'shopper-report', 'r', now(), 'day', 'trusted'),
        (${items[0]!}, ${chain!}, null, 300, 'shopper-report', 'r', now(), 'day', 'trusted')`);
    await run(sql`delete from stores where id = ${gone!}`);
    const left = await rowsOf<{ store: number | null }>(
      sql`select store_id as store from newest_observations where item_id = ${items[0]!} order by cents`,
    );
    expect(left.map((r) => r.store)).toEqual([kept, null]);
    const { kept: rows, expected } = await keptAndExpected();
    expect(rows).toEqual(expected);
  });
});
