import { sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The family list: people an admin gave Premium for free, by e-mail. A user whose e-mail is on it is
 * Family Premium: the statements that read a user derive it from this list (isFamilyPremium in
 * users.ts), so every reader sees the list as it is now.
 */
export const familyMembers = pgTable(
  "family_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // As the admin typed it; compared case-insensitively.
    email: text("email").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).defaultNow(),
  },
  (table) => [uniqueIndex("family_members_email_lower_key").on(sql`lower(${table.email})`)],
);
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
