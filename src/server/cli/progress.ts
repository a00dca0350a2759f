import type { ReadStream } from "node:fs";
import type { RowTally } from "../features/price-import/file-rows";

const number = (value: number) => value.toLocaleString("en-US");
export { number as formatCount };

/**
 * A one-line progress bar with rows per second for the import commands, redrawn in place on a
 * terminal; nothing otherwise (a log file gets only the report). The share is how much of the file
 * has been read from disk, so it is right for gzipped files too.
 */
export function progressBar(file: ReadStream, size: number) {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return {
    seconds,
    rate: (rows: number) => Math.round(rows / Math.max(seconds(), 0.001)),
    show(rows: number): void {
      if (!process.stderr.isTTY) return;
      const share = size > 0 ? Math.min(1, file.bytesRead / size) : 1;
      const width = 30;
      const filled = Math.round(share * width);
      const rate = seconds() > 0 ? Math.round(rows / seconds()) : 0;
      process.stderr.write(
        `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${number(rows)} rows  ${number(rate)} rows/s `,
      );
    },
    /** Ends the bar's line before anything else is printed. */
    done(): void {
      if (process.stderr.isTTY) process.stderr.write("\n");
    },
  };
}

/** "3 rows, e.g. line 4: price is zero; line 9: …" */
export function describeTally(tally: RowTally): string {
  if (tally.count === 0) return "none";
  return `${number(tally.count)} rows, e.g. ${tally.examples.map((e) => `line ${e.line}: ${e.reason}`).join("; ")}`;
}
