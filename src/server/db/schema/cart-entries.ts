import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { MATCH_MODES } from "../../../domain/comparison/equivalents";
import { groceryItems } from "./grocery-items";
import { users } from "./users";

export const cartEntries = pgTable(
  "cart_entries",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => groceryItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    // Ticked off in the shopping list (decision 022): kept on the server so every device sees it.
    checked: boolean("checked").notNull().default(false),
    // "exact": this item only; "any": the cheapest item of its product group at each store (decision 011).
    matchMode: text("match_mode", { enum: MATCH_MODES }).notNull().default("exact"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_entries_user_item_key").on(table.userId, table.itemId),
    // Whose carts hold an item: the contributions' "shoppers who used your prices", and an item's deletion.
    index("cart_entries_item_idx").on(table.itemId),
    check("cart_entries_quantity_check", sql`${table.quantity} between 1 and 99`),
    check("cart_entries_match_mode_check", sql`${table.matchMode} in ('exact', 'any')`),
  ],
);
