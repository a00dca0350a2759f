import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { FavoriteFrequency } from "../../../domain/contracts/favorites";
import type { Db } from "../../db/client";
import { itemSummaryColumns } from "../catalog/catalog.repository";
import { favorites, groceryItems } from "../../db/schema/index";

export function listFavorites(db: Db, userId: string) {
  return db
    .select({
      id: favorites.id,
      itemId: favorites.itemId,
      frequency: favorites.frequency,
      notes: favorites.notes,
      item: itemSummaryColumns,
    })
    .from(favorites)
    .innerJoin(groceryItems, eq(groceryItems.id, favorites.itemId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.id));
}

export async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

/** Removes the favorite of this item; true when there was one. */
export async function deleteByItem(db: Db, userId: string, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

export async function insertFavorite(db: Db, userId: string, itemId: number): Promise<void> {
  await db.insert(favorites).values({ userId, itemId }).onConflictDoNothing();
}

/** Changes only the caller's own favorite; false when there is none with that id. */
export async function updateFavorite(
  db: Db,
  userId: string,
  id: number,
  patch: { frequency?: FavoriteFrequency; notes?: string },
): Promise<boolean> {
  const rows = await db
    .update(favorites)
    .set(patch)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

export async function deleteFavorite(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

/** The caller's favorites with these ids (all of them when ids is undefined): id and item. */
export function findFavoriteItems(db: Db, userId: string, ids?: readonly number[]) {
  const mine = eq(favorites.userId, userId);
  return db
    .select({ id: favorites.id, itemId: favorites.itemId })
    .from(favorites)
    .where(ids === undefined ? mine : and(mine, inArray(favorites.id, [...ids])))
    .orderBy(asc(favorites.createdAt), asc(favorites.id));
}
