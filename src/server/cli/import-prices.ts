// Imports a price file in PennyCart's documented CSV format (docs/data.md, "Price files"):
//   npm run import:prices -- path/to/prices.csv
// Streams the file in one transaction; running it again changes nothing. With the embedded
// database, stop the server first (one process owns DATA_DIR).
import { createReadStream } from "node:fs";
import { PriceImportError } from "../features/price-import/file-rows";
import { importPriceCsv } from "../features/price-import/price-csv-import";
import { fileArguments, runImport } from "./import-command";
import { describeTally, formatCount, progressBar } from "./progress";

const [file] = fileArguments(1, "npm run import:prices -- <prices.csv>");

await runImport(file!.path, PriceImportError, async (db) => {
  const input = createReadStream(file!.path);
  const bar = progressBar(input, file!.size);
  const report = await importPriceCsv(db, input, {
    fileName: file!.path,
    now: new Date(),
    onProgress: ({ rows }) => bar.show(rows),
  });
  bar.done();
  const { inserted, updated, unchanged } = report.matched;
  console.log(
    [
      `Read ${formatCount(report.rows)} rows of ${file!.path} in ${bar.seconds().toFixed(1)} s (${formatCount(bar.rate(report.rows))} rows/s).`,
      `  matched:   ${formatCount(inserted + updated + unchanged)} rows (${formatCount(inserted)} new prices, ${formatCount(updated)} changed, ${formatCount(unchanged)} already there)`,
      `  unmatched: ${describeTally(report.unmatched)}`,
      `  rejected:  ${describeTally(report.rejected)}`,
    ].join("\n"),
  );
});
