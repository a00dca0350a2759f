// Imports a USDA SNAP retailer locator CSV (one county, a state or the whole country) into the stores:
//   npm run import:stores -- path/to/snap.csv
// Streams the file; stores of the chains PennyCart prices are upserted by their SNAP id, so running
// it again changes nothing. With the embedded database, stop the server first (one process owns DATA_DIR).
import { createReadStream, statSync } from "node:fs";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed/seed";
import {
  importSnapStores,
  StoreImportError,
  type StoreImportProgress,
  type StoreImportReport,
} from "../features/stores/store-import";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("usage: npm run import:stores -- <snap-retailers.csv>");
  process.exit(2);
}
let size: number;
try {
  size = statSync(file).size;
} catch {
  console.error(`Cannot read ${file}`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const started = performance.now();
const number = (value: number) => value.toLocaleString("en-US");
/** A one-line progress bar with rows per second, redrawn in place on a terminal; nothing otherwise. */
function showProgress({ rows, bytes }: StoreImportProgress): void {
  if (!process.stderr.isTTY) return;
  const share = size > 0 ? Math.min(1, bytes / size) : 1;
  const width = 30;
  const filled = Math.round(share * width);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
  process.stderr.write(
    `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${number(rows)} rows  ${number(rate)} rows/s `,
  );
}

function printReport(report: StoreImportReport): void {
  const seconds = (performance.now() - started) / 1000;
  const unpriced = Object.entries(report.unpriced).sort((a, b) => b[1] - a[1]);
  const lines = [
    `Read ${number(report.rows)} rows of ${file} in ${seconds.toFixed(1)} s (${number(Math.round(report.rows / Math.max(seconds, 0.001)))} rows/s).`,
    `  added:      ${number(report.added)} stores`,
    `  updated:    ${number(report.updated)} stores`,
    `  unchanged:  ${number(report.unchanged)} stores`,
    `  duplicates: ${number(report.duplicates)} rows (a store already listed under another SNAP id)`,
    `  skipped:    ${number(report.excluded.convenience)} convenience stores, ${number(report.excluded.pharmacy)} pharmacies, ${number(report.excluded["dollar store"])} dollar stores`,
    `  not priced yet (not imported): ${unpriced.length === 0 ? "none" : unpriced.map(([name, count]) => `${name} ${number(count)}`).join(", ")}`,
    `  not recognised: ${number(report.unrecognised)} rows${report.unrecognisedExamples.length ? `, e.g. ${report.unrecognisedExamples.map((e) => `${e.name} (${e.count})`).join("; ")}` : ""}`,
  ];
  console.log(lines.join("\n"));
}

const database = await openDatabase(config);
try {
  await database.migrate();
  await seedDatabase(database.db);
  const report = await importSnapStores(database.db, createReadStream(file), { onProgress: showProgress });
  if (process.stderr.isTTY) process.stderr.write("\n");
  printReport(report);
} catch (error) {
  if (process.stderr.isTTY) process.stderr.write("\n");
  if (error instanceof StoreImportError) {
    console.error(`Refused ${file}: ${error.message}. Nothing was changed.`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
