import { and, asc, count, eq, gt, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMessages, suggestions } from "../../db/schema/index";

/** How many messages of `kind` the user caused since `since`, and the oldest one's time. */
export async function countMessagesSince(db: Db, userId: string, kind: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, kind), gt(outboxMessages.createdAt, since)));
  // Stryker disable next-line OptionalChaining: count() always returns one row
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/**
 * The text-message parts sent since `since` by one user (or by everyone, for null), and each text's time and
 * parts, oldest first (to tell when the budget frees up). A text from before parts were counted counts as one.
 */
export async function smsSegmentsSince(db: Db, since: Date, userId: string | null) {
  const times = await db
    .select({ at: outboxMessages.createdAt, segments: sql<number>`coalesce(${outboxMessages.segments}, 1)::int` })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, "sms"),
        gt(outboxMessages.createdAt, since),
        userId === null ? undefined : eq(outboxMessages.userId, userId),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt));
  return { segments: times.reduce((sum, text) => sum + text.segments, 0), times };
}

/** Serialises sends against the whole app's daily text budget (a transaction-scoped advisory lock). */
export async function lockSmsBudget(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sms-budget'))`);
}

export async function countSuggestionsSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(suggestions.createdAt) })
    .from(suggestions)
    .where(and(eq(suggestions.userId, userId), gt(suggestions.createdAt, since)));
  // Stryker disable next-line OptionalChaining: count() always returns one row
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function insertSuggestion(
  db: Db,
  values: { userId: string; title: string; suggestion: string; userEmail: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(suggestions).values(values).returning({ id: suggestions.id });
  return row!.id;
}
