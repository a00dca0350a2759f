/** Loading a generated catalog and timing a search function over the fixed query list. */
import type { Db } from "../../src/server/db/client";
import { QUERIES, insertCatalogSql } from "./catalog-generator";
import type { BenchDatabase, Engine } from "./databases";
import { fmt, median, percentile, printTable, timed } from "./stats";

export const SEARCH_LIMIT = 48; // what GET /api/grocery-items/search asks for
const CHUNK = 100_000;
/** The search indexes of migrations 0022 and 0024: the items' words and names with their id blocks (GIN), the dictionary of words (trigram GiST) and the word lists; and every item of each word by block (migration 0041, kept by its triggers during the load). */
export const SEARCH_INDEX_SQL = [
  "CREATE INDEX grocery_items_search_words_idx ON grocery_items USING gin (search_item_words(search_text, id))",
  "CREATE INDEX grocery_items_name_words_idx ON grocery_items USING gin (search_item_words(name, id))",
  "CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops)",
  "ANALYZE search_words",
  "ANALYZE search_word_items",
  "ANALYZE search_word_postings",
];
/**
 * The GIN indexes of migrations 0004 and 0006 (before 0024), under other names: a --baseline from before
 * 0024 (main's searchItems) searches through them, so it runs on the same database as it would on its own.
 */
export const BASELINE_INDEX_SQL = [
  "CREATE INDEX IF NOT EXISTS baseline_search_words_idx ON grocery_items USING gin (to_tsvector('simple', search_text))",
  "CREATE INDEX IF NOT EXISTS baseline_name_words_idx ON grocery_items USING gin (to_tsvector('simple', name))",
  "ANALYZE grocery_items",
];
export const SEARCH_INDEXES = [
  "search_word_items_word_in_name_item_id_pk",
  "search_word_items_item_idx",
  "search_word_postings_word_in_name_block_pk",
  "grocery_items_search_words_idx",
  "grocery_items_name_words_idx",
  "search_words_pkey",
  "search_words_trgm_idx",
];

export type SearchFn = (db: Db, query: string, limit: number) => Promise<readonly { name: string }[]>;

export type Run = {
  engine: Engine;
  variant: string;
  items: number;
  loadS: number;
  indexS: number;
  indexMb: number;
  samples: number[];
  perQuery: Map<string, { ms: number[]; top: string[]; hits: number }>;
  note?: string;
};

export const newRun = (engine: Engine, variant: string, items: number): Run => ({
  engine,
  variant,
  items,
  loadS: NaN,
  indexS: NaN,
  indexMb: NaN,
  samples: [],
  perQuery: new Map(),
});

/**
 * Empties the catalog and its word dictionary and loads `items` generated rows, with the search
 * indexes dropped during the load (the insert trigger still fills the dictionary, as it would in use).
 */
export async function loadCatalog(bench: BenchDatabase, items: number): Promise<number> {
  await bench.exec("DROP INDEX IF EXISTS grocery_items_search_words_idx");
  await bench.exec("DROP INDEX IF EXISTS grocery_items_name_words_idx");
  await bench.exec("DROP INDEX IF EXISTS search_words_trgm_idx");
  await bench.exec("DROP INDEX IF EXISTS baseline_search_words_idx");
  await bench.exec("DROP INDEX IF EXISTS baseline_name_words_idx");
  await bench.exec("TRUNCATE grocery_items, search_words RESTART IDENTITY CASCADE");
  const [ms] = await timed(async () => {
    for (let first = 1; first <= items; first += CHUNK)
      await bench.exec(insertCatalogSql(first, Math.min(items, first + CHUNK - 1)));
  });
  return ms / 1000;
}

/** Runs index-building statements; returns seconds taken and the size of the named indexes in MB. */
export async function buildIndexes(
  bench: BenchDatabase,
  statements: readonly string[],
  indexNames: readonly string[],
): Promise<{ indexS: number; indexMb: number }> {
  const [ms] = await timed(async () => {
    for (const statement of statements) await bench.exec(statement);
  });
  await bench.exec("VACUUM ANALYZE grocery_items");
  let bytes = 0;
  for (const name of indexNames) {
    const [row] = await bench.rows<{ bytes: string | number }>(`SELECT pg_relation_size('${name}') AS bytes`);
    bytes += Number(row?.bytes ?? 0);
  }
  return { indexS: ms / 1000, indexMb: bytes / 2 ** 20 };
}

/** Warms up with every query once, then times up to `iterations` searches cycling through the queries, within budgetMs. */
export async function measure(db: Db, search: SearchFn, run: Run, iterations: number, budgetMs: number): Promise<void> {
  await measureInterleaved(db, [{ search, run }], iterations, budgetMs);
}

/**
 * The same for several search functions on one database, interleaved query by query (each query is
 * timed with every function before the next), so background load falls on all of them alike.
 */
export async function measureInterleaved(
  db: Db,
  contenders: readonly { search: SearchFn; run: Run }[],
  iterations: number,
  budgetMs: number,
): Promise<void> {
  for (const q of QUERIES)
    for (const { search, run } of contenders) {
      const rows = await search(db, q, SEARCH_LIMIT);
      run.perQuery.set(q, { ms: [], top: rows.slice(0, 3).map((r) => r.name), hits: rows.length });
    }
  const deadline = performance.now() + budgetMs;
  for (let i = 0; i < iterations && performance.now() < deadline; i++) {
    const q = QUERIES[i % QUERIES.length]!;
    for (const { search, run } of i % 2 === 0 ? contenders : [...contenders].reverse()) {
      const [ms] = await timed(() => search(db, q, SEARCH_LIMIT));
      run.samples.push(ms);
      run.perQuery.get(q)!.ms.push(ms);
    }
  }
  for (const { run } of contenders)
    if (run.samples.length < iterations) run.note = `time budget reached: ${run.samples.length} of ${iterations} iterations`;
}

const items = (n: number) => n.toLocaleString("en-US");
const max = (xs: readonly number[]) => (xs.length > 0 ? Math.max(...xs) : NaN);

export function printRuns(runs: readonly Run[]): void {
  printTable(
    ["engine", "variant", "items", "load s", "index build s", "index MB", "n", "median ms", "p95 ms", "max ms"],
    runs.map((r) => [
      r.engine,
      r.variant,
      items(r.items),
      fmt(r.loadS),
      fmt(r.indexS),
      fmt(r.indexMb, 0),
      r.samples.length,
      fmt(median(r.samples), 2),
      fmt(percentile(r.samples, 95), 2),
      fmt(max(r.samples), 2),
    ]),
  );
  for (const r of runs.filter((r) => r.note)) console.log(`note: ${r.engine} ${r.variant} ${items(r.items)}: ${r.note}`);
}

export function printSlowestQueries(run: Run, count = 10): void {
  console.log(`\nSlowest queries, ${run.engine} ${run.variant} at ${items(run.items)} items (each query's median)\n`);
  const byQuery = [...run.perQuery].filter(([, v]) => v.ms.length > 0).sort((a, b) => median(b[1].ms) - median(a[1].ms));
  printTable(
    ["query", "n", "median ms", "max ms", "results", "top result"],
    byQuery.slice(0, count).map(([q, v]) => [q, v.ms.length, fmt(median(v.ms), 2), fmt(max(v.ms), 2), v.hits, v.top[0] ?? "-"]),
  );
}
