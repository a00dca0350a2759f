/** Progress of a file import: rows read so far. */
export type ImportProgress = { rows: number };

/** Refusal of a whole file: nothing was written. */
export class PriceImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PriceImportError";
  }
}

/** A few examples of rows that were not imported, for the report. */
export type RowExample = { line: number; reason: string };
export type RowTally = { count: number; examples: RowExample[] };

export const newTally = (): RowTally => ({ count: 0, examples: [] });

export function tally(target: RowTally, line: number, reason: string): void {
  target.count++;
  if (target.examples.length < 10) target.examples.push({ line, reason });
}

/**
 * What is wrong with a parsed CSV row's shape, or undefined: more or fewer fields than the header's columns, or a field
 * holding a line break. No field of the formats read here runs over lines, so a line break is a quote left open, which
 * swallowed the lines after it and would shift every line number after it (review R27).
 */
export function rowShapeProblem(raw: Record<string, unknown>, columns: readonly string[]): string | undefined {
  if (raw.__parsed_extra !== undefined) return "more fields than the header has";
  if (columns.some((column) => raw[column] === undefined)) return "fewer fields than the header has";
  if (columns.some((column) => /[\r\n]/.test(String(raw[column]))))
    return "a quote is not closed (a field runs on over the next lines)";
  return undefined;
}
