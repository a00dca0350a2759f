import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { AUTH_CHANNEL, createChangeFeed, postgresConnector, type AuthChangeWatcher, type FeedTiming } from "./change-feed";
import { lockDataDir } from "./data-dir-lock";
import { onlyReads } from "./read-only-statement";
import * as schema from "./schema/index";

export { DataDirLockedError } from "./data-dir-lock";
export type { AuthChangeWatcher } from "./change-feed";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Reports every change to sessions, users or catalog_state (migrations 0008 and 0023), so that
   * what they decide can be cached; resolves to a function that stops. PGlite reports a change
   * before the statement that made it returns and is always live (decision 007). A PostgreSQL
   * server reports this process's own writes as they complete and everyone else's by LISTEN/NOTIFY,
   * live only while that connection is proven to deliver (decision 036). Absent: nothing is cached.
   */
  watchAuthChanges?(watcher: AuthChangeWatcher): Promise<() => Promise<void>>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// pg_trgm must be loaded on every PGlite open, or inserts into trigram-indexed tables fail.
export const pgliteExtensions = { pg_trgm };

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
    watchAuthChanges: async (watcher) => {
      const stop = await client.listen(AUTH_CHANNEL, (payload) => watcher.changed(payload));
      watcher.live(Number.POSITIVE_INFINITY);
      return () => stop();
    },
  };
}

/**
 * drizzle's postgres.js driver runs ordinary queries with prepare: false (drizzle-orm issue #6096)
 * and its named .prepare() queries with prepare: true. This client decides for every query: with
 * named statements, postgres.js keeps one per query text and connection (a quarter more cold cart
 * reads per second, half the time per statement: bench/RESULTS.md); without them, nothing is left
 * on a server connection that a pooler such as PgBouncer before 1.21 could hand to someone else.
 * It also calls wrote() when a statement that may write (see onlyReads), or a transaction, has completed
 * (committed, failed or rolled back), before whoever awaits it goes on (decision 036).
 */
function instrumented(client: postgres.Sql, prepare: boolean, wrote: () => void): postgres.Sql {
  type Unsafe = typeof client.unsafe;
  type Begin = typeof client.begin;
  const unsafe = (...[query, params, options]: Parameters<Unsafe>) => {
    const pending = client.unsafe(query, params, { ...options, prepare });
    // Registered first, so it runs before the caller's own continuation; it handles a failure
    // without hiding it from the caller, who awaits `pending` itself.
    if (!onlyReads(query)) pending.then(wrote, wrote);
    return pending;
  };
  const begin = (...args: Parameters<Begin>) => {
    const pending = (client.begin as (...a: Parameters<Begin>) => Promise<unknown>)(...args);
    pending.then(wrote, wrote);
    return pending;
  };
  return new Proxy(client, {
    get: (t, prop, receiver) => (prop === "unsafe" ? unsafe : prop === "begin" ? begin : Reflect.get(t, prop, receiver)),
  });
}

/**
 * A PostgreSQL server reached through postgres.js, with named prepared statements unless turned off.
 * Changes to what a session decides are reported by a LISTEN connection of its own (decision 036).
 */
export function openPostgresDatabase(
  url: string,
  options: { max?: number; preparedStatements?: boolean; changeFeed?: FeedTiming } = {},
): Database {
  const prepare = options.preparedStatements !== false;
  const client = postgres(url, { max: options.max ?? 10, prepare, onnotice: () => {} });
  const feed = createChangeFeed(postgresConnector(url, prepare), options.changeFeed);
  const db = drizzlePostgres(instrumented(client, prepare, feed.localChange), { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: async () => {
      // One dedicated connection holds a session advisory lock, so several instances can start at once.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(7382910)`;
        await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await feed.close();
      await client.end({ timeout: 5 });
    },
    watchAuthChanges: (watcher) => feed.subscribe(watcher),
  };
}
