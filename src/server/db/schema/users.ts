import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const subscriptionStatuses = ["free", "active", "canceled"] as const;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    oidcSubject: text("oidc_subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    subscriptionStatus: text("subscription_status", { enum: subscriptionStatuses }).notNull().default("free"),
    subscriptionCanceledAt: timestamp("subscription_canceled_at", { withTimezone: true }),
    subscriptionCurrentPeriodEnd: timestamp("subscription_current_period_end", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    isFamilyPremium: boolean("is_family_premium").notNull().default(false),
    // Raised by triggers (migration 0005) whenever the user's cart entries or preferences change, so
    // a priced cart is identified by (cart_version, catalog_state.version) without reading it.
    cartVersion: bigint("cart_version", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    // E-mail identity is case-insensitive: one account per address whatever its casing.
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("users_oidc_subject_key").on(table.oidcSubject),
    index("users_stripe_customer_idx").on(table.stripeCustomerId),
  ],
);

export type UserRow = typeof users.$inferSelect;
