// @module-tag engines
// Decision 106 (review R105): catalog_state.version, the stamp the kept cart parts and the price mix are checked against
// (decisions 046, 105), moves when a statement changes a row of grocery_items, chains, stores or prices, and only then:
// not for a statement that changes nothing (an update to the same values, an upsert that finds every row there, a
// statement matching no row), nor for the Kroger job's bookkeeping columns of stores, which no stamped reader reads.
import { sql, TransactionRollbackError, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../tests/support/sql-rows";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database, Db } from "./client";
import { writeObservations, type NewObservation } from "../features/price-import/observations.repository";
import { recordStoreLink, recordStoreRead } from "../features/price-import/kroger-stores.repository";

let database: Database;
const rowsOf = <T>(statement: SQL, db: Db = database.db) => sqlRows<T>(db, statement);
const idOf = async (statement: SQL) => ((await rowsOf<{ id: number }>(statement))[0] as { id: number }).id;

const version = async (db: Db = database.db) =>
  ((await rowsOf<{ version: string }>(sql`select version::text as version from catalog_state`, db))[0] as { version: string })
    .version;

/** Whether running `write` moved the stamp. */
async function moves(write: SQL | (() => Promise<unknown>)): Promise<boolean> {
  const before = await version();
  await (typeof write === "function" ? write() : database.db.execute(write));
  return (await version()) !== before;
}

let chain = 0;
let otherChain = 0;
let item = 0;
let store = 0;
let otherStore = 0;
let price = 0;

const newStore = (sourceId: string, chainId: number) =>
  idOf(sql`insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
    values (${chainId}, ${sourceId}, 'Stamp Store', '1 Test St', 'Pittsburgh', 'PA', '15213', 40.1, -79.9) returning id`);
const newPrice = (cents: number, day: string) =>
  sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at)
    values (${item}, ${chain}, ${store}, ${cents}, 'import', 'csv:stamp.csv:1', ${day}::timestamptz, 'day', now())`;

beforeAll(async () => {
  database = await createTestDatabase();
  [chain, otherChain] = (await rowsOf<{ id: number }>(sql`select id from chains order by id limit 2`)).map((row) => row.id) as [
    number,
    number,
  ];
  item = await idOf(sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
    values ('stamp-1', 'Stamp Kale', 'Any', 'Produce', '1 lb', 1, 'lb') returning id`);
  store = await newStore("stamp-a", chain);
  otherStore = await newStore("stamp-b", chain);
  price = await idOf(sql`${newPrice(199, "2026-11-01")} returning id`);
});
afterAll(() => database.close());

describe("a statement that changes no row read by the catalog's readers", () => {
  it("leaves the stamp where it was: an update to the same values, on each table", async () => {
    expect(await moves(sql`update grocery_items set name = name, size = size where id = ${item}`)).toBe(false);
    expect(await moves(sql`update chains set name = name where id = ${chain}`)).toBe(false);
    expect(await moves(sql`update stores set name = name, chain_id = chain_id where id = ${store}`)).toBe(false);
    expect(await moves(sql`update prices set cents = cents where id = ${price}`)).toBe(false);
    expect(await moves(sql`update prices set cents = cents where item_id = ${item}`)).toBe(false);
  });

  it("leaves it for an update or a delete that matches no row, on each table", async () => {
    for (const table of ["grocery_items", "chains", "stores", "prices"]) {
      expect(await moves(sql`update ${sql.identifier(table)} set id = id + 1 where false`), table).toBe(false);
      expect(await moves(sql`delete from ${sql.identifier(table)} where id < 0`), table).toBe(false);
    }
    expect(await moves(sql`update prices set cents = cents + 1 where false`)).toBe(false);
  });

  it("leaves it for an insert ... on conflict do nothing that inserts no row, on each table", async () => {
    expect(
      await moves(sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
        values ('stamp-1', 'Other', 'Any', 'Produce', '1 lb', 1, 'lb') on conflict do nothing`),
    ).toBe(false);
    expect(
      await moves(sql`insert into chains (slug, name, color, logo) select slug, 'Other', color, logo from chains
        where id = ${chain} on conflict do nothing`),
    ).toBe(false);
    expect(
      await moves(sql`insert into stores (chain_id, source_id, name, address, city, state, zip, latitude, longitude)
        values (${chain}, 'stamp-a', 'Other', '2 Test St', 'Pittsburgh', 'PA', '15213', 40.2, -79.8) on conflict do nothing`),
    ).toBe(false);
    expect(await moves(sql`${newPrice(299, "2026-11-01")} on conflict do nothing`)).toBe(false);
  });

  it("leaves it for the Kroger job's bookkeeping columns of stores, kroger_read_at and kroger_checked_at", async () => {
    expect(await moves(sql`update stores set kroger_read_at = now()`)).toBe(false);
    expect(await moves(sql`update stores set kroger_checked_at = now()`)).toBe(false);
    expect(await moves(sql`update stores set kroger_checked_at = now(), kroger_read_at = now() where id = ${store}`)).toBe(false);
  });
});

describe("a statement that changes a row", () => {
  it("raises the stamp for an insert into each table", async () => {
    expect(await moves(sql`insert into chains (slug, name, color, logo) values ('stamp-chain', 'Stamp', '#000', 'x')`)).toBe(
      true,
    );
    expect(
      await moves(sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit)
        values ('stamp-2', 'Stamp Leek', 'Any', 'Produce', '1 lb', 1, 'lb')`),
    ).toBe(true);
    expect(await moves(() => newStore("stamp-c", chain))).toBe(true);
    expect(await moves(newPrice(249, "2026-11-02"))).toBe(true);
  });

  it("raises it for an update that changes a value, on each table", async () => {
    expect(await moves(sql`update grocery_items set name = 'Stamp Kale Bunch' where id = ${item}`)).toBe(true);
    expect(await moves(sql`update grocery_items set size = 2 where id = ${item}`)).toBe(true);
    expect(await moves(sql`update chains set name = name || ' ' where id = ${chain}`)).toBe(true);
    expect(await moves(sql`update stores set name = 'Stamp Store Two' where id = ${store}`)).toBe(true);
    expect(await moves(sql`update stores set chain_id = ${otherChain} where id = ${otherStore}`)).toBe(true);
    expect(await moves(sql`update prices set cents = cents + 1 where id = ${price}`)).toBe(true);
    // One row changed among rows written again as they were.
    expect(
      await moves(sql`update prices set cents = case when id = ${price} then cents + 1 else cents end where item_id = ${item}`),
    ).toBe(true);
  });

  it("raises it for a size changed in its 16th digit, whatever the writer's session says of float digits (review R124)", async () => {
    await database.db.execute(sql`update grocery_items set size = 1 where id = ${item}`);
    const changed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local extra_float_digits = 0`);
      const before = await version(tx);
      await tx.execute(sql`update grocery_items set size = 1.0000000000000002 where id = ${item}`);
      return (await version(tx)) !== before;
    });
    expect(changed).toBe(true);
    expect(await moves(sql`update grocery_items set size = 1 where id = ${item}`)).toBe(true);
  });

  it("raises it for a change of stores' other columns, alone or beside the bookkeeping columns", async () => {
    expect(await moves(sql`update stores set kroger_location_id = 'stamp-location' where id = ${store}`)).toBe(true);
    expect(await moves(sql`update stores set latitude = 40.3, kroger_read_at = now() where id = ${store}`)).toBe(true);
  });

  it("raises it for a row moved to another id (no old row of the new id)", async () => {
    const moved = await idOf(sql`select id from chains where slug = 'stamp-chain'`);
    expect(await moves(sql`update chains set id = ${moved + 100_000} where id = ${moved}`)).toBe(true);
  });

  it("raises it for a delete from each table", async () => {
    expect(await moves(sql`delete from prices where item_id = ${item} and cents = 249`)).toBe(true);
    expect(await moves(sql`delete from stores where source_id = 'stamp-c'`)).toBe(true);
    expect(await moves(sql`delete from grocery_items where key = 'stamp-2'`)).toBe(true);
    expect(await moves(sql`delete from chains where slug = 'stamp-chain'`)).toBe(true);
  });

  it("raises it for a truncate of each table, whatever it held", async () => {
    const tables = ["grocery_items", "chains", "stores", "prices"];
    for (const table of tables) {
      let moved: boolean | undefined;
      await database.db
        .transaction(async (tx) => {
          // Only this table's triggers: a truncate ... cascade fires those of the tables it reaches too.
          for (const other of tables.filter((name) => name !== table)) {
            await tx.execute(sql`alter table ${sql.identifier(other)} disable trigger user`);
          }
          const before = await version(tx);
          await tx.execute(sql`truncate ${sql.identifier(table)} cascade`);
          moved = (await version(tx)) !== before;
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      expect(moved, table).toBe(true);
    }
  });
});

describe("the writers that write the same rows again", () => {
  const batch = (cents: number): NewObservation[] =>
    [1, 2, 3].map((day) => ({
      itemId: item,
      chainId: chain,
      storeId: store,
      cents: cents + day,
      source: "import",
      sourceRef: `csv:stamp-batch.csv:${day}`,
      observedAt: new Date(`2026-10-0${day}T00:00:00Z`),
      observedPrecision: "day",
    }));

  it("writeObservations raises the stamp when it writes a batch, not when it writes it again, and again for a new price", async () => {
    const recordedAt = new Date("2026-11-29T12:00:00Z");
    expect(await moves(() => writeObservations(database.db, batch(100), recordedAt))).toBe(true);
    expect(await moves(() => writeObservations(database.db, batch(100), new Date("2026-11-29T13:00:00Z")))).toBe(false);
    const changed = batch(100).map((row, index) => (index === 1 ? { ...row, cents: 500 } : row));
    expect(await moves(() => writeObservations(database.db, changed, recordedAt))).toBe(true);
  });

  it("the Kroger refresh's bookkeeping (recordStoreRead, recordStoreLink finding nothing) leaves it; a new link raises it", async () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(await moves(() => recordStoreRead(database.db, store, now))).toBe(false);
    expect(await moves(() => recordStoreLink(database.db, otherStore, null, now))).toBe(false);
    // A location another store holds is not taken: the store is only marked as asked.
    expect(await moves(() => recordStoreLink(database.db, otherStore, "stamp-location", now))).toBe(false);
    expect(await moves(() => recordStoreLink(database.db, otherStore, "stamp-location-b", now))).toBe(true);
  });
});
