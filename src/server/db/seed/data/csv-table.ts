/**
 * Reads the seed's data files (src/server/db/seed/catalog/*.csv): a header line naming the columns,
 * then one row per line. Lines starting with "#" are comments and blank lines are skipped, so a file
 * can say where its figures come from. Fields never span lines, so every error names the file's line.
 * Cells are checked by plain functions rather than a schema library: the files are read at every start,
 * and thousands of rows must cost milliseconds, not a schema compiler's warm-up.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import Papa from "papaparse";

export class CatalogFileError extends Error {
  override name = "CatalogFileError";
}

/** A cell that is not what its column holds; the reader adds the file, line and column. */
class CellError extends Error {}

export type CsvColumns = {
  /** Columns every file of this kind has (a cell may still be empty where the row allows). */
  required: readonly string[];
  /** Columns a file may add; a column named in neither list is refused. */
  optional: readonly string[];
};

/** One row's cells by column name: "" for an empty cell or a column the file does not have. */
export type Cells = { readonly get: (column: string) => string };

export type CsvRow<T> = { line: number; value: T };

/**
 * The rows of a data file, each read by `readRow`. An unknown or missing column, a row of the wrong width,
 * a cell `readRow` refuses (cellError) or a rule it breaks (rowError) throws a CatalogFileError naming the
 * file and line.
 */
export function readCsvTable<T>(path: string, columns: CsvColumns, readRow: (cells: Cells) => T): CsvRow<T>[] {
  const file = basename(path);
  const parsed = Papa.parse<string[]>(readFileSync(path, "utf8"), { skipEmptyLines: false, delimiter: "," });
  const fail = (line: number, message: string): never => {
    throw new CatalogFileError(`${file}, line ${line}: ${message}`);
  };
  const firstError = parsed.errors[0];
  if (firstError) fail((firstError.row ?? 0) + 1, firstError.message);
  const lines = parsed.data.map((cells, index) => ({ cells, line: index + 1 }));
  const content = lines.filter(({ cells }) => !(cells.length === 1 && cells[0]!.trim() === "") && !cells[0]!.startsWith("#"));
  const [header, ...rows] = content;
  if (!header) return fail(1, "the file has no header line");
  const known = new Set([...columns.required, ...columns.optional]);
  const names = header.cells.map((cell) => cell.trim());
  for (const name of names) if (!known.has(name)) fail(header.line, `unknown column "${name}"`);
  for (const name of columns.required) if (!names.includes(name)) fail(header.line, `missing column "${name}"`);
  if (new Set(names).size !== names.length) fail(header.line, "a column is named twice");
  const position = new Map(names.map((name, index) => [name, index]));
  return rows.map(({ cells, line }) => {
    if (cells.length !== names.length) fail(line, `${cells.length} fields where the header names ${names.length}`);
    if (cells.some((cell) => /[\r\n]/.test(cell))) fail(line, "a field spans lines");
    const get = (column: string) => {
      if (!known.has(column)) throw new Error(`${column} is not a column of ${file}`);
      const index = position.get(column);
      return index === undefined ? "" : cells[index]!.trim();
    };
    try {
      return { line, value: readRow({ get }) };
    } catch (error) {
      if (error instanceof CellError) return fail(line, error.message);
      throw error;
    }
  });
}

/** Refuses the row being read with a message about one of its cells or about the row. */
export function rowError(message: string): never {
  throw new CellError(message);
}

const cellError = (column: string, message: string): never => rowError(`${column}: ${message}`);

/** A cell's text, or undefined when it is empty. */
export function optionalText(cells: Cells, column: string): string | undefined {
  const value = cells.get(column);
  return value === "" ? undefined : value;
}

export function text(cells: Cells, column: string): string {
  return optionalText(cells, column) ?? cellError(column, "expected text");
}

/** A positive decimal as written ("16.3", "0.528"), read exactly as JavaScript reads it; undefined when empty. */
export function optionalPositiveNumber(cells: Cells, column: string): number | undefined {
  const value = optionalText(cells, column);
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) cellError(column, "expected a positive number such as 16 or 16.3");
  return Number(value);
}

export function positiveNumber(cells: Cells, column: string): number {
  return optionalPositiveNumber(cells, column) ?? cellError(column, "expected a positive number such as 16 or 16.3");
}

/** A whole number above 0 (cents); undefined when empty. */
export function optionalPositiveInteger(cells: Cells, column: string): number | undefined {
  const value = optionalText(cells, column);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) cellError(column, "expected a whole number above 0");
  return Number(value);
}

export function positiveInteger(cells: Cells, column: string): number {
  return optionalPositiveInteger(cells, column) ?? cellError(column, "expected a whole number above 0");
}

/** One of a list of values, as written. */
export function oneOf<T extends string>(cells: Cells, column: string, values: readonly T[]): T {
  const value = cells.get(column);
  return (values as readonly string[]).includes(value)
    ? (value as T)
    : cellError(column, `expected one of ${values.join(", ")}, not "${value}"`);
}

/** The cell's text when `valid` accepts it; undefined when empty. */
export function optionalChecked(
  cells: Cells,
  column: string,
  valid: (value: string) => boolean,
  message: string,
): string | undefined {
  const value = optionalText(cells, column);
  if (value !== undefined && !valid(value)) cellError(column, message);
  return value;
}

/** The cell's text when `valid` accepts it. */
export function checkedText(cells: Cells, column: string, valid: (value: string) => boolean, message: string): string {
  return optionalChecked(cells, column, valid, message) ?? text(cells, column);
}
