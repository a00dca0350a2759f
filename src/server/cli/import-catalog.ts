// Imports a product catalog by GTIN (docs/data.md, "Product catalogs"):
//   npm run import:catalog -- path/to/en.openfoodfacts.org.products.csv.gz   (or the plain .csv)
//   npm run import:catalog -- path/to/FoodData_Central_branded_food_csv/branded_food.csv   (food.csv beside it)
// Streams the file in one transaction; a malformed file is refused and nothing is written; running it again
// changes nothing. Imported items carry no price until a price file, a receipt or a shopper prices them
// (decision 062). With the embedded database, stop the server first (one process owns DATA_DIR).
import { statSync } from "node:fs";
import { SKIP_REASONS } from "../../domain/catalog-import/source-rows";
import { CatalogImportError, importCatalogFile } from "../features/catalog-import/catalog-import";
import { fileArguments, runImport } from "./import-command";
import { describeTally, formatCount, progressBar } from "./progress";

const [file] = fileArguments(1, "npm run import:catalog -- <Open Food Facts export | branded_food.csv>");

const FORMAT_NAMES = { off: "Open Food Facts export", fdc: "FoodData Central Branded Foods" } as const;

await runImport(file!.path, CatalogImportError, async (db) => {
  const started = performance.now();
  const report = await importCatalogFile(db, file!.path, {
    progress: (input, path) => progressBar(input, statSync(path).size),
  });
  const seconds = (performance.now() - started) / 1000;
  const skipped = SKIP_REASONS.filter((reason) => report.skipped[reason].count > 0);
  console.log(
    [
      `Read ${formatCount(report.rows)} rows of ${file!.path} (${FORMAT_NAMES[report.format]}) in ${seconds.toFixed(1)} s.`,
      `  items:   ${formatCount(report.added)} new, ${formatCount(report.updated)} changed, ${formatCount(report.unchanged)} already there`,
      ...(skipped.length === 0
        ? ["  skipped: none"]
        : skipped.map((reason) => `  skipped (${reason}): ${describeTally(report.skipped[reason])}`)),
      report.added > 0 ? "New items have no price until a price file, a receipt or a shopper report prices them." : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );
});
