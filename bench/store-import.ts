/**
 * The SNAP store import on a generated national file: writes N rows (default 200,000) to a temporary
 * CSV, imports it twice into a freshly seeded database, and prints time, rows per second, the peak
 * resident memory against the file's size (the import streams, so memory must not grow with the
 * file) and the store counts after each run (the second run must change nothing).
 *
 *   npx tsx bench/store-import.ts [--rows=200000] [--engines=pglite,postgres]
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { seedDatabase } from "../src/server/db/seed/seed";
import { stores } from "../src/server/db/schema/index";
import { importSnapStores } from "../src/server/features/stores/store-import";
import { snapLines } from "../tests/support/snap-file";
import { openBenchDatabase, parseEngines } from "./lib/databases";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const rows = Number(arg("rows") ?? 200_000);
const engines = parseEngines(arg("engines"));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-snap-"));
const file = path.join(dir, "snap.csv");
const out = createWriteStream(file);
for (const line of snapLines(rows)) if (!out.write(line)) await once(out, "drain");
out.end();
await once(out, "finish");
console.log(
  `generated ${rows.toLocaleString("en-US")} rows, ${mb(statSync(file).size)}; load average ${os.loadavg()[0]!.toFixed(2)}`,
);

for (const engine of engines) {
  const database = await openBenchDatabase(engine, "pennycart_bench_import");
  await seedDatabase(database.db);
  const storeCount = async () => (await database.db.select({ n: count() }).from(stores))[0]!.n;
  console.log(`\n== ${engine}: ${await storeCount()} stores after the seed`);
  for (const run of [1, 2]) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const report = await importSnapStores(database.db, createReadStream(file));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `  run ${run}: ${seconds.toFixed(1)} s, ${Math.round(report.rows / seconds).toLocaleString("en-US")} rows/s; ` +
        `added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, duplicates ${report.duplicates}; ` +
        `stores now ${await storeCount()}; RSS ${mb(rssBefore)} -> peak ${mb(peak)}`,
    );
  }
  await database.close();
}
rmSync(dir, { recursive: true, force: true });
