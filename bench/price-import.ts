/**
 * The price-file import on a generated file: writes N rows (default 200,000) in PennyCart's CSV
 * format to a temporary file, imports it twice into a freshly seeded database, and prints time,
 * rows per second, peak resident memory against the file's size (the import streams, so memory
 * must not grow with the file) and the counts of each run (the second run must change nothing).
 *
 *   npx tsx bench/price-import.ts [--rows=200000] [--engines=pglite,postgres]
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { prices } from "../src/server/db/schema/index";
import { seedDatabase } from "../src/server/db/seed/seed";
import { importPriceCsv } from "../src/server/features/price-import/price-csv-import";
import { priceLines } from "../tests/support/price-file";
import { openBenchDatabase, parseEngines } from "./lib/databases";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const rows = Number(arg("rows") ?? 200_000);
const engines = parseEngines(arg("engines"));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-prices-"));
const file = path.join(dir, "prices.csv");
const out = createWriteStream(file);
for (const line of priceLines(rows)) if (!out.write(line)) await once(out, "drain");
out.end();
await once(out, "finish");
console.log(
  `generated ${rows.toLocaleString("en-US")} rows, ${mb(statSync(file).size)}; load average ${os.loadavg()[0]!.toFixed(2)}`,
);

for (const engine of engines) {
  const database = await openBenchDatabase(engine, "pennycart_bench_prices");
  await seedDatabase(database.db);
  const priceCount = async () => (await database.db.select({ n: count() }).from(prices))[0]!.n;
  console.log(`\n== ${engine}: ${await priceCount()} price rows after the seed`);
  for (const run of [1, 2]) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const report = await importPriceCsv(database.db, createReadStream(file), { fileName: file, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const m = report.matched;
    console.log(
      `  run ${run}: ${seconds.toFixed(1)} s, ${Math.round(report.rows / seconds).toLocaleString("en-US")} rows/s; ` +
        `matched ${m.inserted + m.updated + m.unchanged} (inserted ${m.inserted}, updated ${m.updated}, unchanged ${m.unchanged}), ` +
        `unmatched ${report.unmatched.count}, rejected ${report.rejected.count}; price rows now ${await priceCount()}; ` +
        `RSS ${mb(rssBefore)} -> peak ${mb(peak)}`,
    );
  }
  await database.close();
}
rmSync(dir, { recursive: true, force: true });
