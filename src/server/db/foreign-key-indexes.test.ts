// @module-tag engines
// A row deleted from a referenced table (an account, a price, a catalog item) makes PostgreSQL find the rows that
// point at it, through each foreign key; without an index leading with the key's column that is a scan of the whole
// referencing table per deleted row (account deletion scans cart_entries, price deletion receipt_lines).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "./client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * Keys left without an index on purpose: the app never deletes a store or a catalog item (only a hand-made catalog
 * cleanup would, rarely, and an index on prices.store_id would cost every price written), and the admin audit log
 * holds a few rows per admin action.
 */
const UNINDEXED_ON_PURPOSE = [
  "admin_audit.admin_user_id",
  "favorites.item_id",
  "missing_products.store_id",
  "prices.store_id",
  "receipt_lines.item_id",
  "receipts.store_id",
  "recurring_order_items.item_id",
];

describe("foreign keys", () => {
  it("each have an index leading with their column, so a delete on the other side finds its rows without a scan", async () => {
    const result = (await database.db.execute(
      sql`select c.conrelid::regclass::text as "table", a.attname as "column"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1, 2`,
    )) as unknown as { rows?: { table: string; column: string }[] } | { table: string; column: string }[];
    const unindexed = Array.isArray(result) ? result : (result.rows ?? []);
    expect(unindexed.map((row) => `${row.table}.${row.column}`)).toEqual(UNINDEXED_ON_PURPOSE);
  });
});
