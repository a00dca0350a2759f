import { and, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { currentPrices } from "../../db/schema/index";

/** The columns a priced item needs from current_prices (also built as JSON by the cart's one-statement read). */
export const currentPriceColumns = {
  itemId: currentPrices.itemId,
  chainId: currentPrices.chainId,
  storeId: currentPrices.storeId,
  cents: currentPrices.cents,
  source: currentPrices.source,
  observedAt: currentPrices.observedAt,
  observedPrecision: currentPrices.observedPrecision,
};

/**
 * The current observation (decision 016) of these items at each place: chain-wide at these chains,
 * or at one of these stores.
 */
export function findPriceRows(db: Db, itemIds: readonly number[], chainIds: readonly number[], storeIds: readonly number[]) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,ArrayDeclaration: without items or chains the query answers no rows either (an empty inArray is false) and rows of no chain price nothing; this only saves a round trip
  if (itemIds.length === 0 || chainIds.length === 0) return Promise.resolve([]);
  return db
    .select(currentPriceColumns)
    .from(currentPrices)
    .where(
      and(
        inArray(currentPrices.itemId, [...itemIds]),
        inArray(currentPrices.chainId, [...chainIds]),
        // Chain-wide prices, and those of these stores (an empty inArray is false: none).
        or(isNull(currentPrices.storeId), inArray(currentPrices.storeId, [...storeIds])),
      ),
    );
}
