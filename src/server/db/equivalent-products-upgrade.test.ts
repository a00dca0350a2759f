import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsUpTo as upToMigration, UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { migrationsFolder, pgliteExtensions } from "./client";

// A database made before migration 0017 (equivalent products) upgrades in place: its loose produce becomes
// unbranded, every item gets a product group, and existing cart rows of store brands become "any brand".
const migrationsUpTo = upToMigration();

describe("migration 0017 on an existing database", { timeout: UPGRADE_TEST_TIMEOUT_MS }, () => {
  it("keeps every cart row, with 'any brand' for store brands and 'exact' for national brands", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsUpTo("0016_shopping-list-and-idempotency") });
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (email) values ('old@example.com') returning id`,
    );
    const { rows: items } = await client.query<{
      id: number;
    }>(`insert into grocery_items (key, name, brand, category, unit, size, size_unit) values
      ('bananas-store-brand-1-lb', 'Bananas', 'Store Brand', 'Produce', '1 lb', 1, 'lb'),
      ('whole-milk-great-value-1-gal', 'Whole Milk', 'Great Value', 'Dairy', '1 gal', 1, 'gal'),
      ('whole-milk-turners-1-gal', 'Whole Milk', 'Turner''s', 'Dairy', '1 gal', 1, 'gal'),
      ('2-pct-reduced-fat-milk-store-brand-1-gal', '2% Reduced Fat Milk', 'Store Brand', 'Dairy', '1 gal', 1, 'gal')
      returning id`);
    for (const item of items)
      await client.query(`insert into cart_entries (user_id, item_id, quantity) values ($1, $2, 2)`, [users[0]!.id, item.id]);

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query(`select g.key, g.brand, g.product_group, g.any_brand_by_default, c.match_mode, c.quantity
      from cart_entries c join grocery_items g on g.id = c.item_id order by g.id`);
    expect(rows).toEqual([
      {
        key: "bananas-unbranded-1-lb",
        brand: "Unbranded",
        product_group: "bananas",
        any_brand_by_default: true,
        match_mode: "any",
        quantity: 2,
      },
      {
        key: "whole-milk-great-value-1-gal",
        brand: "Great Value",
        product_group: "whole-milk",
        any_brand_by_default: true,
        match_mode: "any",
        quantity: 2,
      },
      {
        key: "whole-milk-turners-1-gal",
        brand: "Turner's",
        product_group: "whole-milk",
        any_brand_by_default: false,
        match_mode: "exact",
        quantity: 2,
      },
      {
        key: "2-pct-reduced-fat-milk-store-brand-1-gal",
        brand: "Store Brand",
        product_group: "2-pct-reduced-fat-milk",
        any_brand_by_default: true,
        match_mode: "any",
        quantity: 2,
      },
    ]);
    await client.close();
  });
});
