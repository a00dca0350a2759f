import { z } from "zod";
import { MISSING_PRODUCT_SOURCES } from "../receipts/receipt-rules";

/** Admin view of the products shoppers met that the catalog lacks (issue 32 items 1 and 3, decision 070). */

export const missingProductsQuerySchema = z.object({
  /** Only unknown barcodes, or only receipt lines marked "not in catalog"; both when left out. */
  source: z.enum(MISSING_PRODUCT_SOURCES).optional(),
});

/** One product as the queue shows it: every shopper's report of the same barcode (or the same line text) together. */
export const missingProductSchema = z.object({
  source: z.enum(MISSING_PRODUCT_SOURCES),
  /** The GTIN-14 of an unknown barcode; null for a receipt line. */
  gtin: z.string().nullable(),
  /** The receipt line's text as printed; null for a barcode. */
  text: z.string().nullable(),
  /** How many shoppers sent it (never who: the catalog team needs the product, not the shopper). */
  shoppers: z.number().int(),
  /** The chains of the stores it was met at, when known. */
  chains: z.array(z.string()),
  /** First and last time it was sent (ISO 8601) and the last day for people ("Nov 23, 2026", US Eastern). */
  firstSentAt: z.string(),
  lastSentAt: z.string(),
  lastSentOn: z.string(),
  /** The newest photo kept of it (at /api/admin/missing-products/{id}/photo), null when none is (any more). */
  photoId: z.number().int().nullable(),
});
export type MissingProduct = z.infer<typeof missingProductSchema>;
export const missingProductListSchema = z.array(missingProductSchema);

export const MISSING_PHOTO_NOT_FOUND = "Photo not found";
