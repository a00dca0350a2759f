import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chains } from "./chains";
import { groceryItems } from "./grocery-items";
import { stores } from "./stores";

export const priceSources = ["estimate", "csv", "open-prices", "kroger"] as const;

/** A price observation: for a whole chain (storeId null) or one store, from a named source. */
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
    source: text("source", { enum: priceSources }).notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("prices_item_chain_store_source_key").on(table.itemId, table.chainId, sql`coalesce(${table.storeId}, 0)`, table.source),
    index("prices_chain_item_idx").on(table.chainId, table.itemId),
    check("prices_cents_positive", sql`${table.cents} > 0`),
  ],
);

export type PriceRow = typeof prices.$inferSelect;
