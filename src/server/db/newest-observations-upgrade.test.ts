import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsUpTo as upToMigration, UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { migrationsFolder, pgliteExtensions } from "./client";

// Decisions 099 and 102: a database with prices before migration 0042 gets newest_observations filled from them, and
// once 0046 runs keeps the newest trusted row of each item and place only.
const migrationsUpTo = upToMigration();

describe("newest_observations of a database with prices from before 0042", { timeout: UPGRADE_TEST_TIMEOUT_MS }, () => {
  it("holds the newest trusted row of each item and place once every migration runs", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo("0041_search-word-postings") });
    await client.exec(`
      insert into chains (slug, name, color, logo) values ('up', 'Up', '#000', 'up.svg');
      insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
        values (1, 'up-1', 'Up 1', '1 St', 'Erie', 'PA', '16501', 42.1, -80.1);
      insert into grocery_items (key, name, brand, category, unit, size, size_unit) values ('up', 'Kale', 'Any', 'Produce', '1 lb', 1, 'lb'),
        ('up-2', 'Chard', 'Any', 'Produce', '1 lb', 1, 'lb');
      insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at, status) values
        (1, 1, null, 100, 'team-estimate', 'team', '2026-01-01', 'month', '2026-01-02', 'trusted'),
        (1, 1, null, 110, 'team-estimate', 'team', '2026-02-01', 'month', '2026-02-02', 'trusted'),
        (1, 1, null, 90, 'shopper-report', 'report', '2026-03-01', 'day', '2026-03-01', 'rejected'),
        (1, 1, 1, 120, 'shopper-report', 'report', '2026-02-01', 'day', '2026-02-05', 'trusted'),
        (1, 1, 1, 130, 'shopper-report', 'report', '2026-02-01', 'day', '2026-02-06', 'trusted'),
        (1, 1, 1, 140, 'shopper-report', 'report', '2026-02-01', 'day', '2026-02-06', 'held'),
        (2, 1, 1, 150, 'shopper-report', 'report', '2026-02-01', 'day', '2026-02-06', 'held');`);
    await migrate(drizzle(client), { migrationsFolder });
    // A place with held rows only (item 2's) keeps nothing.
    const { rows } = await client.query<{ item: number; store: number | null; cents: number }>(
      `select item_id as item, store_id as store, cents from newest_observations order by item_id, store_id nulls first`,
    );
    expect(rows).toEqual([
      { item: 1, store: null, cents: 110 },
      { item: 1, store: 1, cents: 130 },
    ]);
    await client.close();
  });
});
