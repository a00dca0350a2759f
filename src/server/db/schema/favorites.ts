import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { groceryItems } from "./grocery-items";
import { users } from "./users";

export const favoriteFrequencies = ["daily", "weekly", "monthly"] as const;

/** Items a Premium shopper buys often: one row per (user, item). */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => groceryItems.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: favoriteFrequencies }).notNull().default("weekly"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("favorites_user_item_key").on(table.userId, table.itemId),
    check("favorites_frequency_check", sql`${table.frequency} in ('daily', 'weekly', 'monthly')`),
    check("favorites_notes_length_check", sql`char_length(${table.notes}) <= 500`),
  ],
);
export type FavoriteRow = typeof favorites.$inferSelect;
