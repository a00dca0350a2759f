import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createCatalogMatcher } from "../../../domain/price-import/catalog-matcher";
import { createStoreIndex } from "../../../domain/price-import/nearest-store";
import { readOpenPricesLocation, readOpenPricesPrice } from "../../../domain/price-import/open-prices";
import { recogniseStore } from "../../../domain/stores/chain-recognition";
import type { Db } from "../../db/client";
import { newTally, PriceImportError, tally, type ImportProgress, type RowTally } from "./file-rows";
import { loadMatchableItems, loadPlaces } from "./import-lookups.repository";
import { createObservationBatch, type WriteCounts } from "./observations.repository";

/**
 * Imports an Open Prices export (locations.jsonl.gz, then prices.jsonl.gz; see
 * src/domain/price-import/open-prices.ts): each US shop is linked to the PennyCart store of the
 * chain its brand names within 0.15 miles; each price in US dollars of a product whose barcode a
 * catalog item carries, at a linked shop, is written as an `import` observation of its day. One
 * transaction; a line that is not JSON of the expected shape refuses the whole export with its file
 * and line. Running the same export again changes nothing.
 */

export type OpenPricesReport = {
  locations: { read: number; linked: number };
  rows: number;
  matched: WriteCounts;
  unmatched: RowTally;
  rejected: RowTally;
  /** Prices not meant for PennyCart (other currencies, category prices, duplicates), by reason. */
  skipped: Record<string, number>;
};

/** How far a shop's map position may be from the store's address position. */
const MAX_MILES = 0.15;

async function* jsonLines(input: Readable, file: string): AsyncGenerator<{ line: number; value: unknown }> {
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line++;
    if (text.trim() === "") continue;
    try {
      yield { line, value: JSON.parse(text) as unknown };
    } catch {
      throw new PriceImportError(`${file} line ${line}: not a JSON object`);
    }
  }
}

export async function importOpenPrices(
  db: Db,
  files: { locations: Readable; prices: Readable },
  options: { now: Date; onProgress?: (progress: ImportProgress) => void },
): Promise<OpenPricesReport> {
  const report: OpenPricesReport = {
    locations: { read: 0, linked: 0 },
    rows: 0,
    matched: { inserted: 0, updated: 0, unchanged: 0 },
    unmatched: newTally(),
    rejected: newTally(),
    skipped: {},
  };
  const today = options.now.toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    const matcher = createCatalogMatcher(await loadMatchableItems(tx));
    const places = await loadPlaces(tx);
    const slugOf = new Map(places.chains.map((chain) => [chain.id, chain.slug]));
    const index = createStoreIndex(places.stores.map((store) => ({ ...store, chainSlug: slugOf.get(store.chainId) ?? "" })));
    const storeById = new Map(places.stores.map((store) => [store.id, store]));

    // Open Prices location id -> PennyCart store, for the US shops of priced chains near a store of theirs.
    const storeOf = new Map<number, number>();
    for await (const { line, value } of jsonLines(files.locations, "locations")) {
      const reading = readOpenPricesLocation(value);
      if (!reading.ok) throw new PriceImportError(`locations line ${line}: not an Open Prices location`);
      report.locations.read++;
      if (!reading.location) continue;
      const recognition = recogniseStore(reading.location.name);
      if (recognition.kind !== "priced") continue;
      const store = index.nearest(reading.location, recognition.chainSlug, MAX_MILES);
      if (store) storeOf.set(reading.location.id, store.id);
    }
    report.locations.linked = storeOf.size;

    const seen = new Map<string, number>();
    const batch = createObservationBatch(tx, options.now, report.matched);
    for await (const { line, value } of jsonLines(files.prices, "prices")) {
      report.rows++;
      const reading = readOpenPricesPrice(value, today);
      if (reading.kind === "malformed") throw new PriceImportError(`prices line ${line}: not an Open Prices price`);
      if (reading.kind === "skipped") report.skipped[reading.reason] = (report.skipped[reading.reason] ?? 0) + 1;
      else if (reading.kind === "rejected") tally(report.rejected, line, reading.reason);
      else {
        const { price } = reading;
        const storeId = storeOf.get(price.locationId);
        const itemId = matcher.match({ gtin: price.gtin });
        if (storeId === undefined) tally(report.unmatched, line, `location ${price.locationId} is no PennyCart store`);
        else if (itemId === null) tally(report.unmatched, line, `no catalog item has barcode ${price.gtin}`);
        else {
          const store = storeById.get(storeId)!;
          const key = `${itemId}|${storeId}|${price.date}`;
          const earlier = seen.get(key);
          // Two shoppers' prices of one product, shop and day: the first in the export counts.
          if (earlier !== undefined) tally(report.rejected, line, `repeats the product, shop and day of price ${earlier}`);
          else {
            seen.set(key, price.id);
            await batch.add({
              itemId,
              chainId: store.chainId,
              storeId,
              cents: price.cents,
              source: "import",
              sourceRef: `open-prices:${price.id} (ODbL)`,
              observedAt: new Date(`${price.date}T00:00:00Z`),
              observedPrecision: "day",
            });
          }
        }
      }
      if (report.rows % 1000 === 0) options.onProgress?.({ rows: report.rows });
    }
    await batch.flush();
    options.onProgress?.({ rows: report.rows });
  });
  return report;
}
