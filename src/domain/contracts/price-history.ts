import { z } from "zod";
import { PRICE_SOURCES } from "../pricing/provenance";

/** One trusted observation of an item's price at a chain (chain-wide) or at one of its stores (decision 016). */
export const priceObservationSchema = z.object({
  id: z.number().int(),
  /** Decimal dollars, e.g. "3.49". */
  price: z.string(),
  source: z.enum(PRICE_SOURCES),
  sourceLabel: z.string(),
  /** ISO 8601 at the precision known: "2022", "2025-08", "2026-11-23" or a timestamp. */
  observedAt: z.string(),
  /** The store it was seen at; null for a chain-wide price. */
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PriceObservation = z.infer<typeof priceObservationSchema>;

/** A chain's observations of the item, oldest first. */
export const chainPriceHistorySchema = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  observations: z.array(priceObservationSchema),
});
export type ChainPriceHistory = z.infer<typeof chainPriceHistorySchema>;

/** GET /api/grocery-items/:id/price-history: the item and, per chain that prices it, its observations over time. */
export const priceHistoryResponseSchema = z.object({
  item: z.object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    size: z.number(),
    sizeUnit: z.string(),
  }),
  chains: z.array(chainPriceHistorySchema),
  /** True when older observations were left out (only the newest are returned). */
  truncated: z.boolean(),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
