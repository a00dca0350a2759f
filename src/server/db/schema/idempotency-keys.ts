import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The outcome of each cart change sent with an `Idempotency-Key` header, per user, so a change queued
 * offline and sent again (a lost response, a retry) is applied once (decision 022). `status` is null
 * while the first request is still running. Rows older than a day are deleted.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** "METHOD /url": the same key sent for another request is refused. */
    request: text("request").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
