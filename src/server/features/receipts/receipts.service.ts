import type { ConfirmReceiptInput, ConfirmReceiptResponse, ReceiptResponse } from "../../../domain/contracts/receipts";
import { centsToDecimalString } from "../../../domain/money/money";
import {
  MAX_RECEIPTS_PER_DAY,
  observedCents,
  purchaseDateProblem,
  UNCONFIRMED_RECEIPT_PHOTO_DAYS,
} from "../../../domain/receipts/receipt-rules";
import type { Database, Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { recordInTransaction, type ShopperReporter } from "../price-reports/shopper-prices.service";
import { prepareReceiptImage } from "./receipt-image";
import { dropUnneededReceiptPhotos as dropPhotos } from "./receipt-photos.repository";
import * as repo from "./receipts.repository";

const DAY_MS = 86_400_000;
export const DAILY_RECEIPTS = `You can send up to ${MAX_RECEIPTS_PER_DAY} receipts a day. Please try again tomorrow.`;
export const RECEIPT_NOT_FOUND = "Receipt not found";

/** Today in US Eastern time, where the catalog's stores are (YYYY-MM-DD). */
const easternToday = (now: Date) => now.toLocaleDateString("en-CA", { timeZone: "America/New_York" });

async function refuseOverDailyLimit(db: Db, userId: string, now: Date): Promise<void> {
  if ((await repo.countReceiptsSince(db, userId, new Date(now.getTime() - DAY_MS))) >= MAX_RECEIPTS_PER_DAY)
    throw new HttpError(429, DAILY_RECEIPTS);
}

/**
 * Keeps a shopper's receipt photo (checked, EXIF stripped) to be read in the background; at most
 * MAX_RECEIPTS_PER_DAY in any 24 hours. The caller kicks the reader once this resolves.
 */
export async function uploadReceipt(db: Db, userId: string, bytes: Buffer, now: Date): Promise<{ id: string }> {
  // Checked before the image work too, so a shopper over the limit costs no decoding.
  await refuseOverDailyLimit(db, userId, now);
  const image = await prepareReceiptImage(bytes);
  return db.transaction(async (tx) => {
    await repo.lockShopper(tx, "receipt", userId);
    await refuseOverDailyLimit(tx, userId, now);
    return { id: await repo.insertReceipt(tx, userId, image, now) };
  });
}

const sizeLabel = (item: { size: number; sizeUnit: string }) => `${item.size} ${item.sizeUnit}`;

/** A shopper's receipt as the review screen shows it: the lines with their candidates named. */
export async function getReceipt(db: Db, userId: string, id: string): Promise<ReceiptResponse> {
  const receipt = await repo.findOwnReceipt(db, userId, id);
  if (!receipt) throw new HttpError(404, RECEIPT_NOT_FOUND);
  const lines = receipt.status === "read" ? await repo.findLines(db, id) : [];
  const items = new Map(
    (await repo.itemsByIds(db, [...new Set(lines.flatMap((line) => line.candidates.map((c) => c.itemId)))])).map((item) => [
      item.id,
      item,
    ]),
  );
  const store = receipt.storeId === null ? undefined : await repo.findStore(db, receipt.storeId);
  return {
    id: receipt.id,
    status: receipt.status,
    ...(receipt.message ? { message: receipt.message } : {}),
    progress: receipt.progress,
    storeId: store?.id ?? null,
    store: store ? { id: store.id, name: store.name, address: store.address } : null,
    purchasedOn: receipt.purchasedOn,
    confirmed: receipt.confirmedAt !== null,
    lines: lines.map((line) => ({
      id: line.id,
      text: line.text,
      price: centsToDecimalString(line.cents),
      discount: line.discountCents > 0 ? centsToDecimalString(line.discountCents) : null,
      itemId: line.itemId,
      confidence: line.confidence,
      candidates: line.candidates.flatMap((candidate) => {
        const item = items.get(candidate.itemId);
        return item
          ? [{ itemId: item.id, name: item.name, brand: item.brand, size: sizeLabel(item), confidence: candidate.confidence }]
          : [];
      }),
    })),
  };
}

/**
 * Saves what the shopper confirmed: each line with an item becomes a shopper's observed price at that store on
 * the day of purchase, under the trust rule of decision 040 (recordShopperObservations): it prices this shopper's
 * own comparison at once, and other shoppers see it only when shoppers from two networks agree on it or an admin
 * approves it; one account's receipt never by itself moves what others see. Each line the shopper said is not in
 * the catalog goes to the missing-products queue. A receipt is saved once.
 */
export async function confirmReceipt(
  db: Db,
  reporter: ShopperReporter,
  id: string,
  input: ConfirmReceiptInput,
  now: Date,
): Promise<ConfirmReceiptResponse> {
  const userId = reporter.accountId;
  const dateProblem = purchaseDateProblem(input.purchasedOn, easternToday(now));
  if (dateProblem) throw new HttpError(400, dateProblem);
  return db.transaction(async (tx) => {
    const receipt = await repo.lockOwnReceipt(tx, userId, id);
    if (!receipt) throw new HttpError(404, RECEIPT_NOT_FOUND);
    if (receipt.status === "reading") throw new HttpError(409, "This receipt is still being read. Please wait a moment.");
    if (receipt.status === "failed") throw new HttpError(409, "This receipt could not be read, so there is nothing to save.");
    if (receipt.confirmedAt) throw new HttpError(409, "This receipt has already been saved.");
    const store = await repo.findStore(tx, input.storeId);
    if (!store) throw new HttpError(404, "Store not found");
    const lines = new Map((await repo.findLines(tx, id)).map((line) => [line.id, line]));
    const seen = new Set<number>();
    for (const { id: lineId } of input.lines) {
      if (!lines.has(lineId)) throw new HttpError(400, `Line ${lineId} is not on this receipt`);
      if (seen.has(lineId)) throw new HttpError(400, `Line ${lineId} is listed twice`);
      seen.add(lineId);
    }
    const itemIds = [...new Set(input.lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])))];
    const items = new Map((await repo.itemsByIds(tx, itemIds)).map((item) => [item.id, item]));
    const unknown = itemIds.find((itemId) => !items.has(itemId));
    if (unknown !== undefined) throw new HttpError(404, `Item ${unknown} not found`);

    const observedAt = new Date(`${input.purchasedOn}T00:00:00Z`);
    const chosen = input.lines.flatMap(({ id: lineId, itemId }) => {
      if (itemId === null) return [];
      const line = lines.get(lineId)!;
      const item = items.get(itemId)!;
      const cents = observedCents(line, item);
      if (cents === null)
        throw new HttpError(400, `Line ${lineId} was weighed: pick an item sold by the pound, or "Not in catalog".`);
      return [{ line, item, cents }];
    });
    const recorded = await recordInTransaction(
      tx,
      reporter,
      chosen.map(({ line, item, cents }) => ({
        itemId: item.id,
        storeId: store.id,
        cents,
        observedAt,
        observedPrecision: "day" as const,
        sourceRef: `receipt:${id}:${line.id}`,
      })),
      now,
    );
    for (const [index, { line, item }] of chosen.entries()) await repo.linkLinePrice(tx, line.id, item.id, recorded[index]!.id);
    const missing = input.lines.filter((line) => line.itemId === null).map((line) => lines.get(line.id)!);
    await repo.insertMissingProducts(
      tx,
      missing.map((line) => ({
        userId,
        source: "receipt" as const,
        text: line.text,
        cents: line.cents,
        storeId: store.id,
        receiptLineId: line.id,
      })),
    );
    await repo.markConfirmed(tx, id, store.id, input.purchasedOn, now);
    const shown = recorded.filter((price) => price.status === "trusted").length;
    const held = recorded.length - shown;
    return { saved: recorded.length, shown, held, missing: missing.length, message: confirmMessage(recorded.length, shown) };
  });
}

const prices = (n: number) => `${n} ${n === 1 ? "price" : "prices"}`;

/** What the shopper is told once a receipt is saved: decision 040's answers, for a batch. */
export function confirmMessage(saved: number, shown: number): string {
  if (saved === 0) return "Nothing was saved: no line was matched to an item.";
  const yours = `Thanks! Your comparison uses the ${prices(saved)} from your receipt now.`;
  if (shown === saved) return `${yours} Other shoppers reported the same, so everyone sees ${saved === 1 ? "it" : "them"}.`;
  const wait = "once more shoppers report the same prices, or once we check them.";
  if (shown === 0) return `${yours} Other shoppers will see ${saved === 1 ? "it" : "them"} ${wait}`;
  return `${yours} Everyone sees ${shown} of them, which other shoppers reported too; the others will be shown ${wait}`;
}

/**
 * The jobs' retention of receipt photos (decision 081): a photo is kept while an admin may need it as the proof of a
 * held price, and for an unconfirmed receipt UNCONFIRMED_RECEIPT_PHOTO_DAYS days; only receipts made before today (UTC).
 */
export function dropUnneededReceiptPhotos(db: Db, now: Date, engine: Database["kind"]): Promise<number> {
  const today = now.getTime() - (now.getTime() % DAY_MS);
  return dropPhotos(db, new Date(today), new Date(today - UNCONFIRMED_RECEIPT_PHOTO_DAYS * DAY_MS), engine);
}
