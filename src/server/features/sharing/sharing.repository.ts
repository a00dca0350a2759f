import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
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
