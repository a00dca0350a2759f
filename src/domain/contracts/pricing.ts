import { z } from "zod";
import { PRICE_SOURCES } from "../pricing/provenance";
import { idSchema } from "./common";

/** One source on the /prices page: its licence, what it covers, and how much of the catalog it prices now. */
export const priceSourceInfoSchema = z.object({
  id: z.string(),
  source: z.enum(PRICE_SOURCES),
  name: z.string(),
  publisher: z.string(),
  url: z.string().nullable(),
  licence: z.string(),
  licenceUrl: z.string().nullable(),
  covers: z.string(),
  /** Catalog items with a current price from this source somewhere. */
  items: z.number().int(),
  /** The periods its current prices describe, e.g. "Nov 2023 to Aug 2025", "2022"; null when it prices nothing. */
  period: z.string().nullable(),
  /** The newest of them, ISO 8601 at its precision ("2025-08"); null when it prices nothing. */
  newest: z.string().nullable(),
});
export type PriceSourceInfoResponse = z.infer<typeof priceSourceInfoSchema>;

export const priceSourcesResponseSchema = z.object({
  /** The banner's sentence, e.g. "201 of 583 items anchored to BLS/USDA averages from …; the rest are the team's estimates." */
  summary: z.string(),
  totalItems: z.number().int(),
  sources: z.array(priceSourceInfoSchema),
});
export type PriceSourcesResponse = z.infer<typeof priceSourcesResponseSchema>;

/** POST /api/price-reports: the shelf price a signed-in shopper saw for an item at a store. */
export const priceReportSchema = z.object({
  itemId: idSchema,
  storeId: idSchema,
  price: z
    .string({ error: "Price is required" })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, "Price must be an amount such as 3.49")
    .refine((value) => Number(value) > 0, "Price must be more than $0.00"),
  /** The `scanToken` of the item's barcode scanned at the shelf (POST /api/barcodes): the price is then "on a shelf tag". */
  scanToken: z.string().max(200, "Scan token is too long").optional(),
});
export type PriceReportInput = z.input<typeof priceReportSchema>;

export const priceReportResponseSchema = z.object({
  id: z.number().int(),
  /** "trusted": every shopper sees it now; "held": its reporter sees it, others once shoppers agree or an admin approves (decision 040). */
  status: z.enum(["trusted", "held"]),
  message: z.string(),
});

/**
 * GET /api/price-reports/mine: what a shopper's prices gave back (issue 32). Counts of the prices they reported
 * (typed, or read from a receipt), how many every shopper sees and how many wait for agreement (decision 040),
 * and how many other shoppers' comparisons show one of them now (their cart holds the item and they compare the store).
 */
export const priceContributionsSchema = z.object({
  reported: z.number().int(),
  fromReceipts: z.number().int(),
  shown: z.number().int(),
  waiting: z.number().int(),
  /** Null when 1 to 4 ("fewer than 5"): a small count could point at one shopper's cart. */
  shoppersUsing: z.number().int().nullable(),
});
/** Counts of other shoppers below this are said as "fewer than" it, never exactly. */
export const SHOPPERS_USING_SHOWN_FROM = 5;
export type PriceContributions = z.infer<typeof priceContributionsSchema>;
