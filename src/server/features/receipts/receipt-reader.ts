import { parseDecimalToCents } from "../../../domain/money/money";
import { matchCheckedLine } from "../../../domain/receipts/checked-repair";
import { CANDIDATE_ITEMS_PER_LINE, lineWordGroups } from "../../../domain/receipts/line-candidates";
import { likelyItemIds, prepareCatalog, type Carried, type PreparedCatalog } from "../../../domain/receipts/match-line";
import { matchStore } from "../../../domain/receipts/match-store";
import { parseReceipt, type OcrLine } from "../../../domain/receipts/parse-receipt";
import { MAX_READ_ATTEMPTS } from "../../../domain/receipts/receipt-rules";
import type { Db } from "../../db/client";
import type { OcrPort } from "../../integrations/ocr/port";
import { loadVocabulary } from "../catalog/catalog-search-vocabulary";
import { getPreferences } from "../preferences/preferences.service";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { imageForOcr } from "./receipt-image";
import { readReceiptText } from "./receipt-ocr";
import { RECEIPT_SPELLING } from "./receipt-spelling";
import * as candidates from "./receipt-candidates.repository";
import * as repo from "./receipts.repository";

/** A reader that has held a receipt this long without finishing has stopped; another may read it. */
export const READ_LEASE_MS = 5 * 60_000;

export const NOT_A_RECEIPT =
  "This does not look like a receipt: no prices were found on it. Please photograph a printed store receipt, flat and whole.";
export const UNREADABLE =
  "The text on this photo could not be made out. Please take it again in good light, holding the phone steady above the receipt.";
export const GAVE_UP = "This receipt could not be read. Please try again with a new photo.";

type Log = { error(obj: object, msg: string): void };

/** Whether OCR lines with no price on them are text too poor to read (rather than a picture that is no receipt). */
function looksUnreadable(lines: readonly OcrLine[]): boolean {
  const words = lines.filter((line) => /[a-z]{3}/i.test(line.text));
  return words.length >= 2 && words.reduce((sum, line) => sum + line.confidence, 0) / words.length < 55;
}

/** Reads one claimed receipt: OCR, then its structure, store, date and each line's likeliest items. */
async function readOne(
  db: Db,
  ocr: OcrPort,
  claimed: NonNullable<Awaited<ReturnType<typeof repo.claimNextReceipt>>>,
): Promise<void> {
  const now = () => new Date();
  if (!claimed.image || claimed.attempts > MAX_READ_ATTEMPTS) return repo.markFailed(db, claimed, GAVE_UP, null, now());
  let reported = 0;
  // The whole receipt, then its price column where the first pass read no price (receipt-ocr.ts).
  const { lines: ocrLines } = await readReceiptText(ocr, await imageForOcr(Buffer.from(claimed.image)), (fraction) => {
    // Progress in steps of 10 (one small write each), up to 90: the rest is the matching.
    const progress = Math.min(90, Math.floor(fraction * 9) * 10);
    if (progress <= reported) return;
    reported = progress;
    void repo.setProgress(db, claimed, progress).catch(() => undefined);
  });
  const ocrText = ocrLines.map((line) => line.text).join("\n");
  const parsed = parseReceipt(ocrLines);
  if (parsed.lines.length === 0) {
    const message = looksUnreadable(ocrLines) ? UNREADABLE : NOT_A_RECEIPT;
    return repo.markFailed(db, claimed, message, ocrText, now());
  }
  const { location } = await getPreferences(db, claimed.userId);
  const stores = await repo.storesForMatching(db);
  const storeMatch = matchStore(
    parsed,
    stores,
    location ? { lat: location.lat, lng: location.lng } : null,
    RECEIPT_SPELLING.formats,
  );
  const store = storeMatch.storeId === null ? undefined : await repo.findStore(db, storeMatch.storeId);
  // Each line's likeliest items by their words, not the whole catalog (review R32: bounded by the receipt's lines).
  const { lexemes } = await loadVocabulary(db);
  const words = { chainSlug: storeMatch.chainSlug, spelling: RECEIPT_SPELLING };
  const groups = parsed.lines.map((line) => lineWordGroups(line.text, lexemes, words));
  const catalog = prepareCatalog(await candidates.candidateItems(db, groups, CANDIDATE_ITEMS_PER_LINE, store?.chainId ?? null));
  // A receipt lists only what its store sells (issue 32): items priced at its chain first, items priced nowhere yet
  // (imported) lower, never items the seed's assortment puts only at other chains (review R13, R21).
  const sellsAny = store ? await candidates.chainSellsAnything(db, store.chainId) : false;
  const assortment = store && sellsAny ? await candidates.chainAssortment(db, store.chainId, ids(catalog)) : null;
  const context = {
    chainSlug: storeMatch.chainSlug,
    spelling: RECEIPT_SPELLING,
    ownBrands: store?.ownLabel ? [store.ownLabel] : [],
    ...(assortment ? { carried: (id: number) => carriedAt(assortment, id) } : {}),
  };
  const priceOf = await storePrices(db, store, [
    ...new Set(parsed.lines.flatMap((line) => likelyItemIds(line, catalog, context))),
  ]);
  const lines = parsed.lines.map((line) => {
    // A price the subtotal repaired is kept only when the store's price of the matched item agrees.
    const { cents, candidates } = matchCheckedLine(line, catalog, { ...context, priceOf: (id) => priceOf.get(id) });
    return {
      text: line.text,
      cents,
      unitCents: line.unitCents,
      weightLb: line.weightLb,
      discountCents: line.discountCents,
      itemId: candidates[0]?.itemId ?? null,
      confidence: candidates[0]?.confidence ?? 0,
      candidates,
    };
  });
  await repo.saveReading(db, claimed, { storeId: store?.id ?? null, purchasedOn: parsed.purchasedOn, ocrText, lines }, now());
}

const ids = (catalog: PreparedCatalog) => catalog.items.map((item) => item.entry.id);
const carriedAt = (assortment: Map<number, Carried>, id: number): Carried => assortment.get(id) ?? "unpriced";

/** The current price of each item at the store, in cents (none when the store is unknown). */
async function storePrices(
  db: Db,
  store: { id: number; chainId: number } | undefined,
  itemIds: number[],
): Promise<Map<number, number>> {
  if (!store || itemIds.length === 0) return new Map();
  const items = await repo.itemsByIds(db, itemIds);
  const priced = await priceItemsAtStores(db, items, [store]);
  const cents = new Map<number, number>();
  for (const [itemId, [price]] of priced) {
    const value = price?.price ? parseDecimalToCents(price.price) : null;
    if (value) cents.set(itemId, value);
  }
  return cents;
}

/** Reads every receipt waiting (and any a stopped reader left), one at a time; resolves to how many. */
export async function readWaitingReceipts(
  db: Db,
  ocr: OcrPort,
  log: Log,
  isClosed: () => boolean = () => false,
): Promise<number> {
  let processed = 0;
  while (!isClosed()) {
    const now = new Date();
    const claimed = await repo.claimNextReceipt(db, now, new Date(now.getTime() - READ_LEASE_MS));
    if (!claimed) break;
    processed += 1;
    try {
      await readOne(db, ocr, claimed);
    } catch (error) {
      // Left as it is, it is read again once its lease ends, until MAX_READ_ATTEMPTS.
      if (!isClosed()) log.error({ err: error, receiptId: claimed.id }, "reading a receipt failed");
    }
  }
  return processed;
}

export type ReceiptReader = {
  /** Reads what is waiting, soon; runs never overlap. */
  kick(): void;
  /** Resolves when no run is under way (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The in-process reader: kicked after each upload, and (with the scheduler on) every interval for receipts
 * a stopped process left. Each receipt is claimed in the database, so any number of instances may run one.
 */
export function createReceiptReader(db: Db, ocr: OcrPort, log: Log, sweepSeconds: number | null): ReceiptReader {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const run = (): Promise<void> =>
    readWaitingReceipts(db, ocr, log, () => closed)
      .then(
        () => undefined,
        (error: unknown) => {
          if (!closed) log.error({ err: error }, "receipt reading run failed");
        },
      )
      .then(() => {
        if (again && !closed) {
          again = false;
          return run();
        }
        running = undefined;
      });
  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run();
  };
  const timer = sweepSeconds ? setInterval(kick, sweepSeconds * 1000) : undefined;
  timer?.unref();
  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await ocr.close();
    },
  };
}
