import { getTableColumns, sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** While a checkout is being started for the user (review R33): a second start waits for it, never makes another. */
    subscriptionStartClaimedAt: timestamp("subscription_start_claimed_at", { withTimezone: true }),
  },
  (table) => [
    // E-mail identity is case-insensitive: one account per address whatever its casing.
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("users_oidc_subject_key").on(table.oidcSubject),
    index("users_stripe_customer_idx").on(table.stripeCustomerId),
  ],
);

/**
 * Family Premium (spec §4): the user's e-mail is on the family list, in any casing. Derived in the
 * statement that reads the user (an index lookup on lower(family_members.email)), so an addition or
 * a removal shows on the next request on every instance, with nothing stored to keep in step.
 */
export const isFamilyPremium = sql<boolean>`exists (select 1 from family_members where lower(family_members.email) = lower(${users.email}))`;

/** Every column of a user, plus isFamilyPremium: what select(userColumns) and returning(userColumns) read. */
export const userColumns = { ...getTableColumns(users), isFamilyPremium };

/** A user as stored. */
export type UserRecord = typeof users.$inferSelect;
/** A user with Family Premium as the family list says at the time of the read (userColumns). */
export type UserRow = UserRecord & { isFamilyPremium: boolean };
