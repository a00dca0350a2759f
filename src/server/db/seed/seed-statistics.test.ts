import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// The cart's read plans its scan of prices from the tables' statistics. Without them, a freshly seeded database
// read every price of the shopper's chains (about 21,000 index entries for a 20-item cart; decision 063) until
// autovacuum analyzed the tables, which a server with autovacuum off never does.
// The test database is a copy of one the global setup filled with seedDatabase (a full seed here took a minute).
it("leaves the planner statistics of the catalog it fills", async () => {
  const { db } = database;
  const result = (await db.execute(sql`
    select relname, reltuples::int as "rows" from pg_class
    where relname in ('chains', 'stores', 'grocery_items', 'prices') order by relname`)) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const counted = Object.fromEntries((rows as { relname: string; rows: number }[]).map((r) => [r.relname, r.rows]));
  expect(counted.prices).toBeGreaterThan(10_000);
  expect(counted.grocery_items).toBeGreaterThan(1_000);
  expect(counted.stores).toBeGreaterThan(50);
  expect(counted.chains).toBeGreaterThan(5);
});
