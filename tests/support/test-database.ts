import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { openPostgresDatabase, pgliteExtensions, wrapPglite, type Database } from "../../src/server/db/client";

/** How to open another connection (pool) to the same database as a test database. */
const reopeners = new WeakMap<Database, () => Database>();
/** The connection string of a test database on the PostgreSQL server. */
const urls = new WeakMap<Database, string>();

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
    postgresTemplate: { adminUrl: string; templateName: string; copyPrefix: string } | null;
  }
}

/**
 * A private, migrated and seeded database for one test file: a copy of the PGlite template made by
 * the global setup, or a fresh PostgreSQL database cloned from the server template (TEST_DATABASE_URL).
 */
export async function createTestDatabase(options: { max?: number; preparedStatements?: boolean } = {}): Promise<Database> {
  const pg = inject("postgresTemplate");
  if (pg) {
    // Named for this run, so that the global teardown can drop any copy still there at the end.
    const name = `${pg.copyPrefix}${randomBytes(6).toString("hex")}`;
    const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${pg.templateName}`);
    await admin.end();
    const url = new URL(pg.adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgresDatabase(url.href, {
      max: options.max ?? 4,
      preparedStatements: options.preparedStatements,
    });
    const opened: Database = {
      ...database,
      close: async () => {
        await database.close();
        // Not awaited: a DROP DATABASE waits for a checkpoint (about a second), which each file paid in turn.
        void dropDatabase(pg.adminUrl, name);
      },
    };
    reopeners.set(opened, () => openPostgresDatabase(url.href, { max: 2 }));
    urls.set(opened, url.href);
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

/** The connection string of a test database on the PostgreSQL server, for a child process (a CLI) to open; undefined on PGlite. */
export function postgresUrlOf(database: Database): string | undefined {
  return urls.get(database);
}

/**
 * A copy of the PGlite template in `dataDir`, laid out as the server and the CLIs keep their DATA_DIR (`pgdata`
 * inside): a migrated and seeded embedded database without running initdb, the migrations and the seed again.
 */
export async function writePgliteTemplate(dataDir: string): Promise<void> {
  const templatePath = inject("pgliteTemplatePath");
  if (!templatePath) throw new Error("The global test setup prepared no PGlite template (TEST_DATABASE_URL is set)");
  const client = await PGlite.create({
    dataDir: path.join(dataDir, "pgdata"),
    loadDataDir: new Blob([await readFile(templatePath)]),
    extensions: pgliteExtensions,
  });
  await client.close();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch {
    // The global teardown drops it.
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * Another connection pool to the same database, as another app instance or an operator's SQL session
 * would have (on the embedded database, the same connection: a second process cannot open it). Close
 * it before the database.
 */
export function openAnotherConnection(database: Database): Database {
  const reopen = reopeners.get(database);
  if (!reopen) throw new Error("not a test database");
  return reopen();
}
