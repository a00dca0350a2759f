import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { groceryItems } from "./grocery-items";
import { users } from "./users";

export const recurringFrequencies = ["weekly", "monthly"] as const;

/**
 * A cart a Premium shopper wants refilled every week or month. `anchorAt` is the creation instant the
 * schedule counts from (monthly dates keep its day of the month), `nextOrderAt` the next due date.
 */
export const recurringOrders = pgTable(
  "recurring_orders",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: recurringFrequencies }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    anchorAt: timestamp("anchor_at", { withTimezone: true }).notNull(),
    nextOrderAt: timestamp("next_order_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("recurring_orders_user_idx").on(table.userId, table.createdAt),
    index("recurring_orders_due_idx")
      .on(table.nextOrderAt)
      .where(sql`${table.isActive}`),
    check("recurring_orders_frequency_check", sql`${table.frequency} in ('weekly', 'monthly')`),
  ],
);
export type RecurringOrderRow = typeof recurringOrders.$inferSelect;

export const recurringOrderItems = pgTable(
  "recurring_order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => recurringOrders.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => groceryItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    uniqueIndex("recurring_order_items_order_item_key").on(table.orderId, table.itemId),
    check("recurring_order_items_quantity_check", sql`${table.quantity} between 1 and 99`),
  ],
);
