/**
 * The price imports on a generated file: writes N rows (default 200,000) to a temporary file, imports it
 * twice into a freshly seeded database, and prints time, rows per second, peak resident memory against the
 * file's size (the imports stream, so memory must not grow with the file) and the counts of each run (the
 * second run must change nothing). `--format=csv` (default) is PennyCart's price CSV (`npm run
 * import:prices`); `--format=open-prices` an Open Prices export of N prices (`npm run import:open-prices`).
 *
 *   npx tsx bench/price-import.ts [--rows=200000] [--engines=pglite,postgres] [--format=csv|open-prices]
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { prices } from "../src/server/db/schema/index";
import { seedDatabase } from "../src/server/db/seed/seed";
import { importOpenPrices } from "../src/server/features/price-import/open-prices-import";
import { importPriceCsv } from "../src/server/features/price-import/price-csv-import";
import { openPricesLocationLines, openPricesPriceLines } from "../tests/support/open-prices-file";
import { priceLines } from "../tests/support/price-file";
import { openBenchDatabase, parseEngines } from "./lib/databases";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const rows = Number(arg("rows") ?? 200_000);
const engines = parseEngines(arg("engines"));
const format = arg("format") ?? "csv";
if (format !== "csv" && format !== "open-prices") throw new Error(`--format must be csv or open-prices, not ${format}`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-prices-"));
async function write(name: string, lines: Iterable<string>): Promise<string> {
  const file = path.join(dir, name);
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, "drain");
  out.end();
  await once(out, "finish");
  return file;
}
const file = await write(
  format === "csv" ? "prices.csv" : "prices.jsonl",
  format === "csv" ? priceLines(rows) : openPricesPriceLines(rows),
);
const locations = format === "open-prices" ? await write("locations.jsonl", openPricesLocationLines()) : null;
console.log(
  `generated ${rows.toLocaleString("en-US")} ${format} rows, ${mb(statSync(file).size)}; load average ${os.loadavg()[0]!.toFixed(2)}`,
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
    const now = new Date();
    const report = locations
      ? await importOpenPrices(database.db, { locations: createReadStream(locations), prices: createReadStream(file) }, { now })
      : await importPriceCsv(database.db, createReadStream(file), { fileName: file, now });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const m = report.matched;
    const skipped =
      "skipped" in report
        ? `, skipped ${Object.values(report.skipped as Record<string, number>).reduce((a, b) => a + b, 0)}`
        : "";
    console.log(
      `  run ${run}: ${seconds.toFixed(1)} s, ${Math.round(report.rows / seconds).toLocaleString("en-US")} rows/s; ` +
        `matched ${m.inserted + m.updated + m.unchanged} (inserted ${m.inserted}, updated ${m.updated}, unchanged ${m.unchanged}), ` +
        `unmatched ${report.unmatched.count}, rejected ${report.rejected.count}${skipped}; price rows now ${await priceCount()}; ` +
        `RSS ${mb(rssBefore)} -> peak ${mb(peak)}`,
    );
  }
  await database.close();
}
rmSync(dir, { recursive: true, force: true });
