import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, prices } from "../../db/schema/index";
import { importCatalogFile } from "./catalog-import";

// A re-import meets the catalog as it has become since: a barcode an admin or a scan gave one of PennyCart's own items
// is that item's, and an imported item priced by the team's estimates only (no shelf, receipt or feed) takes the
// file's new pack. Each reason of the report says how many rows it skipped, and lists none when it skipped none.
const OFF = join(import.meta.dirname, "../../../../tests/fixtures/catalog-import/off-products.tsv");
const PIZZA = "gtin-00071921002145"; // 28.3 oz (802 g)

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await importCatalogFile(database.db, OFF);
});
afterAll(() => database.close());

/** A file of the fixture's header and these rows: the pizza in 16 oz, and the chips under another code. */
function laterFile(): string {
  const [header, ...rows] = readFileSync(OFF, "utf8").split("\n");
  const columns = header!.split("\t");
  const edit = (code: string, change: (cells: string[]) => void) => {
    const cells = rows.find((row) => row.startsWith(`${code}\t`))!.split("\t");
    change(cells);
    return cells.join("\t");
  };
  const pizza = edit("071921002145", (cells) => (cells[columns.indexOf("quantity")] = "16 oz"));
  const chips = edit("028400009171", (cells) => (cells[columns.indexOf("code")] = "036000291452"));
  const path = join(mkdtempSync(join(tmpdir(), "catalog-claims-")), "off.tsv");
  writeFileSync(path, [header, pizza, chips].join("\n"));
  return path;
}

describe("a re-import after the catalog changed", () => {
  it("skips a row whose GTIN one of PennyCart's own items now carries, and repacks an item priced by estimates only", async () => {
    const db = database.db;
    await db.update(groceryItems).set({ barcode: "036000291452" }).where(eq(groceryItems.key, "large-eggs-giant-eagle-18-ct"));
    const [pizza] = await db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.key, PIZZA));
    const [chain] = await db.select({ id: chains.id }).from(chains).limit(1);
    await db.insert(prices).values({
      itemId: pizza!.id,
      chainId: chain!.id,
      cents: 699,
      source: "team-estimate",
      sourceRef: "estimate",
      observedAt: new Date("2026-11-20T15:00:00Z"),
      observedPrecision: "day",
    });

    const report = await importCatalogFile(db, laterFile());

    expect(report).toMatchObject({ rows: 2, added: 0, updated: 1 });
    expect(report.skipped["in-catalog"]).toEqual({
      count: 1,
      examples: [{ line: 3, reason: "GTIN 00036000291452 is already a PennyCart item's" }],
    });
    expect(report.skipped["size-changed"]).toEqual({ count: 0, examples: [] });
    expect(report.skipped.repeated).toEqual({ count: 0, examples: [] });
    const [after] = await db
      .select({ unit: groceryItems.unit, size: groceryItems.size })
      .from(groceryItems)
      .where(eq(groceryItems.key, PIZZA));
    expect(after).toEqual({ unit: "16 oz", size: 16 });
    expect(await db.select().from(groceryItems).where(eq(groceryItems.key, "gtin-00036000291452"))).toEqual([]);
  });
});
