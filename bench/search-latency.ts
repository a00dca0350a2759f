/**
 * Search latency of the real searchItems (word-dictionary + GIN full-text candidates, then ranking) on generated
 * catalogs of 10k, 100k and 1M items, on in-memory PGlite and on the local PostgreSQL server
 * (database pennycart_bench, created and dropped here).
 *
 *   npx tsx bench/search-latency.ts [--sizes=10000,100000,1000000] [--engines=pglite,postgres]
 *                                   [--iterations=300] [--budget-s=60] [--pglite-max-items=1000000] [--max-minutes=40] [--unprepared]
 *
 * Each (engine, size) loads the catalog with the search indexes dropped, rebuilds them (timed), warms up
 * with every query once, then times `iterations` searches cycling through the 30 queries, stopping
 * early when --budget-s is spent (the n column says how many ran). Target: p95 < 20 ms at 100k on PostgreSQL.
 * --unprepared runs PostgreSQL without named prepared statements (DATABASE_PREPARED_STATEMENTS=false).
 */
import os from "node:os";
import { searchItems } from "../src/server/features/catalog/catalog-search.repository";
import { QUERIES, vocabulary } from "./lib/catalog-generator";
import { openBenchDatabase, parseEngines, type BenchDatabase, type Engine } from "./lib/databases";
import {
  SEARCH_INDEX_SQL,
  SEARCH_INDEXES,
  buildIndexes,
  loadCatalog,
  measure,
  newRun,
  printRuns,
  printSlowestQueries,
  SEARCH_LIMIT,
  type Run,
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
if (sizes.some((s) => !Number.isInteger(s) || s <= 0) || !(iterations > 0))
  throw new Error("--sizes and --iterations take positive integers");

const search = (db: BenchDatabase["db"], q: string, limit: number) => searchItems(db, q, limit);

async function benchEngine(engine: Engine, runs: Run[]): Promise<void> {
  let bench: BenchDatabase | undefined;
  try {
    for (const items of sizes) {
      const run = newRun(engine, engine === "pglite" ? "embedded" : unprepared ? "unprepared" : "prepared", items);
      runs.push(run);
      if (engine === "pglite" && items > pgliteMaxItems) {
        run.note = `skipped: above --pglite-max-items=${pgliteMaxItems}`;
        continue;
      }
      // A fresh in-memory PGlite per size frees the previous size's memory; PostgreSQL keeps one database.
      if (engine === "pglite" && bench) await bench.close().then(() => (bench = undefined));
      bench ??= await openBenchDatabase(engine, "pennycart_bench", { preparedStatements: !unprepared });
      process.stdout.write(`${engine} ${items.toLocaleString("en-US")} items: loading... `);
      try {
        run.loadS = await loadCatalog(bench, items);
        Object.assign(run, await buildIndexes(bench, SEARCH_INDEX_SQL, SEARCH_INDEXES));
        process.stdout.write(`${fmt(run.loadS)} s, index ${fmt(run.indexS)} s; searching... `);
        await measure(bench.db, search, run, iterations, budgetMs);
        console.log(
          `median ${fmt(median(run.samples), 2)} ms, p95 ${fmt(percentile(run.samples, 95), 2)} ms (load average ${os.loadavg()[0]!.toFixed(2)})`,
        );
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

async function serverSettings(): Promise<string> {
  const bench = await openBenchDatabase("postgres", "pennycart_bench");
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
  const runs: Run[] = [];
  for (const engine of engines) await benchEngine(engine, runs);

  console.log("\nSearch latency: searchItems end to end (drizzle, driver, database)\n");
  printRuns(runs);
  for (const engine of engines) {
    // The slowest queries at 100k (the target's size) and at the largest size measured.
    const measured = runs.filter((r) => r.engine === engine && r.samples.length > 0).sort((a, b) => a.items - b.items);
    for (const run of new Set([measured.find((r) => r.items === 100_000), measured.at(-1)])) if (run) printSlowestQueries(run);
  }
  const target = runs.find((r) => r.engine === "postgres" && r.items === 100_000 && r.samples.length > 0);
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
