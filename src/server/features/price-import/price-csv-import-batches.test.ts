import { Readable } from "node:stream";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceLines } from "../../../../tests/support/price-file";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { prices } from "../../db/schema/index";
import { importPriceCsv } from "./price-csv-import";

// A price file is written 1,000 matched rows at a time: a file of several batches lands whole, every batch once.
const NOW = new Date("2026-11-23T12:00:00Z");
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const priceRows = async () => (await database.db.select({ n: count() }).from(prices))[0]!.n;
const importFile = (rows: number) =>
  importPriceCsv(database.db, Readable.from(priceLines(rows)), { fileName: "/tmp/batches.csv", now: NOW });

describe("a price file larger than one write", () => {
  it("writes every matched row of every batch, and nothing again on a second import", async () => {
    const before = await priceRows();
    const first = await importFile(2_500);
    expect(first.rows).toBe(2_500);
    expect(first.matched.inserted).toBeGreaterThan(2_000);
    expect(first.matched).toEqual({ inserted: first.matched.inserted, updated: 0, unchanged: 0 });
    expect(await priceRows()).toBe(before + first.matched.inserted);

    const again = await importFile(2_500);
    expect(again.matched).toEqual({ inserted: 0, updated: 0, unchanged: first.matched.inserted });
    expect(await priceRows()).toBe(before + first.matched.inserted);
  });
});
