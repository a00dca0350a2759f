import { z } from "zod";
import { storePriceSchema } from "./catalog";

/** Admin review of held shopper price reports (issue 15, decision 028). */

const money = storePriceSchema.shape.price.unwrap();

/** A held report with what an admin needs to judge it: the item, the store, and the price shown there now. */
export const heldPriceReportSchema = z.object({
  id: z.number().int(),
  item: z.object({ id: z.number().int(), name: z.string(), brand: z.string(), unit: z.string() }),
  store: z.object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string() }),
  /** The reported shelf price, e.g. "9.99". */
  price: money,
  /** The store's current price, or null when it has none (a report there is always held). */
  currentPrice: money.nullable(),
  /** Where the current price comes from, e.g. "Estimate based on the BLS US average price for Aug 2025". */
  currentSourceLabel: z.string().nullable(),
  /** When the shopper reported it (ISO 8601) and the day for people ("Nov 23, 2026", US Eastern). */
  reportedAt: z.string(),
  reportedOn: z.string(),
  /** The receipt the price was read from (its photo, the proof, at /api/admin/receipts/{id}/image), null for a typed report. */
  receiptId: z.uuid().nullable(),
});
export type HeldPriceReport = z.infer<typeof heldPriceReportSchema>;
export const heldPriceReportListSchema = z.array(heldPriceReportSchema);

export const PRICE_REPORT_DECISIONS = ["approve", "reject"] as const;
export type PriceReportDecision = (typeof PRICE_REPORT_DECISIONS)[number];

/** POST /api/admin/price-reports/:id/review */
export const priceReportReviewSchema = z.object({
  decision: z.enum(PRICE_REPORT_DECISIONS, { error: "Decision must be 'approve' or 'reject'" }),
});
export type PriceReportReviewInput = z.infer<typeof priceReportReviewSchema>;

export const priceReportReviewResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(["trusted", "rejected"]),
  message: z.string(),
});
export type PriceReportReviewResponse = z.infer<typeof priceReportReviewResponseSchema>;

export const RECEIPT_NOT_FOUND = "Receipt not found";
export const RECEIPT_WITHOUT_PHOTO = "This receipt has no photo: it could not be read, so nothing of it was kept.";
export const REPORT_NOT_FOUND = "Price report not found";
export const REPORT_ALREADY_REVIEWED = "This price report has already been reviewed.";
