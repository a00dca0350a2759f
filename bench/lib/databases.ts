/**
 * Throwaway databases for the benchmarks: an in-memory PGlite, or a dedicated database on the local
 * PostgreSQL server that is created (dropped first if a crashed run left it) and dropped at close.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openPostgresDatabase, pgliteExtensions, wrapPglite, type Database } from "../../src/server/db/client";

export type Engine = "pglite" | "postgres";
export const ENGINES: readonly Engine[] = ["pglite", "postgres"];

/** The local server's maintenance database; BENCH_ADMIN_URL overrides it. Only 127.0.0.1 is expected. */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type BenchDatabase = Database & {
  /** Runs one raw SQL statement. */
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
};

async function onAdmin<T>(fn: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    return await fn(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export function parseEngines(value: string | undefined): Engine[] {
  const engines = (value ?? ENGINES.join(",")).split(",").map((e) => e.trim());
  for (const e of engines)
    if (!ENGINES.includes(e as Engine)) throw new Error(`Unknown engine ${e}; use ${ENGINES.join(" or ")}`);
  return engines as Engine[];
}

/** preparedStatements: false measures PostgreSQL as drizzle runs it by default (see src/server/db/client.ts). */
/** keep: the PostgreSQL database is created only when missing and is not dropped at close (to reuse a large catalog). */
/** migrate false: created (PostgreSQL) but not migrated, for a server of another build to migrate with its own. */
export type BenchDatabaseOptions = { poolSize?: number; preparedStatements?: boolean; keep?: boolean; migrate?: boolean };

/** A migrated, empty database. name is the PostgreSQL database created for it (letters, digits, _). */
export async function openBenchDatabase(
  engine: Engine,
  name: string,
  options: BenchDatabaseOptions = {},
): Promise<BenchDatabase> {
  const poolSize = options.poolSize ?? 10;
  let database: Database;
  let drop = async () => {};
  if (engine === "pglite") {
    database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  } else {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
    await onAdmin(async (admin) => {
      const exists = options.keep && (await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`).length > 0;
      if (exists) return;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${name}`);
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    database = openPostgresDatabase(url.href, { max: poolSize, preparedStatements: options.preparedStatements ?? true });
    if (!options.keep)
      drop = () => onAdmin(async (admin) => void (await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  }
  if (options.migrate !== false) await database.migrate();
  return {
    ...database,
    exec: async (text) => void (await database.db.execute(sql.raw(text))),
    rows: async <T>(text: string) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as T[] | { rows: T[] };
      return Array.isArray(result) ? result : result.rows;
    },
    close: async () => {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/** The server processes of the app's connections to its database. */
export async function backendPids(database: string): Promise<number[]> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = ${database}`;
    return rows.map((row) => row.pid);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * VACUUM ANALYZE of a whole database, as autovacuum leaves a production one: it sets the visibility map, without which
 * the planner reads the cart's prices from the heap instead of their cover index (migration 0038). Autovacuum is off on
 * the bench machine, and a seed is only ANALYZEd.
 */
export async function vacuumAnalyze(database: string): Promise<void> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const client = postgres(url.href, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe("VACUUM ANALYZE");
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Gives every observation of `database` `days` older copies, one a day before it (its price moved by a few cents), as
 * months of daily refreshes and reports leave a production database: the current prices stay the same. Once: a
 * database that already has more rows than places is left as it is.
 */
export async function addPriceHistory(database: string, days: number): Promise<void> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const client = postgres(url.href, { max: 1, onnotice: () => {} });
  try {
    const [counts] = await client.unsafe<{ rows: number; places: number }[]>(
      `select count(*)::int as rows, count(distinct (item_id, chain_id, coalesce(store_id, 0)))::int as places from prices`,
    );
    if (counts!.rows > counts!.places) return;
    await client.unsafe(`create temporary table history_base as select * from prices`);
    for (let day = 1; day <= days; day++)
      await client.unsafe(`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at,
          observed_precision, recorded_at, status)
        select item_id, chain_id, store_id, cents + ${day % 7}, source, source_ref, observed_at - interval '${day} days',
          observed_precision, recorded_at - interval '${day} days', status
        from history_base`);
  } finally {
    await client.end({ timeout: 5 });
  }
}
