import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const outboxChannels = ["sms", "email"] as const;
export const outboxStatuses = ["queued", "sent", "failed"] as const;

/**
 * Every text message and e-mail, written in the same transaction as the action that caused it and
 * delivered afterwards with retries (the transactional outbox): nothing is lost when the provider is
 * down or the process dies between the action and the delivery.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    // Who caused it (limits are counted per user); kept when the account goes.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // What caused it: "sms", "suggestion", "recurring-order", ...
    kind: text("kind").notNull(),
    channel: text("channel", { enum: outboxChannels }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    // A text's parts as the carrier bills them (GSM-7: 160 characters, 153 in a long text; UCS-2: 70/67);
    // null for e-mail. Counted against the daily budgets (issue 27 item 4).
    segments: integer("segments"),
    replyTo: text("reply_to"),
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // Which transport delivered it (twilio, smtp, or local when no service is configured), and its id there.
    transport: text("transport"),
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_messages_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index("outbox_messages_user_channel_idx").on(table.userId, table.channel, table.createdAt),
    index("outbox_messages_created_idx").on(table.createdAt),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  "userId" | "kind" | "channel" | "recipient" | "subject" | "body" | "replyTo" | "segments" | "createdAt"
>;
