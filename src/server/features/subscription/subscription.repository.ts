import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents, userColumns, users, type UserRow } from "../../db/schema/index";

export type PaymentEventOutcome = "applied" | "stale" | "ignored";

export type SubscriptionFields = Pick<
  UserRow,
  "subscriptionStatus" | "subscriptionCanceledAt" | "subscriptionCurrentPeriodEnd" | "stripeSubscriptionId"
>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The user a provider object belongs to: by our id in its metadata, else by the stored customer id. */
export async function findUserForProvider(db: Db, userId: string | null, customerId: string): Promise<UserRow | undefined> {
  if (userId && /^[0-9a-f-]{36}$/i.test(userId)) {
    const byId = await findUserById(db, userId);
    if (byId) return byId;
  }
  // Stryker disable next-line ConditionalExpression: no user has an empty customer id, so the lookup below would find nobody too
  if (!customerId) return undefined;
  const [row] = await db.select(userColumns).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row;
}

/** Locks the user row until the transaction ends, so concurrent events for one user apply one at a time. */
// Stryker disable next-line BlockStatement: the caller falls back to the row it read; only concurrent events, which no test can order, tell the lock apart
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).for("update");
  return row;
}

/**
 * Claims the start of a checkout for the user (review R33): the user's row as it is now when the claim is taken,
 * undefined while another start holds one younger than `staleBefore` (a start that crashed frees it that way).
 */
export async function claimSubscriptionStart(
  db: Db,
  userId: string,
  claimedAt: Date,
  staleBefore: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ subscriptionStartClaimedAt: claimedAt })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.subscriptionStartClaimedAt), lt(users.subscriptionStartClaimedAt, staleBefore)),
      ),
    )
    .returning(userColumns);
  return row;
}

/** Moves a held claim on to `next`; false when another start has taken it over since. */
export async function renewSubscriptionStart(db: Db, userId: string, heldAt: Date, next: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ subscriptionStartClaimedAt: next })
    .where(and(eq(users.id, userId), eq(users.subscriptionStartClaimedAt, heldAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends the claim taken at `claimedAt`, unless a later start has taken it over since. */
export async function releaseSubscriptionStart(db: Db, userId: string, claimedAt: Date): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionStartClaimedAt: null })
    .where(and(eq(users.id, userId), eq(users.subscriptionStartClaimedAt, claimedAt)));
}

export async function saveProviderIds(
  db: Db,
  userId: string,
  ids: { customerId: string; subscriptionId: string },
): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: ids.customerId, stripeSubscriptionId: ids.subscriptionId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateSubscriptionFields(db: Db, userId: string, fields: SubscriptionFields): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(userColumns);
  if (!row) throw new Error(`User ${userId} vanished during a subscription update`);
  return row;
}

/** Records an event once; false when this provider event id was already recorded (a redelivery). */
export type PaymentEventInput = {
  provider: "stripe" | "local";
  eventId: string;
  type: string;
  userId: string | null;
  subscriptionId: string;
  occurredAt: Date;
  outcome: PaymentEventOutcome;
  subscriptionStatus: "incomplete" | "active" | "canceled";
  subscriptionEnded: boolean;
};

export async function recordPaymentEvent(db: Db, event: PaymentEventInput): Promise<number | null> {
  const [row] = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

export async function setPaymentEventOutcome(db: Db, id: number, outcome: PaymentEventOutcome): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

export type AppliedState = { occurredAt: Date; subscriptionId: string | null; subscriptionStatus: string | null };

/** The newest provider state applied to this user: when it was true, and which subscription and status it was. */
export async function latestApplied(db: Db, userId: string): Promise<AppliedState | null> {
  const [row] = await db
    .select({
      occurredAt: paymentEvents.occurredAt,
      subscriptionId: paymentEvents.subscriptionId,
      subscriptionStatus: paymentEvents.subscriptionStatus,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.userId, userId), eq(paymentEvents.outcome, "applied")))
    .orderBy(desc(paymentEvents.occurredAt), desc(paymentEvents.id))
    .limit(1);
  return row ?? null;
}

/** Whether the provider ever reported this subscription as ended (whatever the event's outcome). */
export async function hasEnded(db: Db, provider: "stripe" | "local", subscriptionId: string): Promise<boolean> {
  // Stryker disable next-line ObjectLiteral: only whether a row exists is read, not its columns
  const existence = { id: paymentEvents.id };
  const [row] = await db
    .select(existence)
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.subscriptionId, subscriptionId),
        eq(paymentEvents.subscriptionEnded, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
