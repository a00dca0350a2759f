import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";

export function findHistoryItem(db: Db, itemId: number) {
  return db
    .select({
      id: groceryItems.id,
      name: groceryItems.name,
      brand: groceryItems.brand,
      size: groceryItems.size,
      sizeUnit: groceryItems.sizeUnit,
    })
    .from(groceryItems)
    .where(eq(groceryItems.id, itemId))
    .then((rows) => rows[0]);
}

/**
 * The newest `limit` trusted observations of an item at every chain and store, newest first (the order
 * of decision 016: observedAt, then recordedAt, then id). Held and rejected shopper reports are not prices, except
 * that the viewer's own held reports count for the viewer, as in their comparison (decision 040).
 */
export function findTrustedObservations(db: Db, itemId: number, limit: number, viewerId: string | null = null) {
  return db
    .select({
      id: prices.id,
      chainId: prices.chainId,
      chainName: chains.name,
      storeId: prices.storeId,
      storeName: stores.name,
      cents: prices.cents,
      source: prices.source,
      sourceRef: prices.sourceRef,
      observedAt: prices.observedAt,
      observedPrecision: prices.observedPrecision,
    })
    .from(prices)
    .innerJoin(chains, eq(chains.id, prices.chainId))
    .leftJoin(stores, eq(stores.id, prices.storeId))
    .where(
      and(
        eq(prices.itemId, itemId),
        // Stryker disable next-line ConditionalExpression: with no viewer the other branch compares reported_by with null, which is never true: the same rows
        viewerId === null
          ? eq(prices.status, "trusted")
          : or(eq(prices.status, "trusted"), and(eq(prices.status, "held"), eq(prices.reportedBy, viewerId))),
      ),
    )
    .orderBy(desc(prices.observedAt), desc(prices.recordedAt), desc(prices.id))
    .limit(limit);
}
