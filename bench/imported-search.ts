/**
 * Search on the seed's catalog plus N items written as `npm run import:catalog` writes them (keys "gtin-…", a
 * barcode, no price; half of them under a brand of their own, so the search vocabulary grows as a real export's
 * does), on the local PostgreSQL server: search p95 with the vocabulary cached, then "search right after a price
 * report" (a shopper's price is written, then one search is timed: review R11, rule 13) and "search right after an
 * item is added" (the vocabulary is read again), and GET /api/grocery-items' seed listing (review R1).
 *
 *   npx tsx bench/imported-search.ts [--sizes=200000,500000] [--database=h31_bench] [--iterations=300]
 *                                    [--budget-s=120] [--after-writes=30] [--keep] [--bulk]
 *                                    [--baseline=<another checkout>/src/server/features/catalog/catalog-search.repository.ts]
 *
 * --keep keeps the database (`<database>_<items>`) and reuses it when it already holds the seed plus that many items.
 */
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedDatabase } from "../src/server/db/seed/seed";
import { listItems } from "../src/server/features/catalog/catalog.repository";
import { searchItems } from "../src/server/features/catalog/catalog-search.repository";
import { QUERIES, insertCatalogSql } from "./lib/catalog-generator";
import { openBenchDatabase, type BenchDatabase } from "./lib/databases";
import { SEARCH_INDEX_SQL, SEARCH_LIMIT, measureInterleaved, newRun, printRuns, type Run, type SearchFn } from "./lib/search-runner";
import { fmt, median, parseFlags, percentile, printTable, timed } from "./lib/stats";

const flags = parseFlags();
const sizes = (flags.get("sizes") ?? "200000,500000").split(",").map(Number);
const databaseName = flags.get("database") ?? "h31_bench";
const iterations = Number(flags.get("iterations") ?? 300);
const budgetMs = Number(flags.get("budget-s") ?? 120) * 1000;
const afterWrites = Number(flags.get("after-writes") ?? 30);
const keep = flags.has("keep");
/** --bulk: load with grocery_items' triggers off and build what they keep afterwards (the same rows, much faster). */
const bulk = flags.has("bulk");
const CHUNK = 50_000;

/** The generated catalog's rows, as the import writes them: a GTIN key and barcode, half the brands one of ~60,000 words. */
function importedRowsSql(first: number, last: number): string {
  const generated = insertCatalogSql(first, last);
  const rewritten = generated
    .replace(
      "INSERT INTO grocery_items (key, name, brand, category, unit, size, size_unit)\n    SELECT 'bench-' || g,",
      "INSERT INTO grocery_items (key, name, brand, category, unit, size, size_unit, barcode)\n    SELECT 'gtin-' || lpad((70000000000 + g)::text, 14, '0'),",
    )
    .replace(
      "ELSE b[bs[p] + (h4 / 100) % bn[p]] END",
      "ELSE initcap(translate(substr(md5((h4 % 60000)::text), 1, 7), '0123456789', 'ghijklmnop')) END",
    )
    .replace("size, pu[p]\n    FROM r, w", "size, pu[p], lpad((70000000000 + g)::text, 14, '0')\n    FROM r, w");
  if (rewritten === generated || !rewritten.includes("barcode") || !rewritten.includes("md5"))
    throw new Error("bench/lib/catalog-generator.ts changed: update importedRowsSql");
  return rewritten;
}

/**
 * What grocery_items' triggers keep, rebuilt from the items at once (the --bulk load): every word of the search texts
 * (add_search_words, migration 0004) and each word's first 200 items by id whose name has it and first 100 whose
 * search text has it, with those words (add_search_word_items, migrations 0022/0024), every item of each word by block
 * (migration 0041), then both version stamps moved.
 */
export const WORDS_AS_TRIGGERS_KEEP_THEM = [
  `INSERT INTO search_words (word) SELECT DISTINCT lexeme FROM grocery_items, unnest(to_tsvector('simple', search_text))
   ON CONFLICT DO NOTHING`,
  "SET work_mem = '256MB'",
  "TRUNCATE search_word_items",
  `INSERT INTO search_word_items (word, in_name, item_id, words)
   SELECT f.word, f.in_name, f.id, to_tsvector('simple', CASE WHEN f.in_name THEN g.name ELSE g.search_text END)
   FROM (SELECT word, in_name, id FROM (
           SELECT p.word, p.in_name, p.id, row_number() OVER (PARTITION BY p.word, p.in_name ORDER BY p.id) AS n
           FROM (SELECT lexeme AS word, true AS in_name, id FROM grocery_items, unnest(to_tsvector('simple', name))
                 UNION ALL
                 SELECT lexeme, false, id FROM grocery_items, unnest(to_tsvector('simple', search_text))) p) ranked
         WHERE n <= CASE WHEN in_name THEN 200 ELSE 100 END) f
   JOIN grocery_items g ON g.id = f.id`,
  // Every item of each word by block (the triggers of migration 0041), as the migration fills it.
  "TRUNCATE search_word_postings",
  `INSERT INTO search_word_postings (word, in_name, block, item_ids)
   SELECT p.word, p.in_name, p.id >> 13, array_agg(p.id ORDER BY p.id) FROM (
     SELECT w.lexeme, true, g.id FROM grocery_items g, unnest(to_tsvector('simple', g.name)) w
     UNION ALL
     SELECT w.lexeme, false, g.id FROM grocery_items g, unnest(to_tsvector('simple', g.search_text)) w
   ) AS p(word, in_name, id)
   GROUP BY p.word, p.in_name, p.id >> 13`,
  "RESET work_mem",
  "UPDATE catalog_state SET version = version + 1, words_version = words_version + 1",
];

const count = async (bench: BenchDatabase, text: string) => Number((await bench.rows<{ n: string }>(text))[0]?.n ?? 0);

async function loadImported(bench: BenchDatabase, items: number): Promise<{ loadS: number; indexS: number }> {
  if ((await count(bench, "SELECT count(*) AS n FROM grocery_items WHERE key NOT LIKE 'gtin-%'")) === 0) await seedDatabase(bench.db);
  const imported = await count(bench, "SELECT count(*) AS n FROM grocery_items WHERE key LIKE 'gtin-%'");
  if (imported === items) return { loadS: 0, indexS: 0 };
  await bench.exec("DELETE FROM grocery_items WHERE key LIKE 'gtin-%'");
  for (const index of ["grocery_items_search_words_idx", "grocery_items_name_words_idx", "search_words_trgm_idx"])
    await bench.exec(`DROP INDEX IF EXISTS ${index}`);
  const [loadMs] = await timed(async () => {
    if (!bulk) {
      for (let first = 1; first <= items; first += CHUNK) await bench.exec(importedRowsSql(first, Math.min(items, first + CHUNK - 1)));
      return;
    }
    // The same rows with grocery_items' statement triggers off, then the words and word lists they keep, set-based.
    await bench.exec("ALTER TABLE grocery_items DISABLE TRIGGER USER");
    try {
      for (let first = 1; first <= items; first += CHUNK) await bench.exec(importedRowsSql(first, Math.min(items, first + CHUNK - 1)));
    } finally {
      await bench.exec("ALTER TABLE grocery_items ENABLE TRIGGER USER");
    }
    for (const statement of WORDS_AS_TRIGGERS_KEEP_THEM) await bench.exec(statement);
  });
  const [indexMs] = await timed(async () => {
    for (const statement of SEARCH_INDEX_SQL) await bench.exec(statement);
    await bench.exec("VACUUM ANALYZE grocery_items");
  });
  return { loadS: loadMs / 1000, indexS: indexMs / 1000 };
}

/** For each search, one search timed right after each of `n` writes (cycling through the queries; the searches alternate). */
async function afterEach(bench: BenchDatabase, n: number, write: (i: number) => Promise<void>): Promise<number[][]> {
  const samples = contenders.map(() => [] as number[]);
  for (let i = 0; i < n; i++)
    for (const c of i % 2 === 0 ? contenders.keys() : [...contenders.keys()].reverse()) {
      await write(i * contenders.length + c);
      const [ms] = await timed(() => contenders[c]!.search(bench.db, QUERIES[i % QUERIES.length]!, SEARCH_LIMIT));
      samples[c]!.push(ms);
    }
  return samples;
}

/** This checkout's search, and with --baseline=<another checkout's catalog-search.repository.ts> that one, interleaved. */
const contenders: { name: string; search: SearchFn }[] = [{ name: "this checkout", search: searchItems }];
const baseline = flags.get("baseline");
if (baseline)
  contenders.push({ name: "baseline", search: ((await import(pathToFileURL(path.resolve(baseline)).href)) as { searchItems: SearchFn }).searchItems });

const runs: Run[] = [];
const afterRows: (string | number)[][] = [];
console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
for (const items of sizes) {
  const bench = await openBenchDatabase("postgres", `${databaseName}_${items}`, { keep });
  try {
    const loaded = await loadImported(bench, items);
    const sized = contenders.map(({ name, search }) => ({
      search,
      run: Object.assign(newRun("postgres", `seed + imported: ${name}`, items), loaded, { loadS: loaded.loadS || NaN }),
    }));
    await measureInterleaved(bench.db, sized, iterations, budgetMs);
    runs.push(...sized.map(({ run }) => run));

    const [item] = await bench.rows<{ id: number; chain_id: number }>(
      "SELECT item_id AS id, chain_id FROM prices WHERE source <> 'shopper-report' ORDER BY id LIMIT 1",
    );
    const report = (i: number) =>
      bench.exec(`INSERT INTO prices (item_id, chain_id, cents, source, source_ref, observed_at, observed_precision)
        VALUES (${item!.id}, ${item!.chain_id}, ${300 + i}, 'shopper-report', 'report', now(), 'moment')`);
    const added = (i: number) =>
      bench.exec(`INSERT INTO grocery_items (key, name, brand, category, unit, size, size_unit, barcode)
        VALUES ('gtin-bench-added-${Date.now()}-${i}', 'Bench Added ${i}', 'Bench', 'Pantry', '1 lb', 1, 'lb', NULL)`);
    const afterReport = await afterEach(bench, afterWrites, report);
    const afterItem = await afterEach(bench, Math.max(3, Math.round(afterWrites / 6)), added);
    await bench.exec("DELETE FROM grocery_items WHERE key LIKE 'gtin-bench-added-%'");
    const [listMs] = await timed(() => listItems(bench.db));
    const words = await count(bench, "SELECT count(*) AS n FROM search_words");
    for (const [what, each] of [
      ["search right after a price report", afterReport],
      ["search right after an item is added", afterItem],
    ] as const)
      each.forEach((samples, c) =>
        afterRows.push([items.toLocaleString("en-US"), `${what} (${contenders[c]!.name})`, samples.length, fmt(median(samples), 2), fmt(percentile(samples, 95), 2)]),
      );
    afterRows.push([items.toLocaleString("en-US"), `GET /api/grocery-items' list (seed only; ${words} search words)`, 1, fmt(listMs, 2), ""]);
  } finally {
    await bench.close();
  }
}
printRuns(runs);
console.log();
printTable(["imported items", "read", "n", "median ms", "p95 ms"], afterRows);
console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
