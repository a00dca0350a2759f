import { notInArray, sql } from "drizzle-orm";
import type { ImportedItem } from "../../../domain/catalog-import/source-rows";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";
import { CATALOG_GTINS } from "../../db/seed/data/gtins";
import { rowsOf } from "../../db/rows";

/**
 * The catalog import's staging: the file's items go to temporary tables of the import's transaction (dropped at
 * its end), so memory stays flat however long the file; one set-based merge then adds and updates the catalog,
 * writing nothing when nothing differs (statement triggers raise the catalog version even for an update of no rows).
 */

export type StagedItem = ImportedItem & { line: number; fdcId: number | null };

export async function createStaging(tx: Db): Promise<void> {
  await tx.execute(sql`create temporary table catalog_import_rows (
    line integer not null, key text not null, gtin text not null, name text not null, brand text not null,
    category text not null, unit text not null, size double precision not null, size_unit text not null, fdc_id integer
  ) on commit drop`);
  await tx.execute(
    sql`create temporary table catalog_import_names (fdc_id integer primary key, name text not null) on commit drop`,
  );
}

export async function stageItems(tx: Db, items: readonly StagedItem[]): Promise<void> {
  // Stryker disable next-line ConditionalExpression: an empty batch inserts no row either; this only saves a round trip
  if (items.length === 0) return;
  // One JSON parameter a batch: 10 parameters a row would cost more to bind than the rows to write.
  await tx.execute(sql`insert into catalog_import_rows (line, key, gtin, name, brand, category, unit, size, size_unit, fdc_id)
    select line, key, gtin, name, brand, category, unit, size, "sizeUnit", "fdcId"
    from json_to_recordset(${JSON.stringify(items)}::json) as x(line integer, key text, gtin text, name text, brand text,
      category text, unit text, size double precision, "sizeUnit" text, "fdcId" integer)`);
}

/** FoodData Central's descriptions (food.csv), by fdc_id; a repeated id keeps its first name. */
export async function stageNames(tx: Db, names: readonly { fdcId: number; name: string }[]): Promise<void> {
  if (names.length === 0) return;
  await tx.execute(sql`insert into catalog_import_names (fdc_id, name)
    select "fdcId", name from json_to_recordset(${JSON.stringify(names)}::json) as x("fdcId" integer, name text)
    on conflict do nothing`);
}

/** GTIN-14s the catalog's own items already carry (the seed's list and any barcode not set by this import). */
export async function claimedGtins(tx: Db): Promise<Set<string>> {
  const rows = rowsOf(
    await tx.execute(sql`select barcode from grocery_items where barcode is not null and key not like 'gtin-%'`),
  ) as { barcode: string }[];
  const codes = [...Object.values(CATALOG_GTINS).map((entry) => entry.gtin), ...rows.map((row) => row.barcode)];
  // Stryker disable next-line MethodExpression,ConditionalExpression: a null in the set is never asked about (only GTINs are)
  return new Set(codes.map(normaliseGtin).filter((gtin): gtin is string => gtin !== null));
}

type Example = { line: number; other: number | null };

/** Names the FDC rows from food.csv; answers the rows left without one, which are dropped. */
export async function nameFdcRows(tx: Db): Promise<{ count: number; examples: Example[] }> {
  await tx.execute(sql`update catalog_import_rows r set name = n.name from catalog_import_names n where n.fdc_id = r.fdc_id`);
  const unnamed = await countAndExamples(tx, sql`select line, null::integer as other from catalog_import_rows where name = ''`);
  if (unnamed.count > 0) await tx.execute(sql`delete from catalog_import_rows where name = ''`);
  return unnamed;
}

/** A GTIN on several lines: the last line is kept (FDC lists a product's newer records after older ones). */
export async function dropRepeatedGtins(tx: Db): Promise<{ count: number; examples: Example[] }> {
  await tx.execute(sql`create index on catalog_import_rows (key, line)`);
  const repeated = await countAndExamples(
    tx,
    sql`select r.line, l.line as other from catalog_import_rows r
        join (select key, max(line) as line from catalog_import_rows group by key) l on l.key = r.key and l.line > r.line`,
  );
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with none repeated the DELETE matches no row; this only saves a statement
  if (repeated.count > 0)
    await tx.execute(
      sql`delete from catalog_import_rows r using catalog_import_rows later where later.key = r.key and later.line > r.line`,
    );
  return repeated;
}

async function countAndExamples(tx: Db, query: ReturnType<typeof sql>): Promise<{ count: number; examples: Example[] }> {
  const [counted] = rowsOf(await tx.execute(sql`select count(*)::integer as n from (${query}) q`)) as { n: number }[];
  // A count answers one row, whatever the query.
  const count = counted!.n;
  // Stryker disable next-line ConditionalExpression: with a count of 0 the examples' query answers no row either; this only saves it
  const examples = count === 0 ? [] : (rowsOf(await tx.execute(sql`${query} order by 1 limit 10`)) as Example[]);
  return { count, examples };
}

/**
 * Rows that would change the pack (size, unit) of an item with a price from a shelf, a receipt or a feed (review R9):
 * those cents were observed for the present pack, so the row is dropped whole and the item kept as it is.
 */
export async function dropPackChanges(tx: Db): Promise<{ count: number; examples: { line: number; reason: string }[] }> {
  const changes = sql`select r.line, g.unit as was, r.unit as now from catalog_import_rows r join grocery_items g on g.key = r.key
    where (g.size, g.size_unit, g.unit) is distinct from (r.size, r.size_unit, r.unit)
      and exists (select 1 from ${prices} where ${prices.itemId} = g.id and ${notInArray(prices.source, [...ESTIMATE_SOURCES])})`;
  const [counted] = rowsOf(await tx.execute(sql`select count(*)::integer as n from (${changes}) q`)) as { n: number }[];
  const count = counted!.n;
  // Stryker disable next-line ConditionalExpression: with a count of 0 the examples' query and the DELETE find no row either; this only saves them
  if (count === 0) return { count, examples: [] };
  const rows = rowsOf(await tx.execute(sql`${changes} order by 1 limit 10`)) as { line: number; was: string; now: string }[];
  await tx.execute(sql`delete from catalog_import_rows r using (${changes}) c where c.line = r.line`);
  return { count, examples: rows.map((row) => ({ line: row.line, reason: `priced as ${row.was}; the file says ${row.now}` })) };
}

const DIFFERS = sql`(g.name, g.brand, g.category, g.unit, g.size, g.size_unit, g.barcode)
  is distinct from (r.name, r.brand, r.category, r.unit, r.size, r.size_unit, r.gtin)`;

/** Adds the staged items the catalog lacks and updates those that differ; nothing is written when none does. */
export async function mergeStaged(tx: Db): Promise<{ added: number; updated: number; unchanged: number }> {
  const [counts] = rowsOf(
    await tx.execute(sql`select
      count(*)::integer as staged,
      count(*) filter (where g.id is null)::integer as added,
      count(*) filter (where g.id is not null and ${DIFFERS})::integer as updated
      from catalog_import_rows r left join grocery_items g on g.key = r.key`),
  ) as { staged: number; added: number; updated: number }[];
  const { staged, added, updated } = counts!;
  if (added > 0)
    await tx.execute(sql`insert into grocery_items (key, name, brand, category, unit, size, size_unit, barcode)
      select r.key, r.name, r.brand, r.category, r.unit, r.size, r.size_unit, r.gtin from catalog_import_rows r
      where not exists (select 1 from grocery_items g where g.key = r.key) order by r.line`);
  if (updated > 0)
    await tx.execute(sql`update grocery_items g set name = r.name, brand = r.brand, category = r.category, unit = r.unit,
      size = r.size, size_unit = r.size_unit, barcode = r.gtin
      from catalog_import_rows r where g.key = r.key and ${DIFFERS}`);
  return { added, updated, unchanged: staged - added - updated };
}
