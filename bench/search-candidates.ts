/**
 * Evidence for a proposed change to searchItems' candidate step (bench/lib/word-search.ts): the same
 * generated catalog and the same 30 queries, timed with the current searchItems (GiST trigram KNN)
 * and with the proposal (word dictionary + GIN full-text candidates, same ranking), with each
 * query's top result from both so relevance can be compared.
 *
 *   npx tsx bench/search-candidates.ts [--sizes=100000,1000000] [--engines=postgres] [--iterations=300] [--budget-s=60]
 */
import os from "node:os";
import { searchItems } from "../src/server/features/catalog/catalog.repository";
import { QUERIES } from "./lib/catalog-generator";
import { openBenchDatabase, parseEngines, type BenchDatabase } from "./lib/databases";
import { TRIGRAM_INDEX_SQL, buildIndexes, loadCatalog, measure, newRun, printRuns, printSlowestQueries, type Run } from "./lib/search-runner";
import { fmt, median, parseFlags, printTable } from "./lib/stats";
import { WORD_SEARCH_INDEXES, WORD_SEARCH_SETUP, searchItemsByWords } from "./lib/word-search";

const flags = parseFlags();
const sizes = (flags.get("sizes") ?? "100000,1000000").split(",").map(Number);
const engines = parseEngines(flags.get("engines") ?? "postgres");
const iterations = Number(flags.get("iterations") ?? 300);
const budgetMs = Number(flags.get("budget-s") ?? 60) * 1000;
const current = (db: BenchDatabase["db"], q: string, limit: number) => searchItems(db, q, limit).execute();

async function main() {
  console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  const runs: Run[] = [];
  for (const engine of engines) {
    for (const items of sizes) {
      const bench = await openBenchDatabase(engine, "pennycart_bench");
      try {
        process.stdout.write(`${engine} ${items.toLocaleString("en-US")}: loading... `);
        const loadS = await loadCatalog(bench, items);
        const before = { ...newRun(engine, "current", items), loadS, ...(await buildIndexes(bench, [TRIGRAM_INDEX_SQL], ["grocery_items_search_trgm_idx"])) };
        const after = { ...newRun(engine, "proposed", items), loadS, ...(await buildIndexes(bench, WORD_SEARCH_SETUP, WORD_SEARCH_INDEXES)) };
        runs.push(before, after);
        process.stdout.write("current... ");
        await measure(bench.db, current, before, iterations, budgetMs);
        process.stdout.write("proposed... ");
        await measure(bench.db, searchItemsByWords, after, iterations, budgetMs);
        console.log(`medians ${fmt(median(before.samples), 2)} -> ${fmt(median(after.samples), 2)} ms`);
      } finally {
        await bench.close();
      }
    }
  }

  console.log("\nCurrent searchItems vs the proposed candidate step (same ranking)\n");
  printRuns(runs);
  const largest = Math.max(...runs.map((r) => r.items));
  for (const engine of engines) {
    const pair = runs.filter((r) => r.engine === engine && r.items === largest);
    const [before, after] = pair;
    if (!before || !after) continue;
    printSlowestQueries(before, 5);
    printSlowestQueries(after, 5);
    console.log(`\nTop result per query, ${engine} at ${largest.toLocaleString("en-US")} items\n`);
    printTable(
      ["query", "current ms", "current top result", "results", "proposed ms", "proposed top result", "results"],
      QUERIES.map((q) => {
        const b = before.perQuery.get(q)!;
        const a = after.perQuery.get(q)!;
        return [q, fmt(median(b.ms), 1), b.top[0] ?? "-", b.hits, fmt(median(a.ms), 1), a.top[0] ?? "-", a.hits];
      }),
    );
  }
  console.log(`\nLoad average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
}

setTimeout(() => {
  console.error("Gave up after 30 minutes. If pennycart_bench is left over: DROP DATABASE pennycart_bench");
  process.exit(2);
}, 30 * 60_000).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
