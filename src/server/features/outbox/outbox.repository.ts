import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMessages, type NewOutboxMessage, type OutboxMessageRow } from "../../db/schema/index";

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage, dueAt: Date): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...message, nextAttemptAt: dueAt })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

// Stryker disable next-line ObjectLiteral,BooleanLiteral: waiting for a row another sender is claiming only delays; after the wait the row is no longer due and is left out
const SKIP_LOCKED = { skipLocked: true } as const;

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
    .for("update", SKIP_LOCKED);
  const rows = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: leaseUntil, attempts: sqlIncrement() })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

const sqlIncrement = () => sql`${outboxMessages.attempts} + 1`;

/** A claim is identified by the attempt number it counted: a later claim by another sender counts the next. */
const claimOf = (id: number, attempts: number) =>
  and(eq(outboxMessages.id, id), eq(outboxMessages.status, "queued"), eq(outboxMessages.attempts, attempts));

/** Extends the claim made with `attempts` to `leaseUntil`; false when another sender has claimed the message since (or it is done). */
export async function renewClaim(db: Db, id: number, attempts: number, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: leaseUntil })
    .where(claimOf(id, attempts))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** Records a send; also when another sender claimed the message meanwhile: it did go out. */
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

/** A failed attempt: retried at `retryAt`, or given up (status failed) when `retryAt` is null; only while the claim is ours. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: "failed" })
    .where(claimOf(id, attempts));
}

export async function listLatest(db: Db, limit: number, userId: string | null = null): Promise<OutboxMessageRow[]> {
  const query = db.select().from(outboxMessages);
  return (userId === null ? query : query.where(eq(outboxMessages.userId, userId))).orderBy(desc(outboxMessages.id)).limit(limit);
}
