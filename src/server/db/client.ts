import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { intarray } from "@electric-sql/pglite/contrib/intarray";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";

export { DataDirLockedError } from "./data-dir-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Extensions must be loaded on every PGlite open: pg_trgm, or inserts into trigram-indexed tables fail; intarray, or
// the word postings' triggers and search's reads past the word lists fail (migration 0041).
export const pgliteExtensions = { pg_trgm, intarray };

/** Embedded PostgreSQL (PGlite) in dataDir, guarded by a lock so a second process cannot corrupt it. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: path.join(dataDir, "pgdata"), extensions: pgliteExtensions });
  } catch (error) {
    await lock.release();
    throw error;
  }
  // A close that throws keeps the lock: the database may still be open in this process, and the kernel drops the
  // lock when the process ends.
  return wrapPglite(client, async () => {
    await client.close();
    await lock.release();
  });
}

/** An in-memory or preloaded PGlite, used by tests. */
export function wrapPglite(client: PGlite, onClose: () => Promise<void> = () => client.close()): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: onClose,
  };
}

/** The most values a statement may have and still be named (withPrepare). */
export const MAX_PREPARED_PARAMETERS = 100;

/**
 * drizzle's postgres.js driver runs ordinary queries with prepare: false (drizzle-orm issue #6096)
 * and its named .prepare() queries with prepare: true. This client decides for every query: with
 * named statements, postgres.js keeps one per query text and connection (a quarter more cold cart
 * reads per second, half the time per statement: bench/RESULTS.md); without them, nothing is left
 * on a server connection that a pooler such as PgBouncer before 1.21 could hand to someone else.
 * A statement of more than MAX_PREPARED_PARAMETERS values (a batch of an import) is sent unnamed: its text varies with
 * the batch's size, and the server would keep each text's plan (~5 MB for 1,000 rows of 8 values) until the connection
 * closes (decision 104).
 */
function withPrepare<Client extends postgres.Sql>(client: Client, prepare: boolean): Client {
  type Unsafe = typeof client.unsafe;
  const unsafe = (...[query, params, options]: Parameters<Unsafe>) =>
    client.unsafe(query, params, { ...options, prepare: prepare && (params?.length ?? 0) <= MAX_PREPARED_PARAMETERS });
  // A transaction's queries (and a savepoint's) run on a client of their own that postgres.js hands to the callback:
  // it decides the same (before, drizzle ran them all unnamed, planned at every run: decision 104).
  const scoped =
    (method: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const run = args.pop() as (sql: postgres.Sql) => unknown;
      return method(...args, (sql: postgres.Sql) => run(withPrepare(sql, prepare)));
    };
  return new Proxy(client, {
    get: (t, prop, receiver) => {
      if (prop === "unsafe") return unsafe;
      const value: unknown = Reflect.get(t, prop, receiver);
      return (prop === "begin" || prop === "savepoint") && typeof value === "function"
        ? scoped(value as (...args: unknown[]) => unknown)
        : value;
    },
  });
}

/**
 * No statement of the app's pool is JIT-compiled (decisions 096 and 097, review R60: the search's wide-prefix statement spent ~70 ms
 * compiling): set on the database, so every session opened after a start has it, also through PgBouncer, which refuses
 * it as a startup parameter (review R61). A role that does not own the database cannot: the start goes on with a warning.
 */
async function turnJitOff(single: postgres.Sql): Promise<void> {
  try {
    await single.unsafe("do $$ begin execute format('alter database %I set jit = off', current_database()); end $$");
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    process.emitWarning(
      "PennyCart could not set jit = off on its database (not its owner): set it in postgresql.conf (decision 097).",
    );
  }
}

/** A PostgreSQL server reached through postgres.js, with named prepared statements unless turned off. */
export function openPostgresDatabase(url: string, options: { max?: number; preparedStatements?: boolean } = {}): Database {
  const prepare = options.preparedStatements !== false;
  const client = postgres(url, { max: options.max ?? 10, prepare, onnotice: () => {} });
  const db = drizzlePostgres(withPrepare(client, prepare), { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: async () => {
      // One dedicated connection holds a session advisory lock, so several instances can start at once.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(7382910)`;
        await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
        await turnJitOff(single);
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}
