import type { PricingStatus, StorePrice } from "../../../domain/contracts/catalog";
import { toStorePrice } from "../../../domain/cart/cart-response";
import { priceItemsAt } from "../../../domain/cart/store-prices";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { krogerFeedStatus } from "../price-import/kroger-prices.service";
import { getPriceMix } from "./price-mix.service";
import { findCurrentObservations } from "./pricing.repository";

type PricedItem = { id: number; size: number; sizeUnit: string };
type PricedStore = { id: number; chainId: number };

/**
 * The price of every item at every store (decision 016) as `viewerId` sees it (null: as every shopper does, the
 * viewer's own held reports aside; decision 040): one entry per store in the given order. A store that has no
 * price for an item is marked unavailable (price null), never priced at zero. Margins as of `now`.
 */
export async function priceItemsAtStores(
  db: Db,
  items: readonly PricedItem[],
  stores: readonly PricedStore[],
  viewerId: string | null = null,
  now = new Date(),
): Promise<Map<number, StorePrice[]>> {
  const observations = await findCurrentObservations(
    db,
    items.map((i) => i.id),
    [...new Set(stores.map((s) => s.chainId))],
    stores.map((s) => s.id),
    viewerId,
  );
  const priced = priceItemsAt(items, stores, observations, now);
  return new Map([...priced].map(([itemId, storePrices]) => [itemId, storePrices.map(toStorePrice)]));
}

/**
 * Which price sources are live, and the true mix of the catalog's prices (decision 016). Kroger's API
 * is live only while it is configured and its last full refresh is fresh (decision 019); when it is
 * configured but stale, the missing entry says why.
 */
export async function pricingStatus(config: AppConfig, db: Db, now = new Date()): Promise<PricingStatus> {
  const kroger = await krogerFeedStatus(db, config, now);
  const why = !kroger.configured
    ? null
    : kroger.lastError
      ? `last refresh failed: ${kroger.lastError}; earlier Kroger prices stay in use`
      : kroger.lastSuccessAt
        ? "no refresh for over a day"
        : "no refresh yet";
  const { mix, response } = await getPriceMix(db);
  return {
    realTimePricing: kroger.fresh,
    availableServices: ["Estimates (BLS/USDA averages and the team's own)", ...(kroger.fresh ? ["Kroger API"] : [])],
    missingServices: kroger.fresh ? [] : [why ? `Kroger API (${why})` : "Kroger API"],
    summary: response.summary,
    totalItems: mix.totalItems,
    anchoredItems: mix.anchoredItems,
    observedItems: mix.observedItems,
  };
}
