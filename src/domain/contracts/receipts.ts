import { z } from "zod";
import { MAX_LINES_PER_RECEIPT, RECEIPT_STATUSES } from "../receipts/receipt-rules";
import { idSchema } from "./common";

/** `{ id }` of a receipt in a path: a UUID. */
export const receiptParamsSchema = z.object({ id: z.uuid("must be a receipt id") });

/** POST /api/receipts answers 202 with the id to poll. */
export const receiptCreatedSchema = z.object({ id: z.uuid() });

/** An item a line may be: what the review screen offers. */
export const receiptCandidateSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  /** "1 gal", "12 ct". */
  size: z.string(),
  confidence: z.number(),
});

export const receiptLineSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** What the line charged, as printed (the shelf price), "3.49". */
  price: z.string(),
  /** A coupon or card saving printed under it, "0.50", or null. */
  discount: z.string().nullable(),
  /** The likeliest item, or null when none fits. */
  itemId: z.number().int().nullable(),
  confidence: z.number(),
  candidates: z.array(receiptCandidateSchema),
});

export const receiptStoreSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

/** GET /api/receipts/:id */
export const receiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(RECEIPT_STATUSES),
  /** Why it could not be read; absent otherwise. */
  message: z.string().optional(),
  /** 0-100 while reading. */
  progress: z.number().int(),
  storeId: z.number().int().nullable(),
  store: receiptStoreSchema.nullable(),
  /** YYYY-MM-DD as printed, or null. */
  purchasedOn: z.string().nullable(),
  /** True once the shopper saved it: a receipt is saved once. */
  confirmed: z.boolean(),
  lines: z.array(receiptLineSchema),
});
export type ReceiptResponse = z.infer<typeof receiptSchema>;
export type ReceiptLineResponse = z.infer<typeof receiptLineSchema>;

/** POST /api/receipts/:id/confirm: the store, the day, and each line's item (null: not in the catalog). */
export const confirmReceiptSchema = z.object({
  storeId: idSchema,
  purchasedOn: z.iso.date("Purchase date must be a date such as 2026-11-26"),
  lines: z
    .array(z.object({ id: idSchema, itemId: idSchema.nullable() }))
    .max(MAX_LINES_PER_RECEIPT, `At most ${MAX_LINES_PER_RECEIPT} lines`),
});
export type ConfirmReceiptInput = z.infer<typeof confirmReceiptSchema>;

export const confirmReceiptResponseSchema = z.object({
  /** Prices saved: the shopper's own comparison uses them now. */
  saved: z.number().int(),
  /** Of those, the ones other shoppers see now (enough shoppers reported the same price, decision 040). */
  shown: z.number().int(),
  /** Of those, the ones other shoppers see only once more shoppers agree or an admin approves them. */
  held: z.number().int(),
  /** Lines the shopper said are not in the catalog, sent to the missing-products queue. */
  missing: z.number().int(),
  message: z.string(),
});
export type ConfirmReceiptResponse = z.infer<typeof confirmReceiptResponseSchema>;

/** A catalog item as a barcode finds it. */
export const scannedItemSchema = z.object({ id: z.number().int(), name: z.string(), brand: z.string(), unit: z.string() });

/**
 * POST /api/barcodes (multipart, field `image`): the retail barcode in a photo of a pack or shelf tag (issue 32),
 * as a GTIN-14, and the catalog item carrying it; null when the catalog lacks it (its barcode and photo are then
 * kept for the catalog team). `message` says either in words for the shopper.
 */
export const barcodeScanSchema = z.object({
  gtin: z.string(),
  item: scannedItemSchema.nullable(),
  message: z.string(),
  /** Sent back with the shelf price (POST /api/price-reports `scanToken`): this shopper scanned it, in the last 30 minutes. */
  scanToken: z.string().nullable(),
});
export type BarcodeScan = z.infer<typeof barcodeScanSchema>;
