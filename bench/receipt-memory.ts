/**
 * The heap one receipt read holds with an imported catalog (review R32, decision 083): each line's candidates (what
 * the reader reads since 601cdfd) or every catalog item (what it read before), on a database bench/imported-search.ts
 * kept (`--keep`). Run each mode in its own process, under the server's cap, to see whether it fits:
 *
 *   NODE_OPTIONS=--max-old-space-size=160 npx tsx bench/receipt-memory.ts --database=hmem_bench_500000 --mode=candidates
 *   NODE_OPTIONS=--max-old-space-size=160 npx tsx bench/receipt-memory.ts --database=hmem_bench_500000 --mode=catalog
 */
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import { CANDIDATE_ITEMS_PER_LINE, lineWordGroups } from "../src/domain/receipts/line-candidates";
import { matchLine, prepareCatalog, type CatalogEntry } from "../src/domain/receipts/match-line";
import { openPostgresDatabase } from "../src/server/db/client";
import { loadVocabulary } from "../src/server/features/catalog/catalog-search-vocabulary";
import { candidateItems } from "../src/server/features/receipts/receipt-candidates.repository";
import { RECEIPT_SPELLING } from "../src/server/features/receipts/receipt-spelling";
import { ADMIN_URL } from "./lib/databases";
import { RECEIPT_LINES } from "./lib/receipt-lines";
import { parseFlags } from "./lib/stats";

const flags = parseFlags();
const database = flags.get("database") ?? "hmem_bench_500000";
const mode = flags.get("mode") ?? "candidates";
const LINES = RECEIPT_LINES;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
const timer = setInterval(sample, 5);

const { db, close } = openPostgresDatabase(ADMIN_URL.replace(/\/[^/]*$/, `/${database}`));
const { lexemes } = await loadVocabulary(db);
sample();
const base = process.memoryUsage().heapUsed;
const start = performance.now();
const items =
  mode === "catalog"
    ? ((await db.execute(
        sql`select id, name, brand, size, size_unit as "sizeUnit" from grocery_items`,
      )) as unknown as CatalogEntry[])
    : await candidateItems(
        db,
        LINES.map((text) => lineWordGroups(text, lexemes, { chainSlug: "giant-eagle", spelling: RECEIPT_SPELLING })),
        CANDIDATE_ITEMS_PER_LINE,
        null,
      );
const catalog = prepareCatalog(items);
const read = performance.now() - start;
const context = { chainSlug: "giant-eagle", spelling: RECEIPT_SPELLING, ownBrands: ["Giant Eagle"] };
const matched = LINES.map((text) => matchLine({ text, cents: 399, unitCents: null, weightLb: null }, catalog, context)[0]);
sample();
clearInterval(timer);
console.log(
  `${mode}: ${items.length} items read in ${read.toFixed(0)} ms, matched ${matched.filter(Boolean).length}/${LINES.length} lines; ` +
    `heap used ${mb(base)} MB with the vocabulary (${lexemes.length} words), peak ${mb(peak)} MB (+${mb(peak - base)}); ` +
    `heap limit ${mb(v8.getHeapStatistics().heap_size_limit)} MB`,
);
await close();
