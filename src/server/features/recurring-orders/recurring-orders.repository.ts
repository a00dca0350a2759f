import { and, asc, count, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { GRACE_PERIOD_DAYS } from "../../../domain/premium/status";
import type { RecurringFrequency } from "../../../domain/contracts/recurring-orders";
import type { Db } from "../../db/client";
import { itemSummaryColumns } from "../catalog/catalog.repository";
import { groceryItems, isFamilyPremium, recurringOrderItems, recurringOrders, users } from "../../db/schema/index";

const orderColumns = {
  id: recurringOrders.id,
  userId: recurringOrders.userId,
  frequency: recurringOrders.frequency,
  isActive: recurringOrders.isActive,
  anchorAt: recurringOrders.anchorAt,
  nextOrderAt: recurringOrders.nextOrderAt,
  lastRunAt: recurringOrders.lastRunAt,
  createdAt: recurringOrders.createdAt,
};

export function listOrders(db: Db, userId: string) {
  return db
    .select(orderColumns)
    .from(recurringOrders)
    .where(eq(recurringOrders.userId, userId))
    .orderBy(asc(recurringOrders.createdAt), asc(recurringOrders.id));
}

export async function findOrder(db: Db, userId: string, id: number) {
  const [row] = await db
    .select(orderColumns)
    .from(recurringOrders)
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.userId, userId)));
  return row;
}

/** The items of these orders with their catalog fields, in the order they were added. */
export function listOrderItems(db: Db, orderIds: readonly number[]) {
  return db
    .select({
      orderId: recurringOrderItems.orderId,
      itemId: recurringOrderItems.itemId,
      quantity: recurringOrderItems.quantity,
      item: itemSummaryColumns,
    })
    .from(recurringOrderItems)
    .innerJoin(groceryItems, eq(groceryItems.id, recurringOrderItems.itemId))
    .where(inArray(recurringOrderItems.orderId, [...orderIds]))
    .orderBy(asc(recurringOrderItems.id));
}

export async function countOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recurringOrders).where(eq(recurringOrders.userId, userId));
  // Stryker disable next-line OptionalChaining: count() always returns its one row
  return row?.n ?? 0;
}

/** The order and its items, in one transaction. */
export async function insertOrder(
  db: Db,
  order: { userId: string; frequency: RecurringFrequency; createdAt: Date; anchorAt: Date; nextOrderAt: Date },
  items: readonly { itemId: number; quantity: number }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(recurringOrders).values(order).returning({ id: recurringOrders.id });
    await tx.insert(recurringOrderItems).values(items.map((item) => ({ orderId: row!.id, ...item })));
    return row!.id;
  });
}

export async function updateOrder(
  db: Db,
  userId: string,
  id: number,
  set: { isActive: boolean; nextOrderAt?: Date },
): Promise<void> {
  await db
    .update(recurringOrders)
    .set(set)
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.userId, userId)));
}

export async function deleteOrder(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(recurringOrders)
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.userId, userId)))
    .returning({ id: recurringOrders.id });
  return rows.length > 0;
}

/** Active orders due at `now` with their owners' plan fields, oldest due first (read without locks). */
export function findDueOrders(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: recurringOrders.id,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        createdAt: users.createdAt,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionCanceledAt: users.subscriptionCanceledAt,
        subscriptionCurrentPeriodEnd: users.subscriptionCurrentPeriodEnd,
        isFamilyPremium,
      },
    })
    .from(recurringOrders)
    .innerJoin(users, eq(users.id, recurringOrders.userId))
    .where(
      and(
        eq(recurringOrders.isActive, true),
        lte(recurringOrders.nextOrderAt, now),
        // Premium access at `now` (computePremiumStatus, which the caller still applies): users without
        // it are left out here, since their orders stay due and would otherwise fill every batch.
        or(
          eq(users.subscriptionStatus, "active"),
          isFamilyPremium,
          and(
            eq(users.subscriptionStatus, "canceled"),
            isNotNull(users.subscriptionCanceledAt),
            sql`greatest(${users.createdAt} + ${sql.raw(`interval '${GRACE_PERIOD_DAYS * 24} hours'`)}, ${users.subscriptionCurrentPeriodEnd}) > ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .orderBy(asc(recurringOrders.nextOrderAt), asc(recurringOrders.id))
    .limit(limit);
}

// Stryker disable next-line ObjectLiteral,BooleanLiteral: waiting for an order another instance is running only delays; after the wait it is no longer due and is left out
const SKIP_LOCKED = { skipLocked: true } as const;

/**
 * Locks the order for the caller's transaction if it is still active and due at `now`; undefined
 * when another instance holds it (SKIP LOCKED) or has already run it (its date moved on).
 */
export async function claimDueOrder(tx: Db, id: number, now: Date) {
  const [row] = await tx
    .select(orderColumns)
    .from(recurringOrders)
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.isActive, true), lte(recurringOrders.nextOrderAt, now)))
    .for("update", SKIP_LOCKED);
  return row;
}

export async function recordRun(tx: Db, id: number, ranAt: Date, nextOrderAt: Date): Promise<void> {
  await tx.update(recurringOrders).set({ lastRunAt: ranAt, nextOrderAt }).where(eq(recurringOrders.id, id));
}
