import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chains, prices, stores } from "../../db/schema/index";

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

/** Linked stores, the one whose Kroger prices are oldest (or missing) first. */
export function findLinkedStores(db: Db) {
  const lastRead = sql`(select max(${prices.observedAt}) from ${prices} where ${prices.storeId} = ${stores.id} and ${prices.source} = 'store-api')`;
  return db
    .select({ id: stores.id, chainId: stores.chainId, locationId: sql<string>`${stores.krogerLocationId}` })
    .from(stores)
    .where(isNotNull(stores.krogerLocationId))
    .orderBy(sql`${lastRead} asc nulls first`, asc(stores.id));
}
