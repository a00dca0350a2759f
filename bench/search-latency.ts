/**
 * Search latency of the real searchItems (word-dictionary + GIN full-text candidates, then ranking) on generated
 * catalogs of 10k, 100k and 1M items, on in-memory PGlite and on the local PostgreSQL server
 * (database pennycart_bench, created and dropped here).
 *
 *   npx tsx bench/search-latency.ts [--sizes=10000,100000,1000000] [--engines=pglite,postgres]
 *                                   [--iterations=300] [--budget-s=60] [--pglite-max-items=1000000] [--max-minutes=40] [--unprepared]
 *                                   [--database=pennycart_bench] [--keep] [--baseline=path/to/catalog-search.repository.ts]
 *
 * Each (engine, size) loads the catalog with the search indexes dropped, rebuilds them (timed), warms up
 * with every query once, then times `iterations` searches cycling through the 30 queries, stopping
 * early when --budget-s is spent (the n column says how many ran). Target: p95 < 20 ms at 100k on PostgreSQL.
 * --unprepared runs PostgreSQL without named prepared statements (DATABASE_PREPARED_STATEMENTS=false).
 * --keep (PostgreSQL) keeps one database per size (`<database>_<items>`) after the run and reuses it next time
 * when it already holds that many items, so a 1M-item catalog is built once; drop them by hand afterwards.
 * --baseline times another searchItems (for example main's, from a `git archive` copy with node_modules
 * linked in) on the same database, interleaved query by query with this tree's, and prints the ratios; the
 * database then also gets the GIN indexes searchItems used before migration 0024 (BASELINE_INDEX_SQL).
 */
import os from "node:os";
import path from "node:path";
import { searchItems } from "../src/server/features/catalog/catalog-search.repository";
import { QUERIES, vocabulary } from "./lib/catalog-generator";
import { openBenchDatabase, parseEngines, type BenchDatabase, type Engine } from "./lib/databases";
import {
  BASELINE_INDEX_SQL,
  SEARCH_INDEX_SQL,
  SEARCH_INDEXES,
  buildIndexes,
  loadCatalog,
  measureInterleaved,
  newRun,
  printRuns,
  printSlowestQueries,
  SEARCH_LIMIT,
  type Run,
  type SearchFn,
} from "./lib/search-runner";
import { fmt, median, parseFlags, percentile } from "./lib/stats";

const flags = parseFlags();
const sizes = (flags.get("sizes") ?? "10000,100000,1000000").split(",").map(Number);
const engines = parseEngines(flags.get("engines"));
const iterations = Number(flags.get("iterations") ?? 300);
const budgetMs = Number(flags.get("budget-s") ?? 60) * 1000;
const pgliteMaxItems = Number(flags.get("pglite-max-items") ?? 1_000_000);
const maxMinutes = Number(flags.get("max-minutes") ?? 40);
const unprepared = flags.has("unprepared");
const databaseName = flags.get("database") ?? "pennycart_bench";
const keep = flags.has("keep");
const baselinePath = flags.get("baseline");
if (sizes.some((s) => !Number.isInteger(s) || s <= 0) || !(iterations > 0))
  throw new Error("--sizes and --iterations take positive integers");

const search: SearchFn = (db, q, limit) => searchItems(db, q, limit);
let baseline: SearchFn | undefined;

/** A kept database that already holds `items` items (with their search indexes) is reused as it is. */
async function loadOrReuse(bench: BenchDatabase, engine: Engine, items: number, run: Run): Promise<void> {
  if (keep && engine === "postgres") {
    const [row] = await bench.rows<{ n: string | number; indexes: string | number }>(
      `SELECT (SELECT count(*) FROM grocery_items) AS n, (SELECT count(*) FROM pg_indexes WHERE indexname IN (${SEARCH_INDEXES.map((i) => `'${i}'`).join(",")})) AS indexes`,
    );
    if (Number(row?.n) === items && Number(row?.indexes) === SEARCH_INDEXES.length) {
      run.note = "reused the kept database";
      return;
    }
  }
  run.loadS = await loadCatalog(bench, items);
  Object.assign(run, await buildIndexes(bench, SEARCH_INDEX_SQL, SEARCH_INDEXES));
}

async function benchEngine(engine: Engine, runs: Run[]): Promise<void> {
  let bench: BenchDatabase | undefined;
  try {
    for (const items of sizes) {
      const variant = engine === "pglite" ? "embedded" : unprepared ? "unprepared" : "prepared";
      const run = newRun(engine, variant, items);
      const baseRun = baseline ? newRun(engine, `${variant}, baseline`, items) : undefined;
      runs.push(...(baseRun ? [baseRun, run] : [run]));
      if (engine === "pglite" && items > pgliteMaxItems) {
        run.note = `skipped: above --pglite-max-items=${pgliteMaxItems}`;
        continue;
      }
      // A fresh in-memory PGlite per size frees the previous size's memory; PostgreSQL keeps one database (one per size with --keep).
      const perSize = keep && engine === "postgres";
      if ((engine === "pglite" || perSize) && bench) await bench.close().then(() => (bench = undefined));
      const name = perSize ? `${databaseName}_${items}` : databaseName;
      bench ??= await openBenchDatabase(engine, name, { preparedStatements: !unprepared, keep: perSize });
      process.stdout.write(`${engine} ${items.toLocaleString("en-US")} items: loading... `);
      try {
        await loadOrReuse(bench, engine, items, run);
        if (baseline) for (const statement of BASELINE_INDEX_SQL) await bench.exec(statement);
        process.stdout.write(`${fmt(run.loadS)} s, index ${fmt(run.indexS)} s; searching... `);
        const contenders =
          baseRun && baseline
            ? [
                { search: baseline, run: baseRun },
                { search, run },
              ]
            : [{ search, run }];
        await measureInterleaved(bench.db, contenders, iterations, budgetMs);
        for (const c of contenders)
          process.stdout.write(
            `${c.run.variant}: median ${fmt(median(c.run.samples), 2)} ms, p95 ${fmt(percentile(c.run.samples, 95), 2)} ms; `,
          );
        console.log(`(load average ${os.loadavg()[0]!.toFixed(2)})`);
      } catch (error) {
        run.note = `failed: ${(error as Error).message.split("\n")[0]}`;
        console.log(run.note);
        await bench.close().catch(() => {});
        bench = undefined;
      }
    }
  } finally {
    await bench?.close();
  }
}

/** After / baseline ratios of the median and p95 of each size measured with --baseline. */
function printRatios(runs: readonly Run[]): void {
  for (const run of runs.filter((r) => !r.variant.endsWith("baseline") && r.samples.length > 0)) {
    const base = runs.find((r) => r.engine === run.engine && r.items === run.items && r.variant === `${run.variant}, baseline`);
    if (!base || base.samples.length === 0) continue;
    const ratio = (f: (xs: number[]) => number) => fmt(f(run.samples) / f(base.samples), 3);
    console.log(
      `${run.engine} ${run.items.toLocaleString("en-US")}: this tree / baseline: median ${ratio(median)}, p95 ${ratio((xs) => percentile(xs, 95))}`,
    );
  }
}

async function serverSettings(): Promise<string> {
  const bench = await openBenchDatabase("postgres", `${databaseName}_settings`);
  try {
    const rows = await bench.rows<{ name: string; setting: string; unit: string | null }>(
      "SELECT name, setting, unit FROM pg_settings WHERE name IN ('server_version', 'shared_buffers', 'work_mem', 'maintenance_work_mem') ORDER BY name",
    );
    return rows.map((r) => `${r.name}=${r.setting}${r.unit === "8kB" ? ` x 8kB` : (r.unit ?? "")}`).join(", ");
  } finally {
    await bench.close();
  }
}

async function main() {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log(`Catalog vocabulary: ${JSON.stringify(vocabulary)}; ${QUERIES.length} queries, limit ${SEARCH_LIMIT}`);
  if (engines.includes("postgres")) console.log(`PostgreSQL: ${await serverSettings()}`);
  if (baselinePath) baseline = ((await import(path.resolve(baselinePath))) as { searchItems: SearchFn }).searchItems;
  const runs: Run[] = [];
  for (const engine of engines) await benchEngine(engine, runs);

  console.log("\nSearch latency: searchItems end to end (drizzle, driver, database)\n");
  printRuns(runs);
  printRatios(runs);
  for (const engine of engines) {
    // The slowest queries at 100k (the target's size) and at the largest size measured.
    for (const variant of new Set(runs.filter((r) => r.engine === engine).map((r) => r.variant))) {
      const measured = runs
        .filter((r) => r.engine === engine && r.variant === variant && r.samples.length > 0)
        .sort((a, b) => a.items - b.items);
      for (const run of new Set([measured.find((r) => r.items === 100_000), measured.at(-1)])) if (run) printSlowestQueries(run);
    }
  }
  const target = runs.find(
    (r) => r.engine === "postgres" && !r.variant.endsWith("baseline") && r.items === 100_000 && r.samples.length > 0,
  );
  if (target) {
    const p95 = percentile(target.samples, 95);
    console.log(`\nTarget: p95 < 20 ms at 100,000 items on PostgreSQL: ${fmt(p95, 2)} ms, ${p95 < 20 ? "MET" : "NOT MET"}`);
  }
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

setTimeout(() => {
  console.error(
    `\nGave up after ${maxMinutes} minutes (--max-minutes). If pennycart_bench is left over: DROP DATABASE pennycart_bench`,
  );
  process.exit(2);
}, maxMinutes * 60_000).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
