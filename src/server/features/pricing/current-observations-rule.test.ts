// @module-tag engines
// Decisions 016, 040, 099 (review rev10): the current observations read from newest_observations and the viewer's held
// reports are those of the rule read straight from prices: per item and place, the newest trusted observation or held
// report of the viewer (newest by observedAt, then recordedAt, then id), for everyone (no viewer) and for each shopper.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { findCurrentObservations } from "./pricing.repository";

let database: Database;
const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
const rowsOf = <T>(statement: ReturnType<typeof sql>) => sqlRows<T>(database.db, statement);

let items: number[] = [];
let chains: number[] = [];
let stores: number[] = [];
const viewers = ["00000000-0000-4000-8000-00000000b001", "00000000-0000-4000-8000-00000000b002"];

beforeAll(async () => {
  database = await createTestDatabase();
  chains = (await rowsOf<{ id: number }>(sql`select id from chains order by id limit 1`)).map((row) => row.id);
  stores = (
    await rowsOf<{ id: number }>(
      sql`insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
          values (${chains[0]!}, 'rule-a', 'Rule A', '1 Test St', 'Pittsburgh', 'PA', '15213', 40.1, -79.9) returning id`,
    )
  ).map((row) => row.id);
  items = (
    await rowsOf<{ id: number }>(
      sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
          values ('rule-1', 'Rule Kale', 'Any', 'Produce', '1 lb', 1, 'lb') returning id`,
    )
  ).map((row) => row.id);
  for (const viewer of viewers) await run(sql`insert into users (id) values (${viewer}::uuid)`);
});
afterAll(() => database.close());

/** The rule as it was read before decision 099: straight from prices. */
async function byTheRule(viewer: string | null) {
  const rows = await rowsOf<{ storeId: number | null; cents: number }>(
    sql`select distinct on (coalesce(store_id, 0)) store_id as "storeId", cents from prices
        where item_id = ${items[0]!} and chain_id = ${chains[0]!}
          and (status = 'trusted' or (status = 'held' and reported_by = ${viewer}::uuid))
        order by coalesce(store_id, 0), observed_at desc, recorded_at desc, id desc`,
  );
  return rows.map((row) => ({ storeId: row.storeId, cents: row.cents }));
}

const row = fc.record({
  store: fc.boolean(),
  cents: fc.integer({ min: 1, max: 999 }),
  status: fc.constantFrom("trusted", "held", "rejected"),
  reporter: fc.integer({ min: -1, max: 1 }),
  observed: fc.integer({ min: 1, max: 3 }),
  recorded: fc.integer({ min: 1, max: 3 }),
});

describe("the current observations", () => {
  it("are the newest trusted or own held observation of each place, as read from prices", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 12 }), async (rows) => {
        await run(sql`delete from prices where item_id = ${items[0]!}`);
        await run(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision,
          recorded_at, status, reported_by) values ${sql.join(
            rows.map(
              (
                r,
              ) => sql`(${items[0]!}, ${chains[0]!}, ${r.store ? stores[0]! : null}::int, ${r.cents}, 'shopper-report', 'report',
                ${`2026-0${r.observed}-01T00:00:00Z`}::timestamptz, 'day', ${`2026-0${r.recorded}-01T00:00:00Z`}::timestamptz,
                ${r.status}, ${r.reporter < 0 ? null : viewers[r.reporter]!}::uuid)`,
            ),
            sql`, `,
          )}`);
        for (const viewer of [null, ...viewers]) {
          const read = await findCurrentObservations(database.db, items, chains, stores, viewer);
          const shown = read
            .map((o) => ({ storeId: o.storeId, cents: o.cents as number }))
            .sort((a, b) => (a.storeId ?? 0) - (b.storeId ?? 0));
          expect(shown).toEqual(await byTheRule(viewer));
        }
      }),
      { numRuns: 30 },
    );
  });
});
