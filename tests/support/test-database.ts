import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import type { FeedTiming } from "../../src/server/db/change-feed";
import { openPostgresDatabase, pgliteExtensions, wrapPglite, type Database } from "../../src/server/db/client";

// Test databases trust their change feed for a minute past each beat, so a loaded machine never
// lets a lease lapse in the middle of a test; lapses are tested with a fake clock (change-feed.test.ts).
const TEST_FEED_TIMING: FeedTiming = { beatMs: 1000, leaseMs: 60_000, retryMs: 1000 };

/** How to open another connection (pool) to the same database as a test database. */
const reopeners = new WeakMap<Database, (timing: FeedTiming) => Database>();
/** The lease of each test database's change feed (changesDelivered reads a beat's time from it). */
const leases = new WeakMap<Database, number>();

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
    postgresTemplate: { adminUrl: string; templateName: string } | null;
  }
}

/**
 * A private, migrated and seeded database for one test file: a copy of the PGlite template made by
 * the global setup, or a fresh PostgreSQL database cloned from the server template (TEST_DATABASE_URL).
 */
export async function createTestDatabase(options: { max?: number; preparedStatements?: boolean } = {}): Promise<Database> {
  const pg = inject("postgresTemplate");
  if (pg) {
    const name = `pc_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${pg.templateName}`);
    await admin.end();
    const url = new URL(pg.adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgresDatabase(url.href, {
      max: options.max ?? 4,
      preparedStatements: options.preparedStatements,
      changeFeed: TEST_FEED_TIMING,
    });
    const opened: Database = {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
        await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
    reopeners.set(opened, (timing) => {
      const another = openPostgresDatabase(url.href, { max: 2, changeFeed: timing });
      leases.set(another, timing.leaseMs);
      return another;
    });
    return opened;
  }
  const templatePath = inject("pgliteTemplatePath");
  if (!templatePath) throw new Error("The global test setup did not prepare a database template");
  const dump = new Blob([await readFile(templatePath)]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
  const opened = wrapPglite(client);
  // The embedded database has one connection: another "connection" shares it, as a second process cannot.
  reopeners.set(opened, () => wrapPglite(client, async () => {}));
  return opened;
}

/**
 * Another connection pool to the same database, with its own change feed, as another app instance
 * or an operator's SQL session would have. Close it before the database.
 */
export function openAnotherConnection(database: Database, timing: FeedTiming = TEST_FEED_TIMING): Database {
  const reopen = reopeners.get(database);
  if (!reopen) throw new Error("not a test database");
  return reopen(timing);
}

/**
 * Resolves once `listening`'s change feed has delivered every change committed before this call, by
 * the feed's own proof: a beat sent after the call has come back (PostgreSQL delivers in commit order).
 * It sends nothing on the channel the caches hear, so it never empties one itself: a test that expects
 * a change to show afterwards rests on the notification that change sent. The embedded database
 * reports a change before the write returns, so there it resolves at once.
 */
export async function changesDelivered(listening: Database): Promise<void> {
  if (listening.kind !== "postgres") return;
  const leaseMs = leases.get(listening) ?? TEST_FEED_TIMING.leaseMs;
  const since = performance.now();
  let delivered!: () => void;
  const beatBack = new Promise<void>((resolve) => (delivered = resolve));
  const stop = await listening.watchAuthChanges!({
    changed: () => {},
    // The feed trusts itself until (time the beat was sent) + lease: a beat sent since this call.
    live: (until) => until >= since + leaseMs && delivered(),
    down: () => {},
  });
  try {
    await beatBack;
  } finally {
    await stop();
  }
}
