import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/**
 * Everything that belongs to one user, and the shared catalog, as one comparable value: every row of
 * every table with a `user_id` column that is theirs, their user row, and a digest of each catalog
 * table. Tables added later are covered by name, so a new feature is checked without listing it.
 */

// PGlite answers { rows }, postgres.js an array of rows.
type ExecuteResult = unknown[] | { rows?: unknown[] };
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as ExecuteResult;
const toRows = (result: ExecuteResult): unknown[] => (Array.isArray(result) ? result : (result.rows ?? []));

/** Tables whose rows say who owns them with a user_id column. */
export async function ownedTables(db: Db): Promise<string[]> {
  const result = toRows(
    await rowsOf(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    ),
  ) as { table_name: string }[];
  return result.map((r) => r.table_name);
}

const CATALOG_TABLES = ["chains", "stores", "grocery_items", "prices"];
// Columns that move with any activity of the user and are not the user's data.
const VOLATILE_USER_COLUMNS = ["updated_at"];

/** Whether tables `tables` (from ownedTables) hold `userId`'s rows unchanged: compare two of these. */
export async function snapshotUserState(db: Db, userId: string, tables: readonly string[]): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of tables) {
    if (table === "sessions") continue; // a session's expiry slides as it is used
    const rows = toRows(await rowsOf(db, sql`select * from ${sql.identifier(table)} where user_id = ${userId} order by 1`));
    state[table] = JSON.stringify(rows);
  }
  const [user] = toRows(await rowsOf(db, sql`select * from users where id = ${userId}`)) as Record<string, unknown>[];
  for (const column of VOLATILE_USER_COLUMNS) delete user?.[column];
  state.users = JSON.stringify(user ?? null);
  // A shopper's price report is theirs (reported_by), not the shared catalog: any signed-in shopper
  // may add one (issue 15), so the digest of prices leaves reports out and the victim's are compared.
  const reports = toRows(await rowsOf(db, sql`select * from prices where reported_by = ${userId} order by id`));
  state.price_reports = JSON.stringify(reports);
  // Each catalog table's digest is made by the database: the row count and the sum of a 64-bit hash of every row (all
  // its columns), so any changed, added or removed row changes it. The same check as a hash of the rows fetched, for
  // a fifteenth of the CPU: the 60,000 prices are not sent to the test twice for every fuzzed route.
  for (const table of CATALOG_TABLES) {
    const others = table === "prices" ? sql`where t.reported_by is null` : sql``;
    const [row] = toRows(
      await rowsOf(
        db,
        sql`select count(*) || ':' || coalesce(sum(hash_record_extended(t, 0)), 0) as digest from ${sql.identifier(table)} t ${others}`,
      ),
    ) as { digest: string }[];
    state[table] = row!.digest;
  }
  return state;
}

/** Every id column value of the user's rows: fuzzed path and body ids include these. */
export async function idsOwnedBy(db: Db, userId: string, tables: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const table of tables) {
    const hasId = toRows(
      await rowsOf(
        db,
        sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
      ),
    );
    if (hasId.length === 0) continue;
    const rows = toRows(await rowsOf(db, sql`select id from ${sql.identifier(table)} where user_id = ${userId}`)) as {
      id: unknown;
    }[];
    for (const row of rows) ids.add(String(row.id));
  }
  return [...ids];
}
