import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { snapHeader, snapLines, snapRow } from "../../../../tests/support/snap-file";
import { recogniseStore } from "../../../domain/stores/chain-recognition";
import type { Database } from "../../db/client";
import { STORES } from "../../db/seed/data/stores";
import { stores } from "../../db/schema/index";
import { importSnapStores, StoreImportError } from "./store-import";

// The USDA SNAP retailer list for Allegheny County (public domain; see docs/data.md).
const fixture = path.resolve(import.meta.dirname, "../../../../tests/fixtures/usda_snap_allegheny_pa.csv");

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const storeCount = async () => (await database.db.select({ n: count() }).from(stores))[0]!.n;
const fromText = (text: string) => Readable.from([text]);

describe("recognising the county's SNAP list", () => {
  const rows = Papa.parse<{ Store_Name: string; ObjectId: string; Address: string; Zip5: string }>(
    readFileSync(fixture, "utf8"),
    {
      header: true,
      skipEmptyLines: true,
    },
  ).data;

  it("finds every seeded store under the chain the seed gives it", () => {
    const seeded = new Map(STORES.map((store) => [store.sourceId, store.chainSlug]));
    const wrong = rows
      .filter((row) => seeded.has(row.ObjectId))
      .map((row) => ({ name: row.Store_Name, expected: seeded.get(row.ObjectId), got: recogniseStore(row.Store_Name) }))
      .filter((r) => r.got.kind !== "priced" || r.got.chainSlug !== r.expected);
    expect(wrong).toEqual([]);
  });

  it("takes no other store of that list for a priced chain, except the SNAP duplicates the seed dropped", () => {
    const key = (address: string, zip: string) => `${address.toLowerCase().replace(/[^a-z0-9]/g, "")}|${zip}`;
    const seededAddresses = new Set(STORES.map((store) => key(store.address, store.zip)));
    const seededIds = new Set(STORES.map((store) => store.sourceId));
    const extra = rows.filter(
      (row) =>
        !seededIds.has(row.ObjectId) &&
        recogniseStore(row.Store_Name).kind === "priced" &&
        !seededAddresses.has(key(row.Address, row.Zip5)),
    );
    expect(extra.map((row) => row.Store_Name)).toEqual([]);
  });
});

describe("importSnapStores", () => {
  it("finds the seeded county unchanged: nothing added or updated, duplicates and non-grocers counted", async () => {
    const before = await storeCount();
    const report = await importSnapStores(database.db, Readable.from(readFileSync(fixture)));
    expect(report).toMatchObject({ added: 0, updated: 0, unchanged: STORES.length });
    expect(report.duplicates).toBeGreaterThanOrEqual(1);
    expect(report.excluded.convenience).toBeGreaterThan(10);
    expect(report.excluded["dollar store"]).toBeGreaterThan(10);
    expect(report.unrecognised).toBeGreaterThan(0);
    expect(await storeCount()).toBe(before);
  });

  it("adds the priced chains' stores of a new region once: a second run of the same file changes nothing", async () => {
    const before = await storeCount();
    const first = await importSnapStores(database.db, Readable.from(snapLines(3000)));
    expect(first.rows).toBe(3000);
    expect(first.added).toBeGreaterThan(400);
    expect(first.krogerFamily).toBeGreaterThan(0);
    expect(first.unpriced.Kroger).toBeUndefined();
    expect(first.excluded.pharmacy).toBeGreaterThan(0);
    const afterFirst = await storeCount();
    expect(afterFirst).toBe(before + first.added);

    const second = await importSnapStores(database.db, Readable.from(snapLines(3000)));
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: first.added });
    expect(await storeCount()).toBe(afterFirst);

    const [walmart] = await database.db.select().from(stores).where(eq(stores.sourceId, "usda-snap:10000000"));
    expect(walmart).toMatchObject({ name: "Walmart — Main St Unit 0, Fargo", state: "ND", address: "100 Main St Unit 0" });
  });

  it("updates a store that moved, and only that one", async () => {
    const moved = snapRow(0, { Latitude: "46.877200", Longitude: "-96.789800" });
    const report = await importSnapStores(database.db, fromText(snapHeader + moved));
    expect(report).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const [store] = await database.db.select().from(stores).where(eq(stores.sourceId, "usda-snap:10000000"));
    expect(store).toMatchObject({ latitude: 46.8772, longitude: -96.7898 });
  });

  it("refuses a malformed row with its line number and changes nothing, even after earlier batches", async () => {
    const before = await storeCount();
    const good = Array.from({ length: 1200 }, (_, i) => snapRow(50_000 + i, { Store_Name: `ALDI ${i}` })).join("");
    const bad = snapRow(60_000, { Latitude: "north" });
    const error = await importSnapStores(database.db, fromText(snapHeader + good + bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreImportError);
    expect((error as Error).message).toBe("line 1202: Latitude is not a number");
    expect(await storeCount()).toBe(before);
  });

  it("refuses a row with blank coordinates instead of placing the store at 0, 0", async () => {
    const before = await storeCount();
    for (const [column, blank] of [
      ["Latitude", ""],
      ["Longitude", "  "],
    ] as const) {
      const row = snapRow(70_000, { Store_Name: "ALDI", [column]: blank });
      await expect(importSnapStores(database.db, fromText(snapHeader + row))).rejects.toThrow(`line 2: ${column} is empty`);
    }
    expect(await storeCount()).toBe(before);
  });

  it("reads the whole file when the database takes a while to start the transaction (a pooled connection)", async () => {
    const slow = new Proxy(database.db, {
      get: (target, prop, receiver) =>
        prop === "transaction"
          ? async (...args: Parameters<typeof target.transaction>) => {
              await new Promise((resolve) => setTimeout(resolve, 100));
              return target.transaction(...args);
            }
          : Reflect.get(target, prop, receiver),
    });
    const report = await importSnapStores(slow, createReadStream(fixture));
    expect(report).toMatchObject({ added: 0, updated: 0, unchanged: STORES.length });
  });

  it("refuses a file that is not a SNAP export, or rows with too many or too few fields", async () => {
    await expect(importSnapStores(database.db, fromText("name,address\nAldi,1 Main St\n"))).rejects.toThrow(
      "line 1: not a SNAP retailer file; missing column(s) X, Y, Store_Name, Address, Address_Line__2, City, State, Zip5, County, Longitude, Latitude, ObjectId",
    );
    await expect(importSnapStores(database.db, fromText(snapHeader + snapRow(1).replace("\n", ",extra\n")))).rejects.toThrow(
      "line 2: more fields than the header has",
    );
    await expect(importSnapStores(database.db, fromText(snapHeader + snapRow(1) + "1,2,ALDI\n"))).rejects.toThrow(
      "line 3: fewer fields than the header has",
    );
    await expect(importSnapStores(database.db, fromText(snapHeader))).rejects.toThrow("line 1: the file has no rows");
  });
});
