import type { BarcodeScan } from "../../../domain/contracts/receipts";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { MAX_MISSING_PRODUCTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import type { Db } from "../../db/client";
import { CATALOG_GTINS } from "../../db/seed/data/gtins";
import { HttpError } from "../../plugins/errors";
import { keptProductPhoto, readBarcode } from "./barcode-reader";
import * as repo from "./receipts.repository";

const DAY_MS = 86_400_000;
export const NO_BARCODE =
  "No barcode could be read in this photo. Please take it again with the whole barcode in the frame, flat and in good light.";
export const DAILY_MISSING = `You can send up to ${MAX_MISSING_PRODUCTS_PER_DAY} products we don't know yet a day. Please try again tomorrow.`;
export const NOT_THIS_ITEM = "This barcode belongs to another product. Please scan the barcode of the item you are reporting.";
const label = (item: { name: string; brand: string; unit: string }) => `${item.brand} ${item.name} ${item.unit}`;

/** The ways a GTIN-14 is printed and stored: 14, 13 (EAN), 12 (UPC-A) and 8 (EAN-8) digits. */
const spellings = (gtin: string) =>
  [14, 13, 12, 8].filter((digits) => /^0*$/.test(gtin.slice(0, 14 - digits))).map((digits) => gtin.slice(14 - digits));

/** The catalog item carrying a (valid, GTIN-14) barcode, if any. */
export function itemByGtin(db: Db, gtin: string) {
  const keys = Object.entries(CATALOG_GTINS).flatMap(([key, known]) => (normaliseGtin(known.gtin) === gtin ? [key] : []));
  return repo.findItemByGtin(db, spellings(gtin), keys);
}

/**
 * The barcode in a shopper's photo and the item it is (issue 32 item 3). An unknown product joins the queue of
 * missing products with its barcode and its photo (re-encoded without metadata), at most MAX_MISSING_PRODUCTS_PER_DAY
 * a shopper in any 24 hours; a photo with no readable barcode is refused (422) and nothing is kept.
 */
export async function scanBarcode(db: Db, userId: string, bytes: Buffer, now: Date): Promise<BarcodeScan> {
  const gtin = await readBarcode(bytes);
  if (gtin === null) throw new HttpError(422, NO_BARCODE);
  const item = await itemByGtin(db, gtin);
  if (item) return { gtin, item, message: `Found ${label(item)}.` };
  const photo = await keptProductPhoto(bytes);
  await db.transaction(async (tx) => {
    await repo.lockShopper(tx, "missing-product", userId);
    if ((await repo.countMissingProductsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= MAX_MISSING_PRODUCTS_PER_DAY)
      throw new HttpError(429, DAILY_MISSING);
    await repo.insertMissingProducts(tx, [{ userId, source: "barcode", gtin, photo, createdAt: now }]);
  });
  return {
    gtin,
    item: null,
    message: "This product is not in our catalog yet. We saved its barcode and photo so we can add it.",
  };
}
