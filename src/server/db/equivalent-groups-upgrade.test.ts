import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsUpTo as upToMigration, UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { migrationsFolder, pgliteExtensions, wrapPglite } from "./client";
import { seedDatabase } from "./seed/seed";
import { CATALOG_ITEMS } from "./seed/data/catalog";

// An upgraded database must group items as a freshly seeded one does (decision 011: sizes within a group
// at most 4x apart). Migration 0017 backfills groups by name alone; the seed at the next start brings the groups
// of its own items up to date.
const migrationsUpTo = upToMigration();

describe("product groups of a database upgraded through migration 0017", { timeout: UPGRADE_TEST_TIMEOUT_MS }, () => {
  it("are the seed's groups after the next start, so a 14 fl oz bottle never stands in for a half gallon", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo("0016_shopping-list-and-idempotency") });
    const keys = ["chocolate-milk-nesquik-14-fl-oz", "vanilla-ice-cream-haagen-dazs-14-fl-oz", "iced-tea-pure-leaf-18-5-fl-oz"];
    const seeded = CATALOG_ITEMS.filter((item) => keys.includes(item.key));
    for (const item of seeded)
      await client.query(
        `insert into grocery_items (key, name, brand, category, unit, size, size_unit) values ($1, $2, $3, $4, $5, $6, $7)`,
        [item.key, item.name, item.brand, item.category, item.unit, item.size, item.sizeUnit],
      );
    await client.query(`insert into chains (slug, name, color, logo) values ('aldi', 'Aldi', '#00005f', 'A')`);
    await migrate(drizzle(client), { migrationsFolder });
    const before = await client.query<{ product_group: string }>(`select product_group from grocery_items where key = $1`, [
      keys[0],
    ]);
    await seedDatabase(wrapPglite(client, async () => {}).db); // what the next start runs
    const again = await client.query<{ version: number }>(`select version from catalog_state`);
    await seedDatabase(wrapPglite(client, async () => {}).db);
    expect((await client.query<{ version: number }>(`select version from catalog_state`)).rows).toEqual(again.rows);
    expect(before.rows[0]!.product_group).not.toBe(seeded.find((item) => item.key === keys[0])!.productGroup);
    const { rows } = await client.query<{ key: string; product_group: string }>(
      `select key, product_group from grocery_items order by key`,
    );
    expect(Object.fromEntries(rows.filter((r) => keys.includes(r.key)).map((r) => [r.key, r.product_group]))).toEqual(
      Object.fromEntries(seeded.map((item) => [item.key, item.productGroup])),
    );
    // The start also added the seed items the old database lacked (decision 055).
    expect(rows).toHaveLength(CATALOG_ITEMS.length);
    await client.close();
  });
});
