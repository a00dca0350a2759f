import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartEntries, chains, favorites, groceryItems, recurringOrderItems, stores } from "../../db/schema/index";
import { CATALOG_GTINS } from "../../db/seed/data/gtins";

/** Stores of these chains not linked to a Kroger location and not asked about since `checkedBefore`. */
export function findStoresToLink(db: Db, chainSlugs: readonly string[], checkedBefore: Date, limit: number) {
  return db
    .select({ id: stores.id, address: stores.address, zip: stores.zip, latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(
      and(
        inArray(chains.slug, [...chainSlugs]),
        isNull(stores.krogerLocationId),
        or(isNull(stores.krogerCheckedAt), lt(stores.krogerCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${stores.krogerCheckedAt} asc nulls first`, asc(stores.id))
    .limit(limit);
}

/** Records that a store was asked about, and its location id when it was found and no other store has it. */
export async function recordStoreLink(db: Db, storeId: number, locationId: string | null, now: Date): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression: no store holds a null location id
  if (locationId !== null) {
    // Stryker disable next-line ObjectLiteral: the lookup's row is never the store itself (only unlinked stores are asked about)
    const [taken] = await db.select({ id: stores.id }).from(stores).where(eq(stores.krogerLocationId, locationId));
    // Stryker disable next-line ConditionalExpression: the lookup's row is never the store itself (only unlinked stores are asked about)
    if (taken && taken.id !== storeId) locationId = null;
  }
  // Stryker disable next-line ConditionalExpression: writing a null location id to a store not linked yet changes nothing
  const link = locationId !== null ? { krogerLocationId: locationId } : {};
  await db
    .update(stores)
    .set({ krogerCheckedAt: now, ...link })
    .where(eq(stores.id, storeId));
  return locationId !== null;
}

/**
 * Linked stores not read completely since `readBefore`, the one read longest ago (or never) first: the refresh's
 * resume point (review R4). A run that stops at its bound leaves the rest first in line for the next run.
 */
export function findLinkedStores(db: Db, readBefore: Date) {
  return db
    .select({ id: stores.id, chainId: stores.chainId, locationId: sql<string>`${stores.krogerLocationId}` })
    .from(stores)
    .where(and(isNotNull(stores.krogerLocationId), or(isNull(stores.krogerReadAt), lte(stores.krogerReadAt, readBefore))))
    .orderBy(sql`${stores.krogerReadAt} asc nulls first`, asc(stores.id));
}

/** Linked stores in all. */
export async function countLinkedStores(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(stores)
    .where(isNotNull(stores.krogerLocationId));
  return row?.n ?? 0;
}

/** Records that every product of the store was read at `now`. */
export async function recordStoreRead(db: Db, storeId: number, now: Date): Promise<void> {
  await db.update(stores).set({ krogerReadAt: now }).where(eq(stores.id, storeId));
}

/**
 * The items whose Kroger prices a refresh reads, with their barcodes (review R4): the seed's items that have one (their
 * column or the seed's list) and imported items (decision 062) that someone uses, in a cart, a favorite or a recurring
 * order. An imported barcode nobody uses is not read, so the refresh costs what shoppers buy, not the import's size.
 */
export async function findItemsToRead(db: Db): Promise<{ id: number; key: string; barcode: string | null }[]> {
  const listed = Object.keys(CATALOG_GTINS);
  const used = (table: typeof cartEntries | typeof favorites | typeof recurringOrderItems) =>
    sql`exists (select 1 from ${table} where ${table.itemId} = ${groceryItems.id})`;
  return db
    .select({ id: groceryItems.id, key: groceryItems.key, barcode: groceryItems.barcode })
    .from(groceryItems)
    .where(
      and(
        or(isNotNull(groceryItems.barcode), listed.length > 0 ? inArray(groceryItems.key, listed) : undefined),
        or(sql`${groceryItems.key} not like 'gtin-%'`, used(cartEntries), used(favorites), used(recurringOrderItems)),
      ),
    )
    .orderBy(asc(groceryItems.id));
}
