import { Transform, type Readable } from "node:stream";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { z } from "zod";
import { recogniseStore } from "../../../domain/stores/chain-recognition";
import { addKrogerChain } from "./kroger-chains.repository";
import type { Db } from "../../db/client";
import { chains, stores } from "../../db/schema/index";
import { rowShapeProblem } from "../price-import/file-rows";
import { streetName, tidyAddress, tidyCity } from "./snap-names";

/**
 * Imports a USDA SNAP retailer locator CSV (any state or the whole country) into the stores table:
 * streamed row by row, so a national file never sits in memory; stores of the chains the catalog
 * prices are upserted by source id (`usda-snap:<ObjectId>`, the seed's ids), so re-running a file
 * changes nothing; everything else is counted. One transaction: a malformed row stops the import
 * with its line number and leaves the stores as they were.
 */

export const SNAP_COLUMNS = [
  "X",
  "Y",
  "Store_Name",
  "Address",
  "Address_Line__2",
  "City",
  "State",
  "Zip5",
  "County",
  "Longitude",
  "Latitude",
  "ObjectId",
] as const;

const rowSchema = z.object({
  Store_Name: z.string().trim().min(1, "Store_Name is empty"),
  Address: z.string().trim().min(1, "Address is empty"),
  Address_Line__2: z.string().trim(),
  City: z.string().trim().min(1, "City is empty"),
  State: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "State must be a two-letter code"),
  Zip5: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Zip5 must be five digits"),
  // Blank is refused before coercion, which would read "" (or spaces) as 0: a store off the coast of Africa.
  Longitude: z
    .string()
    .trim()
    .min(1, "Longitude is empty")
    .pipe(
      z.coerce
        .number<string>("Longitude is not a number")
        .min(-180, "Longitude is out of range")
        .max(180, "Longitude is out of range"),
    ),
  Latitude: z
    .string()
    .trim()
    .min(1, "Latitude is empty")
    .pipe(
      z.coerce
        .number<string>("Latitude is not a number")
        .min(-90, "Latitude is out of range")
        .max(90, "Latitude is out of range"),
    ),
  ObjectId: z.string().trim().regex(/^\d+$/, "ObjectId must be a whole number"),
});

export class StoreImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreImportError";
  }
}

export type StoreImportReport = {
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Rows that repeat a store already in the file or the database under another id (SNAP lists some twice). */
  duplicates: number;
  excluded: { convenience: number; pharmacy: number; "dollar store": number };
  /** Stores of Kroger-family banners (imported; priced only by the Kroger API once linked, decision 019). */
  krogerFamily: number;
  /** National chains recognised but not priced by any source yet, by name: not imported. */
  unpriced: Record<string, number>;
  /** Rows whose name matched no rule: independent grocers, restaurants, farmers' markets and the like. */
  unrecognised: number;
  /** A few unrecognised names, most frequent first, for whoever maintains the rules. */
  unrecognisedExamples: { name: string; count: number }[];
};

export type StoreImportProgress = { rows: number; bytes: number };

const BATCH = 500;
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

type StoreValues = typeof stores.$inferInsert;

export async function importSnapStores(
  db: Db,
  input: Readable,
  options: { onProgress?: (progress: StoreImportProgress) => void } = {},
): Promise<StoreImportReport> {
  const report: StoreImportReport = {
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    excluded: { convenience: 0, pharmacy: 0, "dollar store": 0 },
    krogerFamily: 0,
    unpriced: {},
    unrecognised: 0,
    unrecognisedExamples: [],
  };
  const unrecognisedNames = new Map<string, number>();
  let bytes = 0;
  // Set up before anything is awaited: a listener attached later would miss the file's first chunks
  // (the header), which flow as soon as the stream is read. The parser buffers with backpressure
  // until the rows are pulled below.
  const counter = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      done(null, chunk);
    },
  });
  // Text, not Buffers: Papa decodes each chunk on its own, so a character split between two reads would become two U+FFFD.
  counter.setEncoding("utf8");
  const parser = input.pipe(counter).pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: "greedy" }));
  input.once("error", (error) => parser.destroy(error));

  await db.transaction(async (tx) => {
    const chainRows = await tx.select({ id: chains.id, slug: chains.slug, name: chains.name }).from(chains);
    const chainBySlug = new Map(chainRows.map((chain) => [chain.slug, chain]));
    // Which store owns each (chain, address, ZIP): existing rows first, so a SNAP duplicate of a
    // seeded store under another ObjectId is not added twice.
    const addressOwner = new Map<string, string>();
    const existing = await tx
      .select({ sourceId: stores.sourceId, chainId: stores.chainId, address: stores.address, zip: stores.zip })
      .from(stores);
    for (const store of existing) addressOwner.set(`${store.chainId}|${normalise(store.address)}|${store.zip}`, store.sourceId);
    const seenIds = new Set<string>();

    let batch: StoreValues[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const values = batch;
      batch = [];
      const changed = await tx
        .insert(stores)
        .values(values)
        .onConflictDoUpdate({
          target: stores.sourceId,
          set: {
            chainId: sql`excluded.chain_id`,
            address: sql`excluded.address`,
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            zip: sql`excluded.zip`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
          },
          // The name is kept: the seed's names are chosen with the whole county in view.
          setWhere: sql`(${stores.chainId}, ${stores.address}, ${stores.city}, ${stores.state}, ${stores.zip}, ${stores.latitude}, ${stores.longitude})
            is distinct from (excluded.chain_id, excluded.address, excluded.city, excluded.state, excluded.zip, excluded.latitude, excluded.longitude)`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const added = changed.filter((row) => row.inserted).length;
      report.added += added;
      report.updated += changed.length - added;
      report.unchanged += values.length - changed.length;
    };

    let headerChecked = false;
    for await (const raw of parser as AsyncIterable<Record<string, string | undefined> & { __parsed_extra?: unknown }>) {
      report.rows++;
      const line = report.rows + 1;
      if (!headerChecked) {
        const missing = SNAP_COLUMNS.filter((column) => !(column in raw));
        if (missing.length > 0)
          throw new StoreImportError(`line 1: not a SNAP retailer file; missing column(s) ${missing.join(", ")}`);
        headerChecked = true;
      }
      const shapeProblem = rowShapeProblem(raw, SNAP_COLUMNS);
      if (shapeProblem) throw new StoreImportError(`line ${line}: ${shapeProblem}`);
      const parsed = rowSchema.safeParse(raw);
      if (!parsed.success) throw new StoreImportError(`line ${line}: ${parsed.error.issues[0]!.message}`);
      const row = parsed.data;

      const recognition = recogniseStore(row.Store_Name, row.State);
      if (recognition.kind === "excluded") report.excluded[recognition.reason]++;
      else if (recognition.kind === "unpriced")
        report.unpriced[recognition.chainName] = (report.unpriced[recognition.chainName] ?? 0) + 1;
      else if (recognition.kind === "unrecognised") {
        report.unrecognised++;
        if (unrecognisedNames.size < 50_000 || unrecognisedNames.has(row.Store_Name)) {
          unrecognisedNames.set(row.Store_Name, (unrecognisedNames.get(row.Store_Name) ?? 0) + 1);
        }
      } else {
        if (recognition.kind === "kroger-family") {
          report.krogerFamily++;
          if (!chainBySlug.has(recognition.chainSlug))
            chainBySlug.set(recognition.chainSlug, await addKrogerChain(tx, recognition.chainSlug));
        }
        const chain = chainBySlug.get(recognition.chainSlug);
        if (!chain) throw new StoreImportError(`the database has no chain "${recognition.chainSlug}"; run the seed first`);
        const sourceId = `usda-snap:${row.ObjectId}`;
        const address = tidyAddress(row.Address, row.Address_Line__2);
        const key = `${chain.id}|${normalise(address)}|${row.Zip5}`;
        const owner = addressOwner.get(key);
        if (seenIds.has(sourceId) || (owner !== undefined && owner !== sourceId)) {
          report.duplicates++;
        } else {
          seenIds.add(sourceId);
          addressOwner.set(key, sourceId);
          const city = tidyCity(row.City);
          batch.push({
            chainId: chain.id,
            sourceId,
            name: `${chain.name} — ${streetName(row.Address)}, ${city}`,
            address,
            city,
            state: row.State.toUpperCase(),
            zip: row.Zip5,
            latitude: row.Latitude,
            longitude: row.Longitude,
          });
          if (batch.length >= BATCH) await flush();
        }
      }
      if (report.rows % 1000 === 0) options.onProgress?.({ rows: report.rows, bytes });
    }
    if (!headerChecked) throw new StoreImportError("line 1: the file has no rows");
    await flush();
    options.onProgress?.({ rows: report.rows, bytes });
  });

  report.unrecognisedExamples = [...unrecognisedNames]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([name, count]) => ({ name, count }));
  return report;
}
