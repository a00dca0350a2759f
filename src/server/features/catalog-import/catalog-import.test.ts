import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { asc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { postingsOffBy } from "../../../../tests/support/word-postings";
import type { Database } from "../../db/client";
import { catalogState, groceryItems } from "../../db/schema/index";
import { CatalogImportError, importCatalogFile, type CatalogImportReport } from "./catalog-import";

// Issue 31 item 4: `npm run import:catalog` on format-true samples of an Open Food Facts export and FoodData
// Central's Branded Foods (tests/fixtures/catalog-import, made by hand from the documented headers).
const FIXTURES = join(import.meta.dirname, "../../../../tests/fixtures/catalog-import");
const OFF = join(FIXTURES, "off-products.tsv");
const FDC = join(FIXTURES, "fdc/branded_food.csv");

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const version = async () => (await database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
const imported = () =>
  database.db
    .select({
      key: groceryItems.key,
      name: groceryItems.name,
      brand: groceryItems.brand,
      category: groceryItems.category,
      unit: groceryItems.unit,
      size: groceryItems.size,
      sizeUnit: groceryItems.sizeUnit,
      barcode: groceryItems.barcode,
      productGroup: groceryItems.productGroup,
    })
    .from(groceryItems)
    .where(like(groceryItems.key, "gtin-%"))
    .orderBy(asc(groceryItems.key));
const item = async (gtin: string) => (await imported()).find((row) => row.key === `gtin-${gtin}`);
const skippedLines = (report: CatalogImportReport) =>
  Object.fromEntries(
    Object.entries(report.skipped)
      .filter(([, tally]) => tally.count > 0)
      .map(([reason, tally]) => [reason, tally.examples.map((example) => example.line)]),
  );
const refusal = async (path: string) => {
  const error = await importCatalogFile(database.db, path).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CatalogImportError);
  return (error as Error).message;
};
const scratch = (name: string, text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), "catalog-import-")), name);
  writeFileSync(path, text);
  return path;
};

describe("a file that is not a well-formed catalog is refused and nothing is written", () => {
  it("names the line of an Open Food Facts row with a field too many; the rows before it are not kept", async () => {
    const before = await version();
    expect(await refusal(join(FIXTURES, "off-products-malformed.tsv"))).toBe(
      "off-products-malformed.tsv line 9: 66 fields where the header has 65",
    );
    expect(await imported()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("names the line of a FoodData Central row with a field too few", async () => {
    const before = await version();
    expect(await refusal(join(FIXTURES, "fdc-malformed/branded_food.csv"))).toBe(
      "branded_food.csv line 7: 20 fields where the header has 21",
    );
    expect(await imported()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("names a missing column, a file of neither format and FDC's food.csv when it is not beside branded_food.csv", async () => {
    expect(
      await refusal(
        scratch("products.tsv", "code\tproduct_name\tbrands\tquantity\tcountries_tags\n1\ta\tb\t1 oz\ten:united-states\n"),
      ),
    ).toBe("products.tsv line 1: missing column(s) categories_tags");
    expect(await refusal(scratch("prices.csv", "item,brand,price\nMilk,Store,3.49\n"))).toMatch(
      /^line 1: neither an Open Food Facts/,
    );
    expect(await refusal(scratch("branded_food.csv", '"fdc_id","gtin_upc"\n'))).toBe(
      "FoodData Central's food.csv (the products' names) must be beside branded_food.csv",
    );
    expect(await imported()).toEqual([]);
  });
});

describe("an Open Food Facts export", () => {
  it("adds the US products it can place in an aisle with their pack size, skipping and counting the rest", async () => {
    const report = await importCatalogFile(database.db, OFF);
    expect(report).toMatchObject({ format: "off", rows: 22, added: 14, updated: 0, unchanged: 0 });
    expect(skippedLines(report)).toEqual({
      "not-us": [13], // sold in France only
      "invalid-gtin": [15], // check digit
      "store-code": [14], // Open Food Facts' own 200… code
      "no-brand": [22],
      category: [16], // "en:meals,en:microwave-meals"
      size: [17], // "family size"
      "in-catalog": [18], // the seed's Jif 16 oz
      repeated: [2], // the same GTIN as line 23, which is kept
    });
    expect(report.skipped.repeated.examples[0]!.reason).toBe("the same GTIN as line 23, which is kept");

    const items = await imported();
    expect(items).toHaveLength(14);
    expect(items.every((row) => row.barcode === row.key.slice("gtin-".length) && row.productGroup === null)).toBe(true);
    expect(await item("00818290011008")).toMatchObject({
      name: "Chobani Greek Yogurt Plain",
      brand: "Chobani",
      category: "Dairy",
      unit: "5.3 oz",
      size: 5.3,
      sizeUnit: "oz",
    });
    const byName = (name: string) => items.find((row) => row.name === name);
    expect(byName("Cherry Cola")).toMatchObject({ category: "Beverages", unit: "12 × 12 fl oz", size: 144, sizeUnit: "fl oz" });
    expect(byName("Lager Beer")).toMatchObject({ category: "Beer & Wine", unit: "6 × 355 mL", size: 2130, sizeUnit: "ml" });
    expect(byName("Four Cheese Rising Crust Pizza")).toMatchObject({ category: "Frozen", size: 28.3, sizeUnit: "oz" });
    expect(byName("Adult Dry Dog Food Chicken & Rice")).toMatchObject({ category: "Pet", size: 4, sizeUnit: "lb" });
    expect(byName("Oat Milk Original")).toMatchObject({ category: "Dairy", size: 64, sizeUnit: "fl oz" });
    expect(byName('Half Baked "Chocolate & Vanilla" Ice Cream')).toMatchObject({
      brand: "Ben & Jerry's",
      category: "Frozen",
      unit: "1 pt",
    });
    expect(byName("Large Brown Eggs")).toMatchObject({ category: "Dairy", size: 12, sizeUnit: "ct" });
    expect(byName("Medium Roast Ground Coffee")).toMatchObject({ brand: "Hilltop Roasters", category: "Beverages" });
    expect(byName("Sparkling Water Lime")).toMatchObject({ size: 1, sizeUnit: "l", unit: "1 L" });
  });

  it("changes nothing when run again: no write, no new catalog version", async () => {
    const before = { version: await version(), items: await imported() };
    const report = await importCatalogFile(database.db, OFF);
    expect(report).toMatchObject({ rows: 22, added: 0, updated: 0, unchanged: 14 });
    expect(await version()).toBe(before.version);
    expect(await imported()).toEqual(before.items);
  });

  it("reads the export gzipped, as Open Food Facts publishes it (.csv.gz)", async () => {
    const before = await version();
    const gzipped = scratch("en.openfoodfacts.org.products.csv.gz", "");
    writeFileSync(gzipped, gzipSync(readFileSync(OFF)));
    expect(await importCatalogFile(database.db, gzipped)).toMatchObject({ format: "off", rows: 22, added: 0, unchanged: 14 });
    expect(await version()).toBe(before);
    const truncated = scratch("truncated.csv.gz", "");
    const bytes = gzipSync(readFileSync(OFF));
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 40));
    expect(await refusal(truncated)).toMatch(/^truncated\.csv\.gz is not a readable gzip file/);
    expect(await version()).toBe(before);
  });
});

describe("FoodData Central Branded Foods", () => {
  it("names items from food.csv, updates the products already imported by GTIN and adds the rest", async () => {
    const report = await importCatalogFile(database.db, FDC);
    // 20 rows: 7 skipped, 13 kept; of these the bread is unchanged and the yogurt renamed (both from Open Food Facts).
    expect(report).toMatchObject({ format: "fdc", rows: 20, added: 11, updated: 1, unchanged: 1 });
    expect(skippedLines(report)).toEqual({
      discontinued: [8],
      "not-us": [9], // New Zealand
      category: [10], // "Alcohol"
      size: [11], // no package_weight
      "invalid-gtin": [12],
      "no-name": [14], // no row in food.csv
      repeated: [2], // an older record of line 21's bread
    });
    expect(await item("00818290011008")).toMatchObject({ name: "Greek Yogurt, Plain", brand: "Chobani", unit: "5.3 oz" });
    const items = await imported();
    expect(items).toHaveLength(25);
    const byName = (name: string) => items.find((row) => row.name === name);
    // Capitals only become title case; an empty brand_name falls back to the brand owner.
    expect(byName("Tomato Ketchup")).toMatchObject({
      brand: "Kraft Heinz Foods Company",
      category: "Pantry",
      size: 20,
      sizeUnit: "oz",
    });
    expect(byName("Whole Milk, Vitamin D")).toMatchObject({
      brand: "Meadow Gold",
      category: "Dairy",
      size: 128,
      sizeUnit: "fl oz",
    });
    expect(byName("Oven Roasted Turkey Breast, Sliced")).toMatchObject({ category: "Deli" });
    expect(byName("Wild Alaska Pollock Fillets")).toMatchObject({ category: "Frozen", size: 2, sizeUnit: "lb" });
    expect(byName("Lemon Lime Soda")).toMatchObject({ size: 2, sizeUnit: "l" });
  });

  it("changes nothing when run again", async () => {
    const before = { version: await version(), items: await imported() };
    expect(await importCatalogFile(database.db, FDC)).toMatchObject({ added: 0, updated: 0, unchanged: 13 });
    expect(await version()).toBe(before.version);
    expect(await imported()).toEqual(before.items);
  });

  it("leaves search's rows of every item of each word as the items now are, the renamed yogurt's too", async () => {
    expect(await postingsOffBy(database.db)).toBe(0);
  });
});

describe("a character of more than one byte across a read boundary (review R2)", () => {
  it("is read whole, in a plain file and a gzipped one, not as two replacement characters", async () => {
    const [header, template] = readFileSync(OFF, "utf8").split("\n") as [string, string];
    const columns = header.split("\t");
    const row = (code: string, name: string, ingredients: string) => {
      const cells = template.split("\t");
      cells[columns.indexOf("code")] = code;
      cells[columns.indexOf("product_name")] = name;
      cells[columns.indexOf("ingredients_text")] = ingredients;
      return cells.join("\t");
    };
    // The first row is padded so that the "é" of the second row's name takes bytes 65,535 and 65,536 of the file:
    // the first read of a file stream ends between them.
    const name = "Greek Yogurt Café Style";
    const first = (padding: number) => `${header}\n${row("818290012005", "Greek Yogurt Padding", "x".repeat(padding))}\n`;
    const before = (padding: number) => Buffer.byteLength(first(padding) + row("818290013002", name, "").split("é")[0]!);
    const padding = 65_535 - before(0);
    expect(before(padding)).toBe(65_535);
    const text = `${first(padding)}${row("818290013002", name, "")}\n`;
    expect(Buffer.from(text).subarray(65_535, 65_537).toString("utf8")).toBe("é");

    await importCatalogFile(database.db, scratch("boundary.tsv", text));
    expect(await item("00818290013002")).toMatchObject({ name });
    await database.db.delete(groceryItems).where(like(groceryItems.key, "gtin-0081829001%002"));
    const gzipped = scratch("boundary.csv.gz", "");
    writeFileSync(gzipped, gzipSync(text));
    await importCatalogFile(database.db, gzipped);
    expect(await item("00818290013002")).toMatchObject({ name });
  });
});
