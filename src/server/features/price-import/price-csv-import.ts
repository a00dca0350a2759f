import { basename } from "node:path";
import type { Readable } from "node:stream";
import Papa from "papaparse";
import { createCatalogMatcher } from "../../../domain/price-import/catalog-matcher";
import { PRICE_CSV_COLUMNS, readPriceCsvRow, type PriceCsvColumn, type PricePlace } from "../../../domain/price-import/price-csv";
import type { Db } from "../../db/client";
import { newTally, PriceImportError, rowShapeProblem, tally, type ImportProgress, type RowTally } from "./file-rows";
import { loadMatchableItems, loadPlaces, type PlaceChain, type PlaceStore } from "./import-lookups.repository";
import { createObservationBatch, type WriteCounts } from "./observations.repository";

/**
 * Imports a price file in the documented CSV format (src/domain/price-import/price-csv.ts,
 * docs/data.md): streamed row by row, each row matched to a catalog item and a store or chain and
 * written as an `import` observation of that day. One transaction: a malformed file (columns, field
 * counts, a quote not closed) is refused with its line number and nothing is written; a row with a bad value is
 * rejected and counted; a row naming an item or place PennyCart does not know is counted as
 * unmatched. Running the same file again changes nothing.
 */

export type PriceCsvReport = {
  rows: number;
  matched: WriteCounts;
  unmatched: RowTally;
  rejected: RowTally;
};

const lower = (text: string) => text.trim().toLowerCase();

function placeFinder(chains: PlaceChain[], stores: PlaceStore[]) {
  const storeByRef = new Map<string, PlaceStore>();
  for (const store of stores) {
    storeByRef.set(lower(store.sourceId), store);
    if (!storeByRef.has(lower(store.name))) storeByRef.set(lower(store.name), store);
  }
  const chainByRef = new Map<string, PlaceChain>();
  for (const chain of chains) {
    chainByRef.set(lower(chain.slug), chain);
    chainByRef.set(lower(chain.name), chain);
  }
  return (place: PricePlace): { chainId: number; storeId: number | null } | null => {
    if ("store" in place) {
      const store = storeByRef.get(lower(place.store));
      return store ? { chainId: store.chainId, storeId: store.id } : null;
    }
    const chain = chainByRef.get(lower(place.chain));
    return chain ? { chainId: chain.id, storeId: null } : null;
  };
}

export async function importPriceCsv(
  db: Db,
  input: Readable,
  options: { fileName: string; now: Date; onProgress?: (progress: ImportProgress) => void },
): Promise<PriceCsvReport> {
  const report: PriceCsvReport = {
    rows: 0,
    matched: { inserted: 0, updated: 0, unchanged: 0 },
    unmatched: newTally(),
    rejected: newTally(),
  };
  const file = basename(options.fileName);
  const today = options.now.toISOString().slice(0, 10);
  // Text, not Buffers: Papa decodes each chunk on its own, so a character split between two reads would become two U+FFFD.
  input.setEncoding("utf8");
  const parser = input.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: "greedy" }));
  input.once("error", (error) => parser.destroy(error));

  await db.transaction(async (tx) => {
    const matcher = createCatalogMatcher(await loadMatchableItems(tx));
    const places = await loadPlaces(tx);
    const findPlace = placeFinder(places.chains, places.stores);
    // Which line first gave each (item, place, day): a later line for the same is a mistake in the file.
    const firstLine = new Map<string, number>();
    const batch = createObservationBatch(tx, options.now, report.matched);

    let headerChecked = false;
    for await (const raw of parser as AsyncIterable<Record<string, string | undefined> & { __parsed_extra?: unknown }>) {
      report.rows++;
      const line = report.rows + 1;
      if (!headerChecked) {
        const columns = Object.keys(raw).filter((key) => key !== "__parsed_extra");
        const missing = PRICE_CSV_COLUMNS.filter((column) => !columns.includes(column));
        const unknown = columns.filter((column) => !(PRICE_CSV_COLUMNS as readonly string[]).includes(column));
        if (missing.length > 0) throw new PriceImportError(`line 1: missing column(s) ${missing.join(", ")}`);
        if (unknown.length > 0) throw new PriceImportError(`line 1: unknown column(s) ${unknown.join(", ")}`);
        headerChecked = true;
      }
      const shapeProblem = rowShapeProblem(raw, PRICE_CSV_COLUMNS);
      if (shapeProblem) throw new PriceImportError(`line ${line}: ${shapeProblem}`);

      const reading = readPriceCsvRow(raw as Record<PriceCsvColumn, string>, today);
      if (!reading.ok) {
        tally(report.rejected, line, reading.reason);
      } else {
        const { row } = reading;
        const place = findPlace(row.place);
        const itemId = matcher.match(row.item);
        if (!place)
          tally(report.unmatched, line, "store" in row.place ? `no store "${row.place.store}"` : `no chain "${row.place.chain}"`);
        else if (itemId === null) tally(report.unmatched, line, "no catalog item with that gtin, or that name, brand and size");
        else {
          const key = `${itemId}|${place.chainId}|${place.storeId ?? ""}|${row.date}`;
          const earlier = firstLine.get(key);
          if (earlier !== undefined) tally(report.rejected, line, `repeats the item, place and date of line ${earlier}`);
          else {
            firstLine.set(key, line);
            await batch.add({
              itemId,
              ...place,
              cents: row.cents,
              source: "import",
              sourceRef: `csv:${file}:${line} (${row.note})`,
              observedAt: new Date(`${row.date}T00:00:00Z`),
              observedPrecision: "day",
            });
          }
        }
      }
      if (report.rows % 1000 === 0) options.onProgress?.({ rows: report.rows });
    }
    if (!headerChecked) throw new PriceImportError("line 1: the file has no rows");
    await batch.flush();
    options.onProgress?.({ rows: report.rows });
  });
  return report;
}
