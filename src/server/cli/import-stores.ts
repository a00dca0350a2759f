// Imports a USDA SNAP retailer locator CSV (one county, a state or the whole country) into the stores:
//   npm run import:stores -- path/to/snap.csv
// Streams the file; stores of the chains PennyCart prices are upserted by their SNAP id, so running
// it again changes nothing. With the embedded database, stop the server first (one process owns DATA_DIR).
import { createReadStream } from "node:fs";
import { importSnapStores, StoreImportError, type StoreImportReport } from "../features/stores/store-import";
import { fileArguments, runImport } from "./import-command";
import { formatCount as number, progressBar } from "./progress";

const [file] = fileArguments(1, "npm run import:stores -- <snap-retailers.csv>");

function printReport(report: StoreImportReport, seconds: number): void {
  const unpriced = Object.entries(report.unpriced).sort((a, b) => b[1] - a[1]);
  const lines = [
    `Read ${number(report.rows)} rows of ${file!.path} in ${seconds.toFixed(1)} s (${number(Math.round(report.rows / Math.max(seconds, 0.001)))} rows/s).`,
    `  added:      ${number(report.added)} stores`,
    `  updated:    ${number(report.updated)} stores`,
    `  unchanged:  ${number(report.unchanged)} stores`,
    `  duplicates: ${number(report.duplicates)} rows (a store already listed under another SNAP id)`,
    `  Kroger family: ${number(report.krogerFamily)} of them (Ralphs, Fred Meyer…; priced only by the Kroger API once linked, no estimates)`,
    `  skipped:    ${number(report.excluded.convenience)} convenience stores, ${number(report.excluded.pharmacy)} pharmacies, ${number(report.excluded["dollar store"])} dollar stores`,
    `  not priced yet (not imported): ${unpriced.length === 0 ? "none" : unpriced.map(([name, count]) => `${name} ${number(count)}`).join(", ")}`,
    `  not recognised: ${number(report.unrecognised)} rows${report.unrecognisedExamples.length ? `, e.g. ${report.unrecognisedExamples.map((e) => `${e.name} (${e.count})`).join("; ")}` : ""}`,
  ];
  console.log(lines.join("\n"));
}

await runImport(file!.path, StoreImportError, async (db) => {
  const input = createReadStream(file!.path);
  const bar = progressBar(input, file!.size);
  const report = await importSnapStores(db, input, { onProgress: ({ rows }) => bar.show(rows) });
  bar.done();
  printReport(report, bar.seconds());
});
