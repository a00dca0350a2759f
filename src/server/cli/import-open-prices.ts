// Imports an Open Prices export (Open Food Facts, ODbL; docs/data.md, "Open Prices"):
//   npm run import:open-prices -- path/to/locations.jsonl.gz path/to/prices.jsonl.gz
// Plain .jsonl files work too. Streams both in one transaction; running it again changes nothing.
// With the embedded database, stop the server first (one process owns DATA_DIR).
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { PriceImportError } from "../features/price-import/file-rows";
import { importOpenPrices } from "../features/price-import/open-prices-import";
import { fileArguments, runImport } from "./import-command";
import { describeTally, formatCount, progressBar } from "./progress";

const [locations, prices] = fileArguments(2, "npm run import:open-prices -- <locations.jsonl.gz> <prices.jsonl.gz>");

const open = (path: string, raw = createReadStream(path)): Readable => (path.endsWith(".gz") ? raw.pipe(createGunzip()) : raw);

await runImport(`${locations!.path} and ${prices!.path}`, PriceImportError, async (db) => {
  const priceFile = createReadStream(prices!.path);
  const bar = progressBar(priceFile, prices!.size);
  const report = await importOpenPrices(
    db,
    { locations: open(locations!.path), prices: open(prices!.path, priceFile) },
    { now: new Date(), onProgress: ({ rows }) => bar.show(rows) },
  );
  bar.done();
  const { inserted, updated, unchanged } = report.matched;
  const skipped = Object.entries(report.skipped).map(([reason, count]) => `${formatCount(count)} ${reason}`);
  console.log(
    [
      `Read ${formatCount(report.locations.read)} locations (${formatCount(report.locations.linked)} linked to PennyCart stores) and ${formatCount(report.rows)} prices in ${bar.seconds().toFixed(1)} s (${formatCount(bar.rate(report.rows))} rows/s).`,
      `  matched:   ${formatCount(inserted + updated + unchanged)} prices (${formatCount(inserted)} new, ${formatCount(updated)} changed, ${formatCount(unchanged)} already there)`,
      `  unmatched: ${describeTally(report.unmatched)}`,
      `  rejected:  ${describeTally(report.rejected)}`,
      `  skipped:   ${skipped.length === 0 ? "none" : skipped.join(", ")}`,
      "Open Prices data: Open Food Facts contributors, Open Database License (ODbL).",
    ].join("\n"),
  );
});
