// @module-tag engines
// Decision 046: triggers keep an index or a change stamp in step with the catalog, nothing else (decision 099: the
// newest observation of each place, newest_observations, is such an index of prices; decision 101: the view of its trusted
// rows refuses writes, as integrity; decision 106: the stamp moves only for a statement that changed a row, one trigger
// per event, catalog-stamp.test.ts). A product rule
// (who is Family Premium) or a cache's bookkeeping (cart versions, notifications) lives in code, where a reader finds it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "./client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = <T>(statement: ReturnType<typeof sql>) => sqlRows<T>(database.db, statement);

describe("the database's own triggers", () => {
  it("are the search words' and the newest observations' index upkeep, the catalog's change stamp and a read-only view, and nothing else", async () => {
    const triggers = await rowsOf<{ table: string; name: string; fn: string }>(
      sql`select c.relname as "table", t.tgname as name, p.proname as fn
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          join pg_namespace n on n.oid = c.relnamespace
          where not t.tgisinternal and n.nspname = current_schema()
          order by 1, 2`,
    );
    expect(triggers.map((t) => `${t.table}.${t.name} -> ${t.fn}`)).toEqual([
      "chains.chains_bump_catalog_version_on_delete -> bump_catalog_version_on_rows",
      "chains.chains_bump_catalog_version_on_insert -> bump_catalog_version_on_rows",
      "chains.chains_bump_catalog_version_on_truncate -> bump_catalog_version",
      "chains.chains_bump_catalog_version_on_update -> bump_catalog_version_on_update",
      "current_prices.current_prices_read_only -> current_prices_read_only",
      "grocery_items.grocery_items_bump_catalog_version_on_delete -> bump_catalog_version_on_rows",
      "grocery_items.grocery_items_bump_catalog_version_on_insert -> bump_catalog_version_on_rows",
      "grocery_items.grocery_items_bump_catalog_version_on_truncate -> bump_catalog_version",
      "grocery_items.grocery_items_bump_catalog_version_on_update -> bump_catalog_version_on_update",
      "grocery_items.grocery_items_bump_words_version -> bump_words_version",
      "grocery_items.grocery_items_postings_on_delete -> search_word_postings_on_delete",
      "grocery_items.grocery_items_postings_on_insert -> search_word_postings_on_insert",
      "grocery_items.grocery_items_postings_on_truncate -> search_word_postings_on_truncate",
      "grocery_items.grocery_items_postings_on_update -> search_word_postings_on_update",
      "grocery_items.grocery_items_word_items_on_delete -> refill_search_word_items_after_delete",
      "grocery_items.grocery_items_word_items_on_insert -> add_search_word_items",
      "grocery_items.grocery_items_word_items_on_update -> refill_search_word_items_after_update",
      "grocery_items.grocery_items_words_on_insert -> add_search_words",
      "grocery_items.grocery_items_words_on_update -> add_search_words",
      "prices.prices_bump_catalog_version_on_delete -> bump_catalog_version_on_rows",
      "prices.prices_bump_catalog_version_on_insert -> bump_catalog_version_on_rows",
      "prices.prices_bump_catalog_version_on_truncate -> bump_catalog_version",
      "prices.prices_bump_catalog_version_on_update -> bump_catalog_version_on_update",
      "prices.prices_newest_lock -> newest_observations_before_change",
      "prices.prices_newest_on_delete -> newest_observations_on_delete",
      "prices.prices_newest_on_insert -> newest_observations_on_insert",
      "prices.prices_newest_on_truncate -> newest_observations_on_truncate",
      "prices.prices_newest_on_update -> newest_observations_on_update",
      "stores.stores_bump_catalog_version_on_delete -> bump_catalog_version_on_rows",
      "stores.stores_bump_catalog_version_on_insert -> bump_catalog_version_on_rows",
      "stores.stores_bump_catalog_version_on_truncate -> bump_catalog_version",
      "stores.stores_bump_catalog_version_on_update -> bump_catalog_version_on_update",
    ]);
  });

  it("step the search words' stamp as the catalog's: by a random amount, on the migration's search_path", async () => {
    const [words] = await rowsOf<{ config: string[] | null; body: string }>(
      sql`select proconfig as config, prosrc as body from pg_proc where proname = 'bump_words_version'`,
    );
    expect(words?.config?.some((setting) => setting.startsWith("search_path="))).toBe(true);
    expect(words?.body).toContain("random()");
  });

  it("step the catalog's stamp by a random amount, on the migration's search_path, whichever event raises it", async () => {
    const stamps = await rowsOf<{ name: string; config: string[] | null; body: string }>(
      sql`select proname as name, proconfig as config, prosrc as body from pg_proc where proname like 'bump_catalog_version%'
          order by 1`,
    );
    expect(stamps.map((stamp) => stamp.name)).toEqual([
      "bump_catalog_version",
      "bump_catalog_version_on_rows",
      "bump_catalog_version_on_update",
    ]);
    for (const stamp of stamps) {
      expect(
        stamp.config?.some((setting) => setting.startsWith("search_path=")),
        stamp.name,
      ).toBe(true);
      expect(stamp.body, stamp.name).toContain("1 + floor(random() * 1000000)::bigint");
    }
  });

  it("leave no column on users that a trigger used to derive", async () => {
    const columns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users'`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toContain("email");
    expect(names).not.toContain("is_family_premium");
    expect(names).not.toContain("cart_version");
  });
});
