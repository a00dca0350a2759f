import { index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const adminAuditActions = [
  "family_member.added",
  "family_member.removed",
  "price_report.approved",
  "price_report.rejected",
  // An admin opened the photo of a receipt behind a held price (issue 32, decision 064).
  "receipt.photo_viewed",
  // An admin asked for a receipt's photo and was refused (not behind a held price, or none kept): probes leave a trace.
  "receipt.photo_refused",
] as const;

/**
 * What admins did, written in the same transaction as the action: who (id and e-mail at the time,
 * kept when the account goes), what, about whom, and when.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial("id").primaryKey(),
    adminUserId: uuid("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: adminAuditActions }).notNull(),
    subjectName: text("subject_name").notNull(),
    subjectEmail: text("subject_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_audit_created_idx").on(table.createdAt)],
);
export type AdminAuditRow = typeof adminAudit.$inferSelect;
