import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sharedListItems, sharedLists, users } from "../../db/schema/index";

export type NewSharedListItem = Omit<typeof sharedListItems.$inferInsert, "id" | "listId">;

/** Lists the user shared since `since`, deleted ones included. */
export async function countSharedSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sharedLists)
    .where(and(eq(sharedLists.userId, userId), gt(sharedLists.createdAt, since)));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

export async function insertSharedList(
  db: Db,
  list: { id: string; userId: string; title: string; description: string | null },
  items: readonly NewSharedListItem[],
): Promise<void> {
  await db.insert(sharedLists).values(list);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty cart is refused before a list is made
  if (items.length > 0) await db.insert(sharedListItems).values(items.map((item) => ({ ...item, listId: list.id })));
}

/** A live (not deleted) list with its owner's names. */
export async function findSharedList(db: Db, id: string) {
  const [row] = await db
    .select({
      id: sharedLists.id,
      userId: sharedLists.userId,
      title: sharedLists.title,
      description: sharedLists.description,
      createdAt: sharedLists.createdAt,
      lastViewedAt: sharedLists.lastViewedAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(sharedLists)
    .innerJoin(users, eq(users.id, sharedLists.userId))
    .where(and(eq(sharedLists.id, id), isNull(sharedLists.deletedAt)));
  return row;
}

export function listSharedListItems(db: Db, listId: string) {
  return db
    .select()
    .from(sharedListItems)
    .where(eq(sharedListItems.listId, listId))
    .orderBy(asc(sharedListItems.position), asc(sharedListItems.id));
}

/** The user's live lists, newest first, with their item counts. */
export function listOwnLists(db: Db, userId: string) {
  return db
    .select({
      id: sharedLists.id,
      title: sharedLists.title,
      description: sharedLists.description,
      createdAt: sharedLists.createdAt,
      itemCount: count(sharedListItems.id),
    })
    .from(sharedLists)
    .leftJoin(sharedListItems, eq(sharedListItems.listId, sharedLists.id))
    .where(and(eq(sharedLists.userId, userId), isNull(sharedLists.deletedAt)))
    .groupBy(sharedLists.id)
    .orderBy(desc(sharedLists.createdAt), desc(sharedLists.id));
}

/**
 * Deletes the owner's live list: its items go and its text is blanked; the row stays, marked deleted,
 * so it keeps counting toward the daily limit. False when the user has no such live list.
 */
export async function deleteOwnList(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sharedLists)
      .set({ deletedAt: new Date(), title: "", description: null })
      .where(and(eq(sharedLists.id, id), eq(sharedLists.userId, userId), isNull(sharedLists.deletedAt)))
      .returning({ id: sharedLists.id });
    if (rows.length === 0) return false;
    await tx.delete(sharedListItems).where(eq(sharedListItems.listId, id));
    return true;
  });
}

/** The user's live (not deleted) lists. */
export async function countLiveLists(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sharedLists)
    .where(and(eq(sharedLists.userId, userId), isNull(sharedLists.deletedAt)));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

/** Records a view of the list at `now` unless one was recorded after `refreshAfter` (so most views do not write). */
export async function recordListView(db: Db, id: string, now: Date, refreshAfter: Date): Promise<void> {
  await db
    .update(sharedLists)
    .set({ lastViewedAt: now })
    .where(and(eq(sharedLists.id, id), lt(sharedLists.lastViewedAt, refreshAfter)));
}

const REMOVAL_BATCH = 500;

/**
 * Removes, in batches that other instances skip past, live lists last viewed before `unseenSince` and deleted lists
 * created at or before `deletedSharedBy` (their items go by cascade). Answers how many lists went.
 */
export async function removeSharedLists(db: Db, unseenSince: Date, deletedSharedBy: Date): Promise<number> {
  const removeWhere = async (where: SQL | undefined): Promise<number> => {
    let removed = 0;
    for (;;) {
      const batch = db
        .select({ id: sharedLists.id })
        .from(sharedLists)
        .where(where)
        .limit(REMOVAL_BATCH)
        .for("update", { skipLocked: true });
      const rows = await db
        .delete(sharedLists)
        .where(sql`${sharedLists.id} in (${batch})`)
        .returning({ id: sharedLists.id });
      removed += rows.length;
      if (rows.length < REMOVAL_BATCH) return removed;
    }
  };
  return (
    (await removeWhere(and(isNull(sharedLists.deletedAt), lt(sharedLists.lastViewedAt, unseenSince)))) +
    (await removeWhere(and(isNotNull(sharedLists.deletedAt), lte(sharedLists.createdAt, deletedSharedBy))))
  );
}
