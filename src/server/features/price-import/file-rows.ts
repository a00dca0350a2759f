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
