import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, pgView, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { OBSERVATION_STATUSES, OBSERVED_PRECISIONS, PRICE_SOURCES } from "../../../domain/pricing/provenance";
import { chains } from "./chains";
import { groceryItems } from "./grocery-items";
import { stores } from "./stores";
import { users } from "./users";

/**
 * Price observations (decision 016): what one item cost at a whole chain (storeId null) or at one
 * store, according to one source, for the period or moment `observedAt` describes. Rows are kept
 * as history; the current price at a store is the newest trusted observation for that store, else
 * for its chain (src/server/features/pricing/pricing.repository.ts).
 */
/** The provider of an import row ('csv', 'open-prices'), '' for every other source: part of the observation key. */
const importProvider = sql`(case when source = 'import' then split_part(source_ref, ':', 1) else '' end)`;

export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => groceryItems.id, { onDelete: "cascade" }),
    chainId: integer("chain_id")
      .notNull()
      .references(() => chains.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
    source: text("source", { enum: PRICE_SOURCES }).notNull(),
    /**
     * What the source says this price is: a BLS series id ("BLS APU0000709112"), an ERS item and form
     * ("USDA ERS Apples, Fresh"), "team", a file and row ("prices.csv:12"), "report", an API call.
     */
    sourceRef: text("source_ref").notNull(),
    /** Start of the period described (2025-08-01 for an Aug 2025 BLS average), never the load time. */
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    observedPrecision: text("observed_precision", { enum: OBSERVED_PRECISIONS }).notNull(),
    /** When this row was written. */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: OBSERVATION_STATUSES }).notNull().default("trusted"),
    /** The shopper who reported it (shopper-report only). */
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The network a shopper report came from (decision 040): an HMAC of the sender's /24 (IPv4) or /64 (IPv6)
     * prefix, never the address; agreement needs more than one. Null for other sources and older reports.
     */
    reporterNetwork: text("reporter_network"),
  },
  (table) => [
    // One observation per source, place and moment: re-running an import or the seed adds nothing.
    // Imports count per provider (the part of the reference before ':', "csv" or "open-prices"), so a
    // price file and Open Prices on the same day are two observations (decision 029). Shopper reports
    // are exempt (two shoppers may report the same shelf in the same millisecond).
    uniqueIndex("prices_observation_key")
      .on(table.itemId, table.chainId, sql`coalesce(${table.storeId}, 0)`, table.source, importProvider, table.observedAt)
      .where(sql`${table.source} <> 'shopper-report'`),
    index("prices_chain_item_idx").on(table.chainId, table.itemId, table.observedAt),
    // The newest row of one item, place and status (decision 099: newest_observations' upkeep looks it up there),
    // and an item's prices at a chain (price history, receipts' candidates).
    index("prices_newest_idx").on(
      table.itemId,
      table.chainId,
      sql`coalesce(${table.storeId}, 0)`,
      table.status,
      table.observedAt.desc(),
      table.recordedAt.desc(),
      table.id.desc(),
    ),
    index("prices_reported_by_idx").on(table.reportedBy, table.recordedAt),
    // A viewer's own held reports, which count in their view before others agree (pricing.repository.ts).
    index("prices_held_by_idx")
      .on(table.reportedBy, table.itemId, table.chainId)
      .where(sql`${table.status} = 'held'`),
    check("prices_cents_positive", sql`${table.cents} > 0`),
  ],
);

export type PriceRow = typeof prices.$inferSelect;

/**
 * The current price of each item at each place (migration 0015): the newest trusted observation per
 * (item, chain, store or chain-wide), newest by observedAt, then recordedAt, then id. Read-only; since migration 0044
 * the trusted rows of newest_observations (decision 099), which holds exactly those.
 */
export const currentPrices = pgView("current_prices", {
  id: integer("id").notNull(),
  itemId: integer("item_id").notNull(),
  chainId: integer("chain_id").notNull(),
  storeId: integer("store_id"),
  cents: integer("cents").notNull(),
  source: text("source", { enum: PRICE_SOURCES }).notNull(),
  sourceRef: text("source_ref").notNull(),
  observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
  observedPrecision: text("observed_precision", { enum: OBSERVED_PRECISIONS }).notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
}).existing();
