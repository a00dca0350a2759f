import { describe, expect, it } from "vitest";
import {
  CANDIDATES_PER_LINE,
  CONFIDENT_MATCH,
  isConfidentMatch,
  MAX_LINES_PER_RECEIPT,
  MAX_MISSING_PRODUCTS_PER_DAY,
  MAX_READ_ATTEMPTS,
  MAX_RECEIPT_AGE_DAYS,
  MAX_RECEIPT_BYTES,
  MAX_RECEIPTS_PER_DAY,
  MISSING_PRODUCT_PHOTO_DAYS,
  MISSING_PRODUCT_SOURCES,
  observedCents,
  purchaseDateProblem,
  RECEIPT_STATUSES,
  UNCONFIRMED_RECEIPT_PHOTO_DAYS,
} from "./receipt-rules";

// "BH TURKEY BRST / 0.62 lb @ 12.99 /lb 8.05": what the confirmed line says one pack of the item costs (review R36).
const weighed = { cents: 805, unitCents: 1299, weightLb: 0.62 };

describe("observedCents", () => {
  it("prices an item sold by weight at the line's price a pound, in the item's own unit", () => {
    expect(observedCents(weighed, { size: 1, sizeUnit: "lb" })).toBe(1299);
    expect(observedCents(weighed, { size: 0.5, sizeUnit: "lb" })).toBe(650);
    expect(observedCents(weighed, { size: 8, sizeUnit: "oz" })).toBe(650);
    expect(observedCents(weighed, { size: 16, sizeUnit: "oz" })).toBe(1299);
  });

  it("cannot price an item not sold by weight from a weighed line", () => {
    expect(observedCents(weighed, { size: 4, sizeUnit: "ct" })).toBeNull();
    expect(observedCents(weighed, { size: 1, sizeUnit: "bunch" })).toBeNull();
    expect(observedCents(weighed, { size: 1, sizeUnit: "gal" })).toBeNull();
  });

  it("takes one unit's price when several were bought, else the price printed", () => {
    expect(observedCents({ cents: 598, unitCents: 299, weightLb: null }, { size: 4, sizeUnit: "ct" })).toBe(299);
    expect(observedCents({ cents: 349, unitCents: null, weightLb: null }, { size: 1, sizeUnit: "gal" })).toBe(349);
  });
});

describe("a receipt's date", () => {
  const today = "2026-11-28";
  it("may be today or up to 90 days back", () => {
    expect(purchaseDateProblem(today, today)).toBeNull();
    expect(purchaseDateProblem("2026-08-30", today)).toBeNull(); // 90 days
  });

  it("is refused after today, or older than 90 days, with the reason", () => {
    expect(purchaseDateProblem("2026-11-29", today)).toBe("The purchase date cannot be in the future.");
    expect(purchaseDateProblem("2026-08-29", today)).toBe(
      "Receipts older than 90 days cannot be saved: their prices may have changed.",
    );
  });
});

describe("a line's match", () => {
  it("is pre-confirmed from 0.75 on, and asked about below it (decision 056)", () => {
    expect(CONFIDENT_MATCH).toBe(0.75);
    expect(isConfidentMatch(0.75)).toBe(true);
    expect(isConfidentMatch(1)).toBe(true);
    expect(isConfidentMatch(0.7499)).toBe(false);
    expect(isConfidentMatch(0)).toBe(false);
  });
});

describe("the receipts' limits, as decisions 056, 064 and 081 record them", () => {
  it("bounds what one shopper's receipts and barcodes cost", () => {
    expect(MAX_RECEIPT_BYTES).toBe(10_485_760); // 10 MB
    expect(MAX_RECEIPTS_PER_DAY).toBe(20);
    expect(MAX_LINES_PER_RECEIPT).toBe(80);
    expect(MAX_MISSING_PRODUCTS_PER_DAY).toBe(30);
    expect(MAX_READ_ATTEMPTS).toBe(3);
    expect(CANDIDATES_PER_LINE).toBe(5);
  });

  it("keeps photos only as long as they can serve", () => {
    expect(MAX_RECEIPT_AGE_DAYS).toBe(90);
    expect(MISSING_PRODUCT_PHOTO_DAYS).toBe(90);
    expect(UNCONFIRMED_RECEIPT_PHOTO_DAYS).toBe(7);
  });

  it("names the states a receipt goes through and where a missing product came from", () => {
    expect(RECEIPT_STATUSES).toEqual(["reading", "read", "failed"]);
    expect(MISSING_PRODUCT_SOURCES).toEqual(["barcode", "receipt"]);
  });
});

