/**
 * Search latency of queries whose short words begin hundreds of catalog words (review R60): a catalog grown by an
 * import of words the seed never had, where a two-letter prefix ("dark ch") begins ~1,400 of ~60,000 words.
 *
 *   npx tsx bench/search-wide-prefix.ts --database=<db> --baseline=<checkout> [--rounds=10] [--imported=30000]
 *
 * <db> is a PostgreSQL database of a generated catalog (`bench/search-latency.ts --engines=postgres --sizes=100000
 * --keep` leaves pennycart_bench_100000); run on a copy (`createdb -T`): the first run adds `--imported` items named by
 * two imported words each (a seed prefix and 2-6 random letters: "Chkp Maaeo Snack") and analyzes. Each round runs
 * every query once with this tree's searchItems and once with <checkout>'s, alternating which goes first, each through
 * its own tree's database client and start (its pool and database settings: the baseline's connection opens first), and
 * prints, per query, whether both sides answer the same items in the same order (else what differs), the medians and
 * their ratio, and the 95th percentile (with fewer than 20 rounds, the slowest run, and named so).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPostgresDatabase } from "../src/server/db/client";
import type * as Client from "../src/server/db/client";
import { searchItems } from "../src/server/features/catalog/catalog-search.repository";
import { median, parseFlags, percentile } from "./lib/stats";

const flags = parseFlags();
const database = flags.get("database");
const checkout = flags.get("baseline");
const rounds = Number(flags.get("rounds") ?? 10);
const imported = Number(flags.get("imported") ?? 30_000);
if (!database || !checkout) throw new Error("--database=<db> and --baseline=<checkout> are required");
const QUERIES = ["ch", "co", "dark ch", "milk co", "ch co", "pa ma", "ch co pa", "chocolate", "chees"];
const url = `postgres://postgres@127.0.0.1:5432/${database}`;

type Found = { id: number; name: string };
type Search = (db: never, query: string, limit: number) => Promise<Found[]>;

/** Adds the imported items once (keys "wide-<n>"), in batches of 10,000, then analyzes. */
async function addImportedWords(db: ReturnType<typeof openPostgresDatabase>["db"]) {
  const [present] = (await db.execute(sql`select count(*) as n from grocery_items where key like 'wide-%'`)) as unknown as {
    n: string;
  }[];
  if (Number(present?.n ?? 0) >= imported) return;
  const prefixes = sql`(select array_agg(distinct left(word, 2)) from search_words where word ~ '^[a-z]{2}')`;
  const word = sql`initcap(p[1 + floor(random() * cardinality(p))::int] || translate(substr(md5(random()::text), 1, 2 + floor(random() * 5)::int), '0123456789', 'ghijklmnop'))`;
  for (let start = 0; start < imported; start += 10_000)
    await db.execute(sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
      select 'wide-' || (${start}::int + g), ${word} || ' ' || ${word} || ' Snack', 'Importbrand', 'Pantry', '1 ct', 1, 'ct'
      from generate_series(1, least(10000, ${imported}::int - ${start}::int)) g cross join (select ${prefixes} as p) prefixes`);
  await db.execute(sql`analyze`);
}

async function main() {
  const now = openPostgresDatabase(url);
  const base = path.resolve(checkout!);
  const baselineClient = (await import(path.join(base, "src/server/db/client.ts"))) as typeof Client;
  const baselineSearch = (await import(path.join(base, "src/server/features/catalog/catalog-search.repository.ts")))
    .searchItems as Search;
  // The baseline's one connection opened with the server's JIT setting, then this tree's start (its migrate step sets
  // the database's own settings, decision 096) before its connections open.
  const reset = baselineClient.openPostgresDatabase(url, { max: 1 });
  await reset.db.execute(sql.raw(`alter database "${database}" reset jit`));
  await reset.close();
  const before = baselineClient.openPostgresDatabase(url);
  await before.db.execute(sql`select 1`);
  await now.migrate();
  await addImportedWords(now.db);
  const [words] = (await now.db.execute(sql`select count(*) as n from search_words`)) as unknown as { n: string }[];
  console.log(`${database}: ${words?.n} catalog words; ${rounds} rounds of ${QUERIES.length} queries, interleaved`);
  const sides = { before: { run: baselineSearch, db: before.db }, now: { run: searchItems as Search, db: now.db } };
  const times: Record<string, { before: number[]; now: number[] }> = {};
  for (const query of QUERIES) {
    times[query] = { before: [], now: [] };
    // Which items each side answers, not only how many (review R65): the ids in order, and what differs by name.
    const [before, after] = await Promise.all(
      (["before", "now"] as const).map(async (side) => (await sides[side].run(sides[side].db as never, query, 48)) as Found[]),
    );
    const ids = (found: Found[]) => found.map((item) => item.id).join(",");
    const only = (a: Found[], b: Found[]) =>
      a.filter((item) => !b.some((other) => other.id === item.id)).map((item) => item.name);
    const same =
      ids(before!) === ids(after!)
        ? "the same items in the same order"
        : `before only: ${only(before!, after!).slice(0, 3).join("; ") || "none"}; now only: ${only(after!, before!).slice(0, 3).join("; ") || "none"}`;
    console.log(`${query}: ${before!.length} items before, ${after!.length} now; ${same}`);
  }
  for (let round = 0; round < rounds; round++)
    for (const query of QUERIES)
      for (const side of round % 2 ? (["now", "before"] as const) : (["before", "now"] as const)) {
        const start = performance.now();
        await sides[side].run(sides[side].db as never, query, 48);
        times[query]![side].push(performance.now() - start);
      }
  // With fewer than 20 rounds the 95th percentile is the slowest run: say so (review R65).
  const tail = rounds < 20 ? "slowest" : "p95";
  let sumBefore = 0;
  let sumNow = 0;
  for (const query of QUERIES) {
    const { before: b, now: n } = times[query]!;
    sumBefore += median(b);
    sumNow += median(n);
    const ratio = (median(n) / median(b)).toFixed(2);
    console.log(
      `${query.padEnd(10)} median ${median(b).toFixed(1)} -> ${median(n).toFixed(1)} ms (${ratio}x); ${tail} ${percentile(b, 95).toFixed(1)} -> ${percentile(n, 95).toFixed(1)} ms`,
    );
  }
  console.log(`sum of medians ${sumBefore.toFixed(1)} -> ${sumNow.toFixed(1)} ms (${(sumNow / sumBefore).toFixed(3)}x)`);
  await Promise.all([now.close(), before.close()]);
}

void main();
