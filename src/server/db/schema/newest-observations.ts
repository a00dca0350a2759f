import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { OBSERVATION_STATUSES, OBSERVED_PRECISIONS, PRICE_SOURCES } from "../../../domain/pricing/provenance";

/**
 * The newest trusted observation of each item at each place (a whole chain, place 0, or one store), kept by the
 * triggers on prices (migrations 0042 and 0046, decisions 099 and 102) as an index is kept: a copy of one trusted prices
 * row per key, newest by observedAt, then recordedAt, then id. It carries no rule: which observations count (these, and
 * a viewer's own held reports, read from prices) is the read's (pricing.repository.ts). Prices keep their history; this
 * table keeps the cart's read as short as the cart, however long that history grows
 * (bench/history/2026-11-29c-cart-pair.md).
 */
export const newestObservations = pgTable(
  "newest_observations",
  {
    itemId: integer("item_id").notNull(),
    chainId: integer("chain_id").notNull(),
    storeId: integer("store_id"),
    /** The store's id, 0 for the whole chain: the key's part that is never null. */
    place: integer("place").notNull(),
    /** Always 'trusted' since 0046 (a check says so): kept for the release before it, dropped by a later one. */
    status: text("status", { enum: OBSERVATION_STATUSES }).notNull(),
    /** The prices row this is a copy of. */
    priceId: integer("price_id").notNull(),
    cents: integer("cents").notNull(),
    source: text("source", { enum: PRICE_SOURCES }).notNull(),
    sourceRef: text("source_ref").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    observedPrecision: text("observed_precision", { enum: OBSERVED_PRECISIONS }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  // The key includes every other column (migration 0046, decisions 100 and 102): the cart read takes its rows from the
  // index alone. drizzle cannot write INCLUDE, so it lives in the migration only.
  (table) => [primaryKey({ columns: [table.itemId, table.chainId, table.place, table.status] })],
);
