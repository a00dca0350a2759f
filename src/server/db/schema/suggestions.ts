import { index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Suggestions sent from 'Make App Better'; each is also e-mailed to the team (through the outbox). */
export const suggestions = pgTable(
  "suggestions",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    suggestion: text("suggestion").notNull(),
    // Where the team replies (Reply-To of the e-mail).
    userEmail: text("user_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("suggestions_user_created_idx").on(table.userId, table.createdAt)],
);
export type SuggestionRow = typeof suggestions.$inferSelect;
