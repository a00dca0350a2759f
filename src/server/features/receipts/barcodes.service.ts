import { createHmac, timingSafeEqual } from "node:crypto";
import type { BarcodeScan } from "../../../domain/contracts/receipts";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { MAX_MISSING_PRODUCTS_PER_DAY, MISSING_PRODUCT_PHOTO_DAYS } from "../../../domain/receipts/receipt-rules";
import type { Database, Db } from "../../db/client";
import { CATALOG_GTINS } from "../../db/seed/data/gtins";
import { HttpError } from "../../plugins/errors";
import { keptProductPhoto, readBarcode } from "./barcode-reader";
import * as repo from "./receipts.repository";

const DAY_MS = 86_400_000;
export const NO_BARCODE =
  "No barcode could be read in this photo. Please take it again with the whole barcode in the frame, flat and in good light.";
export const DAILY_MISSING = `You can send up to ${MAX_MISSING_PRODUCTS_PER_DAY} products we don't know yet a day. Please try again tomorrow.`;
export const NOT_THIS_ITEM = "This barcode belongs to another product. Please scan the barcode of the item you are reporting.";
export const ALREADY_SENT =
  "This product is not in our catalog yet. You already sent us its barcode and photo: thank you, we will add it.";
export const SCAN_EXPIRED = "This scan has expired. Please scan the barcode again.";
/** How long a scan vouches for a shelf price: the shopper is standing at the shelf. */
const SCAN_VALID_MS = 30 * 60_000;

const scanMac = (secret: string, userId: string, gtin: string, expires: number) =>
  createHmac("sha256", secret).update(`shelf-tag:${userId}:${gtin}:${expires}`).digest("base64url");

/**
 * What a scan gives the shopper to send with the shelf price (decision 058): the GTIN the server read from their
 * photo, for them, for 30 minutes, signed, so "Seen on a shelf tag" is only ever said of a barcode really scanned.
 */
export function scanToken(secret: string, userId: string, gtin: string, now: Date): string {
  const expires = now.getTime() + SCAN_VALID_MS;
  return `${gtin}.${expires}.${scanMac(secret, userId, gtin, expires)}`;
}

/** The GTIN a scan token vouches for, or null when it is not this shopper's, was altered or has expired. */
export function scannedGtin(secret: string, userId: string, token: string, now: Date): string | null {
  const parts = token.split(".");
  // Stryker disable next-line StringLiteral: split always gives the GTIN; a missing expiry reads as 0 (long past) or NaN, refused alike, and a missing signature of any length but a signature's 43 characters is refused
  const [gtin = "", expiresText = "", mac = ""] = parts;
  const expires = Number(expiresText);
  if (!/^\d{14}$/.test(gtin) || !Number.isSafeInteger(expires) || expires < now.getTime()) return null;
  const expected = Buffer.from(scanMac(secret, userId, gtin, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? gtin : null;
}
const label = (item: { name: string; brand: string; unit: string }) => `${item.brand} ${item.name} ${item.unit}`;

/** The jobs' retention of missing products' photos (decision 064): those older than MISSING_PRODUCT_PHOTO_DAYS go. */
export function dropOldMissingProductPhotos(db: Db, now: Date, engine: Database["kind"]): Promise<number> {
  // By whole UTC days: a photo is dropped at the first run of the day after it turned 90 days old, so the drop (and the
  // embedded engine's rewrite) happens once a day, not at every 60-s run a photo crossed the line (review R20).
  const retentionStart = now.getTime() - MISSING_PRODUCT_PHOTO_DAYS * DAY_MS;
  return repo.dropMissingProductPhotos(db, new Date(retentionStart - (retentionStart % DAY_MS)), engine);
}

/** The ways a GTIN-14 is printed and stored: 14, 13 (EAN), 12 (UPC-A) and 8 (EAN-8) digits. */
const spellings = (gtin: string) =>
  [14, 13, 12, 8].filter((digits) => /^0*$/.test(gtin.slice(0, 14 - digits))).map((digits) => gtin.slice(14 - digits));

/** The catalog item carrying a (valid, GTIN-14) barcode, if any. */
export function itemByGtin(db: Db, gtin: string) {
  const keys = Object.entries(CATALOG_GTINS)
    .filter(([, known]) => normaliseGtin(known.gtin) === gtin)
    .map(([key]) => key);
  return repo.findItemByGtin(db, spellings(gtin), keys);
}

/**
 * The barcode in a shopper's photo and the item it is (issue 32 item 3). An unknown product joins the queue of
 * missing products with its barcode and its photo (re-encoded without metadata), at most MAX_MISSING_PRODUCTS_PER_DAY
 * a shopper in any 24 hours; a photo with no readable barcode is refused (422) and nothing is kept.
 */
export async function scanBarcode(db: Db, secret: string, userId: string, bytes: Buffer, now: Date): Promise<BarcodeScan> {
  const gtin = await readBarcode(bytes);
  if (gtin === null) throw new HttpError(422, NO_BARCODE);
  const item = await itemByGtin(db, gtin);
  if (item) return { gtin, item, message: `Found ${label(item)}.`, scanToken: scanToken(secret, userId, gtin, now) };
  const unknown = { gtin, item: null, scanToken: null };
  // One row per shopper and barcode (decision 064): a product scanned again is answered without keeping or counting it.
  if (await repo.hasMissingBarcode(db, userId, gtin)) return { ...unknown, message: ALREADY_SENT };
  const since = new Date(now.getTime() - DAY_MS);
  // Checked before the photo is re-encoded too, so a shopper past the limit costs no image work.
  if ((await repo.countMissingBarcodesSince(db, userId, since)) >= MAX_MISSING_PRODUCTS_PER_DAY)
    throw new HttpError(429, DAILY_MISSING);
  const photo = await keptProductPhoto(bytes);
  const kept = await db.transaction(async (tx) => {
    await repo.lockShopper(tx, "missing-product", userId);
    if (await repo.hasMissingBarcode(tx, userId, gtin)) return false;
    if ((await repo.countMissingBarcodesSince(tx, userId, since)) >= MAX_MISSING_PRODUCTS_PER_DAY)
      throw new HttpError(429, DAILY_MISSING);
    await repo.insertMissingProducts(tx, [{ userId, source: "barcode", gtin, photo, createdAt: now }]);
    return true;
  });
  return {
    ...unknown,
    message: kept ? "This product is not in our catalog yet. We saved its barcode and photo so we can add it." : ALREADY_SENT,
  };
}
