// @module-tag engines
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { registryIdFor } from "../../../domain/pricing/source-registry";
import { PriceImportError } from "./file-rows";
import { importedRows } from "./import-test-rows";
import { importPriceCsv } from "./price-csv-import";

const NOW = new Date("2026-11-23T12:00:00Z");
const HEADER = "store,chain,gtin,name,brand,size,price,date,source\n";
// Aldi, Bethel Park (a seeded store), and two catalog items: Jif by its barcode (gtins.ts), Skippy by name.
const ALDI_STORE = "usda-snap:158532";
const JIF = "051500255162";

let database: Database;
let ids: { aldi: number; aldiStore: number; jif: number; skippy: number };
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [aldi] = await db.select({ id: chains.id }).from(chains).where(eq(chains.slug, "aldi"));
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.sourceId, ALDI_STORE));
  const item = async (key: string) =>
    (await db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.key, key)))[0]!.id;
  ids = {
    aldi: aldi!.id,
    aldiStore: store!.id,
    jif: await item("creamy-peanut-butter-jif-16-oz"),
    skippy: await item("creamy-peanut-butter-skippy-16-3-oz"),
  };
});
afterAll(() => database.close());

const run = (text: string, fileName = "shelf-prices.csv") =>
  importPriceCsv(database.db, Readable.from([text]), { fileName: `/tmp/${fileName}`, now: NOW });
const imported = () => importedRows(database.db);

describe("importPriceCsv", () => {
  const file =
    HEADER +
    `${ALDI_STORE},,${JIF},,,,2.79,2026-11-20,shelf tag photographed by staff\n` +
    `,Aldi,,Creamy Peanut Butter,Skippy,16.3 oz,$3.15,2026-11-19,Aldi weekly ad\n`;

  it("writes a store's price by barcode and a chain's by name, brand and size, each as an observation of its day", async () => {
    const report = await run(file);
    expect(report).toEqual({
      rows: 2,
      matched: { inserted: 2, updated: 0, unchanged: 0 },
      unmatched: { count: 0, examples: [] },
      rejected: { count: 0, examples: [] },
    });
    expect(await imported()).toEqual([
      {
        itemId: ids.skippy,
        storeId: null,
        cents: 315,
        sourceRef: "csv:shelf-prices.csv:3 (Aldi weekly ad)",
        observedAt: new Date("2026-11-19T00:00:00Z"),
      },
      {
        itemId: ids.jif,
        storeId: ids.aldiStore,
        cents: 279,
        sourceRef: "csv:shelf-prices.csv:2 (shelf tag photographed by staff)",
        observedAt: new Date("2026-11-20T00:00:00Z"),
      },
    ]);
  });

  it("counts as an imported price file on the /prices page", async () => {
    expect((await imported()).map((row) => registryIdFor("import", row.sourceRef))).toEqual(["price-files", "price-files"]);
  });

  it("is the price the store shows, dated, over the chain's estimate", async () => {
    const [jif] = (
      await priceItemsAtStores(
        database.db,
        [{ id: ids.jif, size: 16, sizeUnit: "oz" }],
        [{ id: ids.aldiStore, chainId: ids.aldi }],
      )
    ).get(ids.jif)!;
    expect(jif).toMatchObject({ price: "2.79", source: "import", observedAt: "2026-11-20" });
  });

  it("changes nothing when the same file is imported again, and updates only a changed price", async () => {
    const before = await imported();
    expect((await run(file)).matched).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await imported()).toEqual(before);
    const changed = file.replace("2.79", "2.89");
    expect((await run(changed)).matched).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await imported()).map((row) => row.cents)).toEqual([315, 289]);
  });

  it("counts rows naming a store, chain or item PennyCart does not know as unmatched, with their lines", async () => {
    const report = await run(
      HEADER +
        `usda-snap:1,,${JIF},,,,2.79,2026-11-20,x\n` +
        `,Wegmans,${JIF},,,,2.79,2026-11-20,x\n` +
        `,aldi,012000007897,,,,2.79,2026-11-20,x\n` +
        `,aldi,,Creamy Peanut Butter,Skippy,40 oz,2.79,2026-11-20,x\n`,
    );
    expect(report.unmatched).toEqual({
      count: 4,
      examples: [
        { line: 2, reason: 'no store "usda-snap:1"' },
        { line: 3, reason: 'no chain "Wegmans"' },
        { line: 4, reason: "no catalog item with that gtin, or that name, brand and size" },
        { line: 5, reason: "no catalog item with that gtin, or that name, brand and size" },
      ],
    });
    expect(report.matched).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
  });

  it("leaves an item sold in a unit prices are not compared by (a bunch) unmatched, even by its barcode, and imports the rest", async () => {
    await database.db.insert(groceryItems).values({
      key: "flat-parsley-bunch-test",
      name: "Flat Parsley",
      brand: "Local Farm",
      category: "Produce",
      unit: "1 bunch",
      size: 1,
      sizeUnit: "bunch",
      barcode: "012345678905",
    });
    const report = await run(
      HEADER + `,aldi,012345678905,,,,1.29,2026-11-17,x\n` + `,aldi,${JIF},,,,2.75,2026-11-17,x\n`,
      "bunch.csv",
    );
    expect(report.unmatched).toEqual({
      count: 1,
      examples: [{ line: 2, reason: "no catalog item with that gtin, or that name, brand and size" }],
    });
    expect(report.matched).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
  });

  it("reads a character of more than one byte split between two chunks of the file whole (review R2)", async () => {
    const bytes = Buffer.from(HEADER + `,Wegmané,${JIF},,,,2.79,2026-11-20,x\n`);
    const split = bytes.indexOf(Buffer.from("é")) + 1;
    const input = Readable.from([bytes.subarray(0, split), bytes.subarray(split)]);
    const report = await importPriceCsv(database.db, input, { fileName: "/tmp/split.csv", now: NOW });
    expect(report.unmatched.examples).toEqual([{ line: 2, reason: 'no chain "Wegmané"' }]);
  });

  it("rejects rows with bad values and a row repeating an item, place and day, and imports the rest", async () => {
    const report = await run(
      HEADER +
        `,aldi,${JIF},,,,0.00,2026-11-18,x\n` +
        `,aldi,${JIF},,,,2.69,2026-11-18,x\n` +
        `,aldi,${JIF},,,,2.59,2026-11-18,x\n`,
      "second.csv",
    );
    expect(report.rejected).toEqual({
      count: 2,
      examples: [
        { line: 2, reason: "price is zero" },
        { line: 4, reason: "repeats the item, place and date of line 3" },
      ],
    });
    expect(report.matched.inserted).toBe(1);
    const [row] = await database.db
      .select({ cents: prices.cents })
      .from(prices)
      .where(and(eq(prices.source, "import"), eq(prices.observedAt, new Date("2026-11-18T00:00:00Z"))));
    expect(row!.cents).toBe(269);
  });

  it("refuses a file with missing or unknown columns, or a row with the wrong number of fields, writing nothing", async () => {
    const count = async () => (await imported()).length;
    const before = await count();
    await expect(run("store,chain,gtin,price,date,source\n,aldi,1,1,2026-01-01,x\n")).rejects.toThrow(
      new PriceImportError("line 1: missing column(s) name, brand, size"),
    );
    await expect(run(HEADER.replace("\n", ",notes\n") + ",aldi,,,,,1,2026-01-01,x,\n")).rejects.toThrow(
      "line 1: unknown column(s) notes",
    );
    await expect(run(HEADER)).rejects.toThrow("line 1: the file has no rows");
    // 1,200 good rows (more than one written batch), then a broken one: nothing of the file stays.
    const good = Array.from({ length: 1200 }, (_, i) => {
      const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return `,aldi,${JIF},,,,2.49,${day},bulk\n`;
    }).join("");
    await expect(run(HEADER + good + ",aldi,x,,,,1,2026-01-01,x,extra\n")).rejects.toThrow(
      "line 1202: more fields than the header has",
    );
    await expect(run(HEADER + good + ",aldi\n")).rejects.toThrow("line 1202: fewer fields than the header has");
    expect(await count()).toBe(before);
  });

  it("refuses a file with a quote left open, which would swallow the lines after it, writing nothing (review R27)", async () => {
    const count = async () => (await imported()).length;
    const before = await count();
    const rows = (open: number) =>
      Array.from({ length: 10 }, (_, i) => {
        const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        return `,aldi,${JIF},,,,2.49,${day},${i + 1 === open ? '"weekly ad' : "weekly ad"}\n`;
      }).join("");
    // The quote opens on data row 4 (line 5) and runs on to the end: before, 3 rows were written and 6 lost unsaid.
    await expect(run(HEADER + rows(4))).rejects.toThrow(
      new PriceImportError("line 5: a quote is not closed (a field runs on over the next lines)"),
    );
    // On the last-but-one row: before, row 10's price was lost inside row 9's source.
    await expect(run(HEADER + rows(9))).rejects.toThrow("line 10: a quote is not closed");
    expect(await count()).toBe(before);
  });
});
