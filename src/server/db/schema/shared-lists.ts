import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A list shared by link: a snapshot of the owner's cart when it was shared. The id is the secret
 * in the link (128 random bits, base64url), so lists cannot be enumerated.
 */
export const sharedLists = pgTable(
  "shared_lists",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when the owner deletes it: the link stops working but the row still counts toward the daily limit.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // When the link was last opened, refreshed at most once a day; lists unseen for a year are removed (decision 045).
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("shared_lists_user_created_idx").on(table.userId, table.createdAt),
    index("shared_lists_last_viewed_idx").on(table.lastViewedAt),
    // Deleted lists are kept only while they count toward the daily limit; the retention job finds them here.
    index("shared_lists_deleted_created_idx").on(table.createdAt).where(sql`${table.deletedAt} is not null`),
  ],
);

/**
 * The items of a shared list, copied from the cart (name, brand and unit included), so later changes
 * to the cart or the catalog do not alter what was shared. item_id has no foreign key on purpose: an
 * item that leaves the catalog stays on the list and is skipped when the list is copied to a cart.
 */
export const sharedListItems = pgTable(
  "shared_list_items",
  {
    id: serial("id").primaryKey(),
    listId: text("list_id")
      .notNull()
      .references(() => sharedLists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: integer("item_id").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    unit: text("unit").notNull(),
    quantity: integer("quantity").notNull(),
    notes: text("notes"),
  },
  (table) => [
    index("shared_list_items_list_idx").on(table.listId, table.position),
    check("shared_list_items_quantity_check", sql`${table.quantity} between 1 and 99`),
  ],
);

export type SharedListRow = typeof sharedLists.$inferSelect;
