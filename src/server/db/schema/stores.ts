import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { chains } from "./chains";

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    chainId: integer("chain_id")
      .notNull()
      .references(() => chains.id),
    // Where the row came from (e.g. the USDA SNAP retailer ObjectId), for idempotent imports.
    sourceId: text("source_id").notNull().unique(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    // The store's id in Kroger's API (/v1/locations), for Kroger-family stores once linked.
    krogerLocationId: text("kroger_location_id").unique(),
    // When linking last asked Kroger about this store, so a store Kroger does not list is asked again only weeks later.
    krogerCheckedAt: timestamp("kroger_checked_at", { withTimezone: true }),
    /** When the Kroger refresh last read every product of this store (review R4): the next run starts with the oldest. */
    krogerReadAt: timestamp("kroger_read_at", { withTimezone: true }),
  },
  (table) => [index("stores_lat_lng_idx").on(table.latitude, table.longitude), index("stores_chain_idx").on(table.chainId)],
);

export type StoreRow = typeof stores.$inferSelect;
