/** Small helpers shared by the bench scripts: flags, percentiles, tables, timing. */

/** `--name=value` flags; `--name` alone is "true". */
export function parseFlags(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}; flags look like --name=value`);
    flags.set(match[1]!, match[2] ?? "true");
  }
  return flags;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Milliseconds taken by fn, and its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** A plain-text table with right-aligned numbers, readable in a terminal and pasteable into Markdown. */
export function printTable(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (values: readonly string[]) =>
    `| ${values.map((v, i) => (/^[\d.,-]+( s| ms| MB)?$|^n\/a$/.test(v) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of cells) console.log(line(row));
}
