import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMessages, type NewOutboxMessage, type OutboxMessageRow } from "../../db/schema/index";

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * Claims up to `limit` queued messages due at `now` for one delivery attempt: counts the attempt and
 * pushes next_attempt_at to `leaseUntil`, so no other sender (another instance, the scheduler or the
 * CLI) takes them meanwhile, and a sender that dies mid-way leaves them to be retried after the lease.
 * Rows another sender is claiming right now are skipped, not waited for.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxMessageRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, "queued"), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: leaseUntil, attempts: sqlIncrement() })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

const sqlIncrement = () => sql`${outboxMessages.attempts} + 1`;

export async function markSent(
  db: Db,
  id: number,
  fields: { transport: string; providerMessageId: string | null; sentAt: Date },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: "sent", ...fields, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "queued")));
}

/** A failed attempt: retried at `retryAt`, or given up (status failed) when `retryAt` is null. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: "failed" })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "queued")));
}

export async function listLatest(db: Db, limit: number): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
