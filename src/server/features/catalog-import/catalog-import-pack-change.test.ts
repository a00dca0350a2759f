import { readFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, prices } from "../../db/schema/index";
import { importCatalogFile } from "./catalog-import";

// Review R9: a newer file (or the other source) may give an imported item another pack size. An item a shopper, a
// receipt or a feed has priced keeps its pack: those cents were observed for it. The row is skipped and counted.
const OFF = join(import.meta.dirname, "../../../../tests/fixtures/catalog-import/off-products.tsv");
const CHIPS = "gtin-00028400009171"; // 13 oz
const SALSA = "gtin-00071921002145"; // 28.3 oz (802 g)

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await importCatalogFile(database.db, OFF);
});
afterAll(() => database.close());

const itemOf = async (key: string) =>
  (
    await database.db
      .select({
        id: groceryItems.id,
        name: groceryItems.name,
        unit: groceryItems.unit,
        size: groceryItems.size,
        sizeUnit: groceryItems.sizeUnit,
      })
      .from(groceryItems)
      .where(eq(groceryItems.key, key))
  )[0]!;

/** The fixture with other pack sizes on two rows and another name on the first. */
function repacked(): string {
  const [header, ...rows] = readFileSync(OFF, "utf8").split("\n");
  const columns = header!.split("\t");
  const at = (name: string) => columns.indexOf(name);
  const changed = rows.map((row) => {
    const cells = row.split("\t");
    if (cells[at("code")] === "028400009171") {
      cells[at("quantity")] = "20 oz";
      cells[at("product_name")] = `${cells[at("product_name")]} Party Size`;
    }
    if (cells[at("code")] === "071921002145") cells[at("quantity")] = "16 oz";
    return cells.join("\t");
  });
  const path = join(mkdtempSync(join(tmpdir(), "catalog-repack-")), "off.tsv");
  writeFileSync(path, [header, ...changed].join("\n"));
  return path;
}

describe("a re-import with another pack size (review R9)", () => {
  it("keeps the pack of an item with an observed price, skipping the row as 'size-changed'; an unpriced item takes the new pack", async () => {
    const chips = await itemOf(CHIPS);
    const [chain] = await database.db.select({ id: chains.id }).from(chains).limit(1);
    await database.db.insert(prices).values({
      itemId: chips.id,
      chainId: chain!.id,
      cents: 429,
      source: "shopper-report",
      sourceRef: "report",
      observedAt: new Date("2026-11-20T15:00:00Z"),
      observedPrecision: "moment",
    });

    const report = await importCatalogFile(database.db, repacked());

    expect(report.skipped["size-changed"].count).toBe(1);
    expect(report.skipped["size-changed"].examples[0]?.reason).toBe("priced as 13 oz; the file says 20 oz");
    expect(report.updated).toBe(1);
    // The priced item is left as it was, name included (the row is skipped whole).
    expect(await itemOf(CHIPS)).toEqual(chips);
    expect(await itemOf(SALSA)).toMatchObject({ unit: "16 oz", size: 16, sizeUnit: "oz" });
  });
});
