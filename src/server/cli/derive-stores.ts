/**
 * Maintainer script: turns a grocery-chain extract of the USDA SNAP retailer list (the CSV layout
 * of allegheny_grocery_chains.csv: the SNAP columns plus a `chain` column) into the seed's data file
 * src/server/db/seed/catalog/stores.csv. Never run by build, tests or seed; rerun it when the
 * source snapshot changes and review the diff.
 *
 *   npx tsx src/server/cli/derive-stores.ts path/to/allegheny_grocery_chains.csv [--out file.csv]
 *
 * Without --out the file is printed to stdout.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Papa from "papaparse";
import { z } from "zod";
import { CHAINS } from "../db/seed/data/chains";
import { STORE_COLUMNS, type StoreSeed } from "../db/seed/data/store-file";
import { streetName, tidyAddress, tidyCase, tidyCity } from "../features/stores/snap-names";

const rowSchema = z.object({
  Store_Name: z.string().trim().min(1),
  Address: z.string().trim().min(1),
  Address_Line__2: z.string().trim(),
  City: z.string().trim().min(1),
  State: z.string().trim().length(2),
  Zip5: z
    .string()
    .trim()
    .regex(/^\d{5}$/),
  Longitude: z.coerce.number().min(-180).max(180),
  Latitude: z.coerce.number().min(-90).max(90),
  ObjectId: z.string().trim().regex(/^\d+$/),
  chain: z.string().trim().min(1),
});
type SnapRow = z.infer<typeof rowSchema>;

/** A store as stores.csv holds it. */
type DerivedStore = StoreSeed;

function addressKey(row: SnapRow): string {
  return `${row.chain}|${row.Address.toLowerCase().replace(/[^a-z0-9]/g, "")}|${row.Zip5}`;
}

/** Keeps the lowest ObjectId of rows that share chain and street address (SNAP lists some stores twice). */
function deduplicate(rows: SnapRow[], warn: (message: string) => void): SnapRow[] {
  const kept = new Map<string, SnapRow>();
  for (const row of [...rows].sort((a, b) => Number(a.ObjectId) - Number(b.ObjectId))) {
    const key = addressKey(row);
    const first = kept.get(key);
    if (first)
      warn(
        `duplicate: ${row.Store_Name} (${row.ObjectId}) repeats ${first.Store_Name} (${first.ObjectId}); kept ${first.ObjectId}`,
      );
    else kept.set(key, row);
  }
  return [...kept.values()];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * "Chain — City" when the chain has one store in that city, else "Chain — Street, City", else
 * "Chain — 123 Street, City"; the SNAP names ("Giant Eagle 91", "VERONA GIANT EAGLE") are not shown.
 */
function nameStores(rows: SnapRow[]): Map<string, string> {
  const chainName = (row: SnapRow) => row.chain;
  const city = (row: SnapRow) => tidyCity(row.City);
  const byCity = countBy(rows, (r) => `${chainName(r)}|${city(r)}`);
  const byStreet = countBy(rows, (r) => `${chainName(r)}|${city(r)}|${streetName(r.Address)}`);
  const names = new Map<string, string>();
  for (const row of rows) {
    const place =
      byCity.get(`${chainName(row)}|${city(row)}`) === 1
        ? city(row)
        : byStreet.get(`${chainName(row)}|${city(row)}|${streetName(row.Address)}`) === 1
          ? `${streetName(row.Address)}, ${city(row)}`
          : `${tidyCase(row.Address)}, ${city(row)}`;
    names.set(row.ObjectId, `${row.chain} — ${place}`);
  }
  return names;
}

export function deriveStores(csvText: string, warn: (message: string) => void = () => {}): DerivedStore[] {
  const parsed = Papa.parse<Record<string, string>>(csvText, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0)
    throw new Error(`CSV errors: ${parsed.errors.map((e) => `row ${e.row}: ${e.message}`).join("; ")}`);
  const slugByName = new Map(CHAINS.map((chain) => [chain.name, chain.slug]));
  const rows = parsed.data.map((raw, i) => {
    const result = rowSchema.safeParse(raw);
    if (!result.success) throw new Error(`Row ${i + 2}: ${result.error.message}`);
    if (!slugByName.has(result.data.chain)) throw new Error(`Row ${i + 2}: unknown chain "${result.data.chain}"`);
    return result.data;
  });
  const unique = deduplicate(rows, warn);
  const names = nameStores(unique);
  const chainOrder = new Map(CHAINS.map((chain, i) => [chain.slug, i]));
  return unique
    .map((row) => ({
      sourceId: row.ObjectId,
      chainSlug: slugByName.get(row.chain)!,
      name: names.get(row.ObjectId)!,
      address: tidyAddress(row.Address, row.Address_Line__2),
      city: tidyCity(row.City),
      state: row.State.toUpperCase(),
      zip: row.Zip5,
      latitude: row.Latitude,
      longitude: row.Longitude,
    }))
    .sort((a, b) => chainOrder.get(a.chainSlug)! - chainOrder.get(b.chainSlug)! || a.name.localeCompare(b.name));
}

/** stores.csv as src/server/db/seed/data/stores.ts reads it: two comment lines saying where it comes from, then the rows. */
export function renderStoresCsv(stores: DerivedStore[], sourceName: string): string {
  const rows = stores.map((s) => [
    s.sourceId,
    s.chainSlug,
    s.name,
    s.address,
    s.city,
    s.state,
    s.zip,
    String(s.latitude),
    String(s.longitude),
  ]);
  return `# Generated by src/server/cli/derive-stores.ts from ${sourceName}; edit the script, not this file.
# Source: USDA FNS SNAP retailer locations (public domain), grocery chains only; see docs/data.md.
${Papa.unparse({ fields: [...STORE_COLUMNS], data: rows }, { newline: "\n" })}
`;
}

function main(argv: string[]): void {
  const args = [...argv];
  const outIndex = args.indexOf("--out");
  const outPath = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
  const csvPath = args[0];
  if (!csvPath || (outIndex >= 0 && !outPath)) {
    process.stderr.write("usage: tsx src/server/cli/derive-stores.ts <chains.csv> [--out <stores.csv>]\n");
    process.exitCode = 2;
    return;
  }
  const stores = deriveStores(readFileSync(csvPath, "utf8"), (message) => process.stderr.write(`${message}\n`));
  const csv = renderStoresCsv(stores, basename(csvPath));
  if (outPath) {
    writeFileSync(outPath, csv);
    process.stderr.write(`wrote ${stores.length} stores to ${outPath}\n`);
  } else {
    process.stdout.write(csv);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
