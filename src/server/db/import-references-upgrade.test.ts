import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsUpTo as upToMigration, UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { writeObservations } from "../features/price-import/observations.repository";
import { migrationsFolder, pgliteExtensions, wrapPglite } from "./client";

// Imports referenced their rows as "<file>:<line> (note)" and "Open Prices price <id> (ODbL)" before the provider
// prefixes (csv:, open-prices:). Since migration 0019 keys import rows by that prefix, an upgraded database must
// still find those rows when the same import runs again, not add each price a second time.
const migrationsUpTo = upToMigration();
const DAY = new Date("2026-10-02T00:00:00Z");

describe(
  "import rows referenced before the provider prefixes, on an upgraded database",
  { timeout: UPGRADE_TEST_TIMEOUT_MS },
  () => {
    it("are found again by re-running their import: nothing is added twice", async () => {
      const client = await PGlite.create({ extensions: pgliteExtensions });
      await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo("0018_kroger-links-and-price-feeds") });
      const chain = (
        await client.query<{ id: number }>(
          `insert into chains (slug, name, color, logo) values ('ge', 'Giant Eagle', '#000', 'ge.svg') returning id`,
        )
      ).rows[0]!.id;
      const store = (
        await client.query<{ id: number }>(
          `insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
         values ($1, 'usda-snap:1', 'Giant Eagle', '1 Main St', 'Pittsburgh', 'PA', '15213', 40.4, -79.9) returning id`,
          [chain],
        )
      ).rows[0]!.id;
      const items = (
        await client.query<{ id: number }>(
          `insert into grocery_items (key, name, brand, category, unit, size, size_unit) values
         ('jif-16-oz', 'Creamy Peanut Butter', 'Jif', 'Pantry', '16 oz', 16, 'oz'),
         ('skippy-16-oz', 'Creamy Peanut Butter', 'Skippy', 'Pantry', '16 oz', 16, 'oz') returning id`,
        )
      ).rows.map((row) => row.id);
      const legacy = [
        { itemId: items[0]!, cents: 349, ref: "partner.csv:2 (shelf tag)", sourceRef: "csv:partner.csv:2 (shelf tag)" },
        { itemId: items[1]!, cents: 329, ref: "Open Prices price 11 (ODbL)", sourceRef: "open-prices:11 (ODbL)" },
      ];
      for (const row of legacy) {
        await client.query(
          `insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at, status)
         values ($1, $2, $3, $4, 'import', $5, $6, 'day', now(), 'trusted')`,
          [row.itemId, chain, store, row.cents, row.ref, DAY.toISOString()],
        );
      }

      // A re-run after migration 0019 but before 0021 already added the prefixed twin of a third, older row.
      await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo("0020_chain-own-labels") });
      const third = (
        await client.query<{ id: number }>(
          `insert into grocery_items (key, name, brand, category, unit, size, size_unit) values
         ('peter-pan-16-oz', 'Creamy Peanut Butter', 'Peter Pan', 'Pantry', '16 oz', 16, 'oz') returning id`,
        )
      ).rows[0]!.id;
      for (const ref of ["partner.csv:4 (shelf tag)", "csv:partner.csv:4 (shelf tag)"]) {
        await client.query(
          `insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at, status)
         values ($1, $2, $3, 299, 'import', $4, $5, 'day', now(), 'trusted')`,
          [third, chain, store, ref, DAY.toISOString()],
        );
      }
      legacy.push({ itemId: third, cents: 299, ref: "partner.csv:4 (shelf tag)", sourceRef: "csv:partner.csv:4 (shelf tag)" });

      await migrate(drizzle(client), { migrationsFolder });
      const database = wrapPglite(client);
      const again = legacy.map((row) => ({
        itemId: row.itemId,
        chainId: chain,
        storeId: store,
        cents: row.cents,
        source: "import" as const,
        sourceRef: row.sourceRef,
        observedAt: DAY,
        observedPrecision: "day" as const,
      }));
      expect(await writeObservations(database.db, again, new Date())).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
      const { rows } = await client.query(
        `select item_id, cents, source_ref from prices where source = 'import' order by item_id`,
      );
      expect(rows).toEqual(legacy.map((row) => ({ item_id: row.itemId, cents: row.cents, source_ref: row.sourceRef })));
      await database.close();
    });
  },
);
