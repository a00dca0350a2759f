import type { ChainPriceHistory, PriceHistoryResponse } from "../../../domain/contracts/price-history";
import { centsToDecimalString } from "../../../domain/money/money";
import { describePriceSource, formatObservedAt, shopperProofOf, standInOf } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { findHistoryItem, findTrustedObservations } from "./price-history.repository";

/** Enough for years of daily store prices at a few chains; a longer history is cut to its newest part. */
export const PRICE_HISTORY_LIMIT = 2000;

/**
 * An item's price history (issue 15 part 7): per chain, oldest first, every trusted observation with
 * its source and date. Chains in name order; a chain that never priced the item is not listed.
 */
export async function getPriceHistory(
  db: Db,
  itemId: number,
  limit = PRICE_HISTORY_LIMIT,
  viewerId: string | null = null,
): Promise<PriceHistoryResponse> {
  const item = await findHistoryItem(db, itemId);
  if (!item) throw new HttpError(404, "Item not found");
  const rows = await findTrustedObservations(db, itemId, limit + 1, viewerId);
  const truncated = rows.length > limit;
  const byChain = new Map<number, ChainPriceHistory>();
  for (const row of rows.slice(0, limit).reverse()) {
    let chain = byChain.get(row.chainId);
    if (!chain) byChain.set(row.chainId, (chain = { chainId: row.chainId, chainName: row.chainName, observations: [] }));
    chain.observations.push({
      id: row.id,
      price: centsToDecimalString(row.cents),
      source: row.source,
      sourceLabel: describePriceSource(
        row.source,
        row.observedAt,
        row.observedPrecision,
        shopperProofOf(row.source, row.sourceRef),
        standInOf(row.source, row.sourceRef),
      ),
      observedAt: formatObservedAt(row.observedAt, row.observedPrecision),
      // The store is left-joined by its id: its name is there exactly when the id is.
      store: row.storeId === null ? null : { id: row.storeId, name: row.storeName! },
    });
  }
  const chains = [...byChain.values()].sort((a, b) => a.chainName.localeCompare(b.chainName, "en-US"));
  return { item, chains, truncated };
}
