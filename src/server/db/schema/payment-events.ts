import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const paymentEventOutcomes = ["applied", "stale", "ignored"] as const;

/**
 * Every change of a user's subscription that came from the payment provider: webhook events (once per
 * provider event id, so redeliveries are no-ops) and reads made by the app itself (check, cancel,
 * local confirm). `occurredAt` is when the provider state was true; an event older than the newest
 * applied one for the same user is recorded as 'stale' and never overwrites newer state.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subscriptionId: text("subscription_id"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    outcome: text("outcome", { enum: paymentEventOutcomes }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    // The provider state the event carried: ties within one second are settled by it, and an ended
    // subscription is never brought back by a later-arriving update of the same subscription.
    subscriptionStatus: text("subscription_status", { enum: ["incomplete", "active", "canceled"] }),
    subscriptionEnded: boolean("subscription_ended").notNull().default(false),
  },
  (table) => [
    uniqueIndex("payment_events_provider_event_key").on(table.provider, table.eventId),
    index("payment_events_user_occurred_idx").on(table.userId, table.occurredAt),
    index("payment_events_ended_subscription_idx")
      .on(table.provider, table.subscriptionId)
      .where(sql`${table.subscriptionEnded}`),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export const localSubscriptionStatuses = ["incomplete", "active", "canceled"] as const;

/**
 * The local test-mode payment provider's own records (what Stripe would hold): kept in the database so
 * a pending checkout survives a restart and works across several app instances.
 */
export const localSubscriptions = pgTable(
  "local_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    status: text("status", { enum: localSubscriptionStatuses }).notNull().default("incomplete"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    lastPaymentError: text("last_payment_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("local_subscriptions_client_secret_key").on(table.clientSecret),
    index("local_subscriptions_user_idx").on(table.userId),
  ],
);

export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;
