import { createReadStream, existsSync, type ReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import Papa from "papaparse";
import {
  FDC_BRANDED_COLUMNS,
  FDC_FOOD_COLUMNS,
  OFF_COLUMNS,
  readFdcRow,
  readOffRow,
  SKIP_REASONS,
  tidyText,
  type RowReading,
  type SkipReason,
} from "../../../domain/catalog-import/source-rows";
import type { Db } from "../../db/client";
import { newTally, tally, type RowTally } from "../price-import/file-rows";
import {
  claimedGtins,
  createStaging,
  dropPackChanges,
  dropRepeatedGtins,
  mergeStaged,
  nameFdcRows,
  stageItems,
  stageNames,
  type StagedItem,
} from "./catalog-import.repository";

/**
 * `npm run import:catalog`: adds and updates catalog items from an Open Food Facts CSV export or a FoodData
 * Central Branded Foods branded_food.csv (with food.csv beside it), by GTIN (docs/data.md "Product catalogs").
 * The file is streamed into temporary tables of one transaction and merged at the end: a malformed file
 * (a column missing, a line with more or fewer fields than the header) is refused with its line number and
 * nothing is written; a row that cannot become an item (not sold in the US, no valid barcode, a category or
 * pack size not understood) is skipped and counted. A second run of the same file changes nothing.
 * Imported items carry no price (decision 062).
 */

export class CatalogImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CatalogImportError";
  }
}

export type CatalogFormat = "off" | "fdc";

export type CatalogImportReport = {
  format: CatalogFormat;
  /** Data lines read (the header not counted). */
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: Record<SkipReason, RowTally>;
};

/** Shows progress on a file being read; the CLI draws a bar. */
export type ProgressWatcher = (file: ReadStream, path: string) => { show(rows: number): void; done(): void };

const BATCH = 1000;

/** The file's text: gunzipped when its name ends in .gz (Open Food Facts publishes its export gzipped too). */
function textOf(raw: ReadStream, path: string): Readable {
  if (!path.endsWith(".gz")) return raw;
  const gunzip = createGunzip();
  raw.once("error", (error) => gunzip.destroy(error));
  return raw.pipe(gunzip);
}

/** The file's first line (at most 64 KB of it). */
async function firstLine(path: string): Promise<string> {
  if (!path.endsWith(".gz")) {
    const handle = await open(path, "r");
    try {
      const buffer = Buffer.alloc(65_536);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead).toString("utf8").split(/\r?\n/, 1)[0] ?? "";
    } finally {
      await handle.close();
    }
  }
  const raw = createReadStream(path);
  const text = textOf(raw, path);
  let head = "";
  try {
    for await (const chunk of text) {
      head += (chunk as Buffer).toString("utf8");
      if (head.includes("\n") || head.length >= 65_536) break;
    }
  } catch {
    throw new CatalogImportError(`${basename(path)} is not a readable gzip file`);
  } finally {
    raw.destroy();
  }
  return head.split(/\r?\n/, 1)[0] ?? "";
}

/** The format a file's first line announces, or a refusal. */
async function formatOf(path: string): Promise<CatalogFormat> {
  const header = await firstLine(path);
  if (header.includes("\t") && header.split("\t").includes("code")) return "off";
  if (header.includes("gtin_upc")) return "fdc";
  throw new CatalogImportError(
    "line 1: neither an Open Food Facts CSV export (tab-separated, with a code column) nor FoodData Central's branded_food.csv (with gtin_upc)",
  );
}

type Line = { line: number; cell: (column: string) => string };

/**
 * The data lines of a delimited file with their 1-based line numbers, each checked against the header: the
 * required columns must be there and every line must have as many fields as the header. Open Food Facts
 * exports are not quoted (a name may hold a '"'), so quotes are read as text there.
 */
async function* linesOf(
  input: Readable,
  options: { delimiter: string; quoted: boolean; required: readonly string[]; fileName: string },
): AsyncGenerator<Line> {
  // Text, not Buffers: Papa decodes each chunk on its own, so a character split between two reads would become two
  // U+FFFD; the stream's decoder keeps it whole (review R2).
  input.setEncoding("utf8");
  const parser = input.pipe(
    Papa.parse(Papa.NODE_STREAM_INPUT, {
      delimiter: options.delimiter,
      quoteChar: options.quoted ? '"' : "\u0000",
      header: false,
      skipEmptyLines: false,
    }),
  );
  input.once("error", (error) => parser.destroy(error));
  let header: Map<string, number> | null = null;
  let width = 0;
  let line = 0;
  for await (const fields of parser as AsyncIterable<string[]>) {
    line++;
    if (header === null) {
      header = new Map(fields.map((name, index) => [name.trim().replace(/^\uFEFF/, ""), index]));
      width = fields.length;
      const missing = options.required.filter((column) => !header!.has(column));
      if (missing.length > 0) throw new CatalogImportError(`${options.fileName} line 1: missing column(s) ${missing.join(", ")}`);
      continue;
    }
    if (fields.length === 1 && fields[0] === "") continue; // a blank line
    if (fields.length !== width)
      throw new CatalogImportError(`${options.fileName} line ${line}: ${fields.length} fields where the header has ${width}`);
    const columns = header;
    yield { line, cell: (column) => fields[columns.get(column) ?? -1] ?? "" };
  }
  if (header === null) throw new CatalogImportError(`${options.fileName} line 1: the file is empty`);
}

export async function importCatalogFile(
  db: Db,
  path: string,
  options: { progress?: ProgressWatcher } = {},
): Promise<CatalogImportReport> {
  const format = await formatOf(path);
  const foodPath = join(dirname(path), "food.csv");
  if (format === "fdc" && !existsSync(foodPath))
    throw new CatalogImportError(`FoodData Central's food.csv (the products' names) must be beside ${basename(path)}`);
  const report: CatalogImportReport = {
    format,
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, newTally()])) as Record<SkipReason, RowTally>,
  };

  await db.transaction(async (tx) => {
    await createStaging(tx);
    const claimed = await claimedGtins(tx);
    let batch: StagedItem[] = [];
    const read = format === "off" ? readOffRow : readFdcRow;
    await eachLine(path, options.progress, {
      delimiter: format === "off" ? "\t" : ",",
      quoted: format === "fdc",
      required: format === "off" ? OFF_COLUMNS : FDC_BRANDED_COLUMNS,
      onLine: async ({ line, cell }) => {
        report.rows++;
        const reading: RowReading = read(cell);
        if (!reading.ok) return tally(report.skipped[reading.skip], line, reading.reason);
        if (claimed.has(reading.item.gtin))
          return tally(report.skipped["in-catalog"], line, `GTIN ${reading.item.gtin} is already a PennyCart item's`);
        const fdcId = format === "fdc" ? Number(cell("fdc_id")) : null;
        if (fdcId !== null && !Number.isSafeInteger(fdcId))
          throw new CatalogImportError(`${basename(path)} line ${line}: fdc_id "${cell("fdc_id")}" is not a number`);
        batch.push({ ...reading.item, line, fdcId });
        if (batch.length >= BATCH) {
          await stageItems(tx, batch);
          batch = [];
        }
      },
    });
    await stageItems(tx, batch);

    if (format === "fdc") {
      let names: { fdcId: number; name: string }[] = [];
      await eachLine(foodPath, options.progress, {
        delimiter: ",",
        quoted: true,
        required: FDC_FOOD_COLUMNS,
        onLine: async ({ line, cell }) => {
          const type = cell("data_type");
          if (type !== "" && type !== "branded_food") return;
          const fdcId = Number(cell("fdc_id"));
          if (!Number.isSafeInteger(fdcId))
            throw new CatalogImportError(`food.csv line ${line}: fdc_id "${cell("fdc_id")}" is not a number`);
          const name = tidyText(cell("description"));
          if (name !== "") names.push({ fdcId, name });
          if (names.length >= BATCH) {
            await stageNames(tx, names);
            names = [];
          }
        },
      });
      await stageNames(tx, names);
      const unnamed = await nameFdcRows(tx);
      for (const example of unnamed.examples) tally(report.skipped["no-name"], example.line, "no description in food.csv");
      report.skipped["no-name"].count += unnamed.count - unnamed.examples.length;
    }

    const repeated = await dropRepeatedGtins(tx);
    for (const example of repeated.examples)
      tally(report.skipped.repeated, example.line, `the same GTIN as line ${example.other}, which is kept`);
    report.skipped.repeated.count += repeated.count - repeated.examples.length;

    const packChanges = await dropPackChanges(tx);
    for (const example of packChanges.examples) tally(report.skipped["size-changed"], example.line, example.reason);
    report.skipped["size-changed"].count += packChanges.count - packChanges.examples.length;

    Object.assign(report, await mergeStaged(tx));
  });
  return report;
}

async function eachLine(
  path: string,
  progress: ProgressWatcher | undefined,
  options: { delimiter: string; quoted: boolean; required: readonly string[]; onLine: (line: Line) => Promise<void> },
): Promise<void> {
  const input = createReadStream(path);
  const watcher = progress?.(input, path);
  let rows = 0;
  try {
    for await (const line of linesOf(textOf(input, path), { ...options, fileName: basename(path) })) {
      await options.onLine(line);
      if (++rows % BATCH === 0) watcher?.show(rows);
    }
    watcher?.show(rows);
  } catch (error) {
    // zlib's errors (a truncated or damaged .gz) carry codes such as Z_BUF_ERROR and Z_DATA_ERROR.
    if (String((error as { code?: unknown }).code).startsWith("Z_"))
      throw new CatalogImportError(`${basename(path)} is not a readable gzip file (${(error as Error).message})`);
    throw error;
  } finally {
    watcher?.done();
    input.destroy();
  }
}
