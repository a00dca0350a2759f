import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { migrationsFolder, pgliteExtensions } from "./client";

// Review R50: an extension exists once per database, whatever its schema. With intarray already installed elsewhere
// (in public, as its own documentation suggests), migration 0041's CREATE EXTENSION IF NOT EXISTS ... SCHEMA
// search_intarray does nothing, and the search's aggregates and triggers must use intarray where it is.
describe("a database that already has intarray in another schema", { timeout: UPGRADE_TEST_TIMEOUT_MS }, () => {
  it("migrates, and keeps and reads the word postings through intarray where it is", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await client.exec("CREATE EXTENSION intarray");
    await migrate(drizzle(client), { migrationsFolder });
    const add = (id: number, name: string) =>
      client.query(
        `insert into grocery_items (id, key, name, brand, category, unit, size, size_unit) values ($1, $2, $3, 'Any', 'Pantry', '1 ct', 1, 'ct')`,
        [id, `r50-${id}`, name],
      );
    await add(900_001, "Zephrin Quorl Bar");
    await add(900_002, "Zephrin Bar");
    await add(900_003, "Zephrin Quorl Mix");
    await client.query(`delete from grocery_items where id = 900_003`);
    const rows = await client.query<{ ids: number[] }>(
      `select item_ids as ids from search_word_postings where word = 'zephrin' and in_name order by block`,
    );
    expect(rows.rows).toEqual([{ ids: [900_001, 900_002] }]);
    const both = await client.query<{ ids: number[] }>(
      `select search_ids_inter(item_ids) as ids from search_word_postings where word in ('zephrin', 'quorl') and in_name`,
    );
    expect(both.rows).toEqual([{ ids: [900_001] }]);
    await client.close();
  });
});
