/**
 * A catalog writer beside a benchmark's app (review R105, decision 106): its own connection to the app's PostgreSQL
 * database writes every 200 ms, as an import or a Kroger refresh does while shoppers read their carts.
 * - noop: a batch of 1,000 observations written again as they are (an UPDATE of prices setting columns to themselves)
 *   and the Kroger job's bookkeeping (kroger_read_at) of 5 stores: no row a cart reads changes;
 * - change: the same, and every 2 s one price's cents changed (+1, then back -1): every kept catalog part misses once.
 * It counts its writes and how often catalog_state.version moved; its backend is left out of the app's CPU.
 */
import postgres from "postgres";
import { ADMIN_URL } from "./databases";

export type WriterMode = "noop" | "change";
const WRITER_MODES: readonly string[] = ["noop", "change"];
const EVERY_MS = 200;
const CHANGE_EVERY = 10;
const BATCH = 1000;
const STORES = 5;

function describeWriter(mode: WriterMode | undefined): string {
  if (!mode) return "none";
  const noop = `every ${EVERY_MS} ms ${BATCH.toLocaleString("en-US")} prices rewritten as they are and kroger_read_at of ${STORES} stores`;
  return mode === "noop" ? `noop (${noop})` : `change (${noop}; every ${(EVERY_MS * CHANGE_EVERY) / 1000} s one price's cents)`;
}

type CatalogWriter = {
  /** The writer's PostgreSQL backend, to leave out of the app's. */
  pid: number;
  /** Stops writing; the ticks, the price changes among them and the moves of catalog_state.version seen. */
  stop(): Promise<{ ticks: number; changes: number; stampMoves: number }>;
};

async function startCatalogWriter(database: string, mode: WriterMode): Promise<CatalogWriter> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const client = postgres(url.href, { max: 1, onnotice: () => {} });
  const [{ pid }] = (await client`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
  const [batch] = await client<{ first: number; last: number }[]>`
    select min(id) as first, max(id) as last from (select id from prices order by id limit ${BATCH}) batch`;
  const version = async () =>
    (await client<{ version: string }[]>`select version::text as version from catalog_state`)[0]!.version;
  const counts = { ticks: 0, changes: 0, stampMoves: 0 };
  let stamp = await version();
  let stopped = false;
  const tick = async () => {
    await client`update prices set cents = cents, source_ref = source_ref, recorded_at = recorded_at
      where id between ${batch!.first} and ${batch!.last}`;
    await client`update stores set kroger_read_at = now() where id in (select id from stores order by id limit ${STORES})`;
    if (mode === "change" && counts.ticks % CHANGE_EVERY === CHANGE_EVERY - 1) {
      await client`update prices set cents = cents + ${counts.changes % 2 === 0 ? 1 : -1} where id = ${batch!.first}`;
      counts.changes++;
    }
    counts.ticks++;
    const now = await version();
    if (now !== stamp) counts.stampMoves++;
    stamp = now;
  };
  const running = (async () => {
    while (!stopped) {
      const start = Date.now();
      await tick();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - (Date.now() - start))));
    }
  })();
  // A failed write is thrown by stop(), not as an unhandled rejection in the middle of a workload.
  running.catch(() => {});
  return {
    pid,
    stop: async () => {
      stopped = true;
      try {
        await running;
        // Changes go +1, -1, ...: an odd number left the price a cent up; the kept bench database gets it back (R127).
        if (counts.changes % 2 === 1) await client`update prices set cents = cents - 1 where id = ${batch!.first}`;
      } finally {
        await client.end({ timeout: 5 });
      }
      return counts;
    },
  };
}

/** --writer's value (none when absent), checked: the writer needs a database of its own to connect to. */
export function parseWriterMode(value: string | undefined, engine: string | undefined): WriterMode | undefined {
  if (value === undefined) return undefined;
  if (!WRITER_MODES.includes(value)) throw new Error(`--writer is one of ${WRITER_MODES.join(", ")}`);
  if (engine !== "postgres") throw new Error("--writer applies to --engine=postgres only");
  return value as WriterMode;
}

/** A writer per database (none without a mode), started and stopped with its build. */
export function catalogWriters(mode: WriterMode | undefined) {
  const running = new Map<string, CatalogWriter>();
  return {
    describe: () => describeWriter(mode),
    async start(database: string): Promise<void> {
      if (mode) running.set(database, await startCatalogWriter(database, mode));
    },
    /** The app's backends among `pids`: all but the writer's. */
    appBackends: (database: string, pids: number[]) => pids.filter((pid) => pid !== running.get(database)?.pid),
    /** Stops the database's writer, if it runs, and prints what it did when given the build's label. */
    async stop(database: string, label?: string): Promise<void> {
      const writer = running.get(database);
      running.delete(database);
      const written = await writer?.stop();
      if (written && label)
        console.log(
          `Writer (${label}): ${written.ticks} writes, ${written.changes} price changes, the stamp moved ${written.stampMoves} times`,
        );
    },
  };
}
