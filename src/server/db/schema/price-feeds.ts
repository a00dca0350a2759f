import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per live price source (today only `kroger`): the day's call count against the source's
 * daily limit, the refresh lease that keeps two app instances from refreshing at once, and how the
 * last refresh went, which `/api/pricing-status` reports.
 */
export const priceFeeds = pgTable("price_feeds", {
  source: text("source").primaryKey(),
  /** The UTC day the counts below belong to; a new day starts them at zero. */
  budgetDay: date("budget_day", { mode: "string" }),
  productCalls: integer("product_calls").notNull().default(0),
  locationCalls: integer("location_calls").notNull().default(0),
  /** A refresh under way holds the feed until then; a crashed one is taken over after it. */
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  /** The end of the last refresh that read every linked store; prices are fresh for a while after it. */
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** Why the last attempt fell short (null after a full refresh). */
  lastError: text("last_error"),
});

export type PriceFeedRow = typeof priceFeeds.$inferSelect;
