import { and, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";

/** Every price row for these items at these chains, chain-wide or for one of these stores. */
export function findPriceRows(db: Db, itemIds: readonly number[], chainIds: readonly number[], storeIds: readonly number[]) {
  if (itemIds.length === 0 || chainIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      itemId: prices.itemId,
      chainId: prices.chainId,
      storeId: prices.storeId,
      cents: prices.cents,
      source: prices.source,
      observedAt: prices.observedAt,
    })
    .from(prices)
    .where(
      and(
        inArray(prices.itemId, [...itemIds]),
        inArray(prices.chainId, [...chainIds]),
        storeIds.length > 0 ? or(isNull(prices.storeId), inArray(prices.storeId, [...storeIds])) : isNull(prices.storeId),
      ),
    );
}
