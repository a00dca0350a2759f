/**
 * `npm run import:catalog` on a generated Open Food Facts export: writes N rows (default 500,000) in the
 * export's format (tab-separated, the 65 columns of tests/fixtures/catalog-import/off-products.tsv) to a
 * temporary file, imports it twice into a freshly seeded database, and prints time, rows per second, peak
 * resident memory against the file's size (the import streams, so memory must not grow with the file) and the
 * counts of each run (the second must change nothing, the catalog version must not move).
 * About 1 row in 20 is skipped (not sold in the US, category not mapped, pack size not understood), as in the real export.
 *
 *   npx tsx bench/catalog-import.ts [--rows=500000] [--engines=postgres,pglite]
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { count, like } from "drizzle-orm";
import { catalogState, groceryItems } from "../src/server/db/schema/index";
import { seedDatabase } from "../src/server/db/seed/seed";
import { importCatalogFile } from "../src/server/features/catalog-import/catalog-import";
import { openBenchDatabase, parseEngines } from "./lib/databases";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const rows = Number(arg("rows") ?? 500_000);
const engines = parseEngines(arg("engines") ?? "postgres");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const HEADER = readFileSync(path.join(import.meta.dirname, "../tests/fixtures/catalog-import/off-products.tsv"), "utf8").split(
  "\n",
  1,
)[0]!;
const COLUMNS = HEADER.split("\t");

function upc(n: number): string {
  const body = `7${String(n).padStart(10, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

const KINDS = [
  ["Greek Yogurt", "en:dairies,en:fermented-milk-products,en:yogurts", "5.3 oz (150 g)"],
  ["Tortilla Chips", "en:snacks,en:salty-snacks,en:chips-and-fries,en:corn-chips", "13 oz"],
  ["Sparkling Water", "en:beverages,en:waters,en:carbonated-waters", "12 x 12 fl oz"],
  ["Penne Rigate", "en:cereals-and-potatoes,en:pastas,en:dry-pastas", "1 lb"],
  ["Cheese Pizza", "en:meals,en:pizzas,en:frozen-foods,en:frozen-pizzas", "21.4 oz (607 g)"],
  ["Whole Milk", "en:dairies,en:milks,en:whole-milks", "1 gal (3.78 L)"],
  ["Ground Coffee", "en:beverages,en:coffees,en:ground-coffees", "12 oz (340 g)"],
  ["Dry Dog Food", "en:pet-food,en:dog-food", "4 lb (1.81 kg)"],
  ["Wheat Bread", "en:cereals-and-potatoes,en:breads", "20 oz"],
  ["Microwave Meal", "en:meals,en:microwave-meals", "10 oz"], // category not mapped
] as const;
const FLAVOURS = ["Plain", "Vanilla", "Lime", "Classic", "Original", "Honey", "Spicy", "Family Size", "Organic", "Light"];

function* offLines(n: number): Generator<string> {
  yield `${HEADER}\n`;
  for (let i = 0; i < n; i++) {
    const [kind, categories, quantity] = KINDS[i % KINDS.length]!;
    const cells: Record<string, string> = {
      code: upc(i),
      url: `https://world.openfoodfacts.org/product/${upc(i)}`,
      creator: "openfoodfacts-contributors",
      created_t: "1577836800",
      product_name: `${FLAVOURS[Math.floor(i / KINDS.length) % FLAVOURS.length]} ${kind} ${i}`,
      quantity: i % 97 === 0 ? "family pack" : quantity,
      brands: `Brand ${i % 2000}`,
      categories_tags: categories,
      countries_tags: i % 53 === 0 ? "en:france" : "en:united-states",
      countries_en: i % 53 === 0 ? "France" : "United States",
      states: "en:to-be-completed",
      "energy-kcal_100g": String(50 + (i % 400)),
    };
    yield COLUMNS.map((column) => cells[column] ?? "").join("\t") + "\n";
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-catalog-"));
const file = path.join(dir, "en.openfoodfacts.org.products.csv");
{
  const out = createWriteStream(file);
  for (const line of offLines(rows)) if (!out.write(line)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}
console.log(
  `generated ${rows.toLocaleString("en-US")} Open Food Facts rows, ${mb(statSync(file).size)}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

for (const engine of engines) {
  const database = await openBenchDatabase(engine, "pennycart_bench_catalog");
  await seedDatabase(database.db);
  const imported = async () =>
    (await database.db.select({ n: count() }).from(groceryItems).where(like(groceryItems.key, "gtin-%")))[0]!.n;
  const version = async () => (await database.db.select({ v: catalogState.version }).from(catalogState))[0]!.v;
  console.log(`\n== ${engine}`);
  for (const run of [1, 2]) {
    const versionBefore = await version();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const report = await importCatalogFile(database.db, file);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const skipped = Object.entries(report.skipped)
      .filter(([, tally]) => tally.count > 0)
      .map(([reason, tally]) => `${reason} ${tally.count}`)
      .join(", ");
    console.log(
      `  run ${run}: ${seconds.toFixed(1)} s, ${Math.round(report.rows / seconds).toLocaleString("en-US")} rows/s; ` +
        `added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}; skipped ${skipped}; ` +
        `imported items now ${await imported()}; catalog version ${versionBefore === (await version()) ? "unchanged" : "moved"}; ` +
        `RSS ${mb(rssBefore)} -> peak ${mb(peak)}; load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
  }
  await database.close();
}
rmSync(dir, { recursive: true, force: true });
