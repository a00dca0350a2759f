/** Receipts and shelf tags as a price source (issue 32, decision 056): states and limits. */

import { convertSize, isSizeUnit, measureOf } from "../pricing/unit-price";

export const RECEIPT_STATUSES = ["reading", "read", "failed"] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const MISSING_PRODUCT_SOURCES = ["barcode", "receipt"] as const;
export type MissingProductSource = (typeof MISSING_PRODUCT_SOURCES)[number];

/** A catalog item a receipt line may be, with how sure the matcher is (0-1). */
export type LineCandidate = { itemId: number; confidence: number };

/** The largest photo accepted, before it is re-encoded. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
/** Receipts one shopper may send in any 24 hours: each costs seconds of OCR. */
export const MAX_RECEIPTS_PER_DAY = 20;
/** Priced lines kept of one receipt; a longer one is cut (a very long receipt is rare; an OCR loop is not). */
export const MAX_LINES_PER_RECEIPT = 80;
/** Unknown barcodes one shopper may send in any 24 hours. */
export const MAX_MISSING_PRODUCTS_PER_DAY = 30;
/** Days the photo of a product the catalog lacks is kept for the catalog team (decision 064); its barcode stays. */
export const MISSING_PRODUCT_PHOTO_DAYS = 90;
/** Days a receipt's photo waits for its shopper to confirm the receipt before it is dropped (decision 081). */
export const UNCONFIRMED_RECEIPT_PHOTO_DAYS = 7;
/** How many candidates each line offers the review screen. */
export const CANDIDATES_PER_LINE = 5;
/** A match at least this sure is pre-confirmed on the review screen; below it the shopper is asked. */
export const CONFIDENT_MATCH = 0.75;
/** Times a receipt is read before it is given up (a crash or a stop mid-read leaves it to be read again). */
export const MAX_READ_ATTEMPTS = 3;

/** Whether a line's match may be pre-confirmed. */
export function isConfidentMatch(confidence: number): boolean {
  return confidence >= CONFIDENT_MATCH;
}

/** How far back a receipt's date may be: older prices say little about today's. */
export const MAX_RECEIPT_AGE_DAYS = 90;

/** Why a purchase date cannot be saved (after today, or too old), or null; dates are YYYY-MM-DD. */
export function purchaseDateProblem(purchasedOn: string, today: string): string | null {
  if (purchasedOn > today) return "The purchase date cannot be in the future.";
  const age = (Date.parse(today) - Date.parse(purchasedOn)) / 86_400_000;
  if (age > MAX_RECEIPT_AGE_DAYS)
    return `Receipts older than ${MAX_RECEIPT_AGE_DAYS} days cannot be saved: their prices may have changed.`;
  return null;
}

/**
 * The price a confirmed line says the item costs: for a weighed line, its price a pound times the item's weight in
 * pounds (null when the item is not sold by weight: a count or a volume cannot be priced from a weight; review R36);
 * one unit's price when several were bought, else the price printed. The shelf price, before any coupon (a coupon is
 * the shopper's, not the store's price).
 */
export function observedCents(
  line: { cents: number; unitCents: number | null; weightLb: number | null },
  item: { size: number; sizeUnit: string },
): number | null {
  if (line.unitCents === null) return line.cents;
  if (line.weightLb === null) return line.unitCents;
  if (!isSizeUnit(item.sizeUnit) || measureOf(item.sizeUnit) !== "weight") return null;
  return Math.round(line.unitCents * convertSize(item.size, item.sizeUnit, "lb"));
}
