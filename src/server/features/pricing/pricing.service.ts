import type { PricingStatus, StorePrice } from "../../../domain/contracts/catalog";
import { centsToDecimalString } from "../../../domain/money/money";
import { describePriceSource, formatObservedAt } from "../../../domain/pricing/provenance";
import { isSizeUnit, unitPrice } from "../../../domain/pricing/unit-price";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { krogerFeedStatus } from "../price-import/kroger-prices.service";
import { getPriceMix } from "./price-mix.service";
import { findPriceRows } from "./pricing.repository";

type PricedItem = { id: number; size: number; sizeUnit: string };
type PricedStore = { id: number; chainId: number };
export type PriceRow = Awaited<ReturnType<typeof findPriceRows>>[number];

/**
 * Decision 016: the current price at a store is the newest trusted observation for that store, else
 * for its chain. current_prices already holds the newest per place; here the store's own beats its chain's.
 */
function better(a: PriceRow, b: PriceRow | undefined): boolean {
  // current_prices holds one row per place, so of two rows for one store, one is its own and the other its chain's.
  return !b || a.storeId !== null;
}

/**
 * The price of every item at every store: one entry per store in the given order. A store that has
 * no price for an item is marked unavailable (price null), never priced at zero.
 */
export async function priceItemsAtStores(
  db: Db,
  items: readonly PricedItem[],
  stores: readonly PricedStore[],
): Promise<Map<number, StorePrice[]>> {
  const rows = await findPriceRows(
    db,
    items.map((i) => i.id),
    [...new Set(stores.map((s) => s.chainId))],
    stores.map((s) => s.id),
  );
  return priceFromRows(items, stores, rows);
}

/** The same, from price rows already read (every row for these items at these stores' chains). */
export function priceFromRows(
  items: readonly PricedItem[],
  stores: readonly PricedStore[],
  rows: readonly PriceRow[],
): Map<number, StorePrice[]> {
  const best = new Map<string, PriceRow>();
  for (const row of rows) {
    for (const store of stores) {
      if (store.chainId !== row.chainId || (row.storeId !== null && row.storeId !== store.id)) continue;
      const key = `${row.itemId}:${store.id}`;
      if (better(row, best.get(key))) best.set(key, row);
    }
  }
  const result = new Map<number, StorePrice[]>();
  for (const item of items) {
    result.set(
      item.id,
      stores.map((store) => {
        const row = best.get(`${item.id}:${store.id}`);
        if (!row)
          return {
            storeId: store.id,
            price: null,
            available: false,
            unitPrice: null,
            source: null,
            sourceLabel: null,
            observedAt: null,
          };
        return {
          storeId: store.id,
          price: centsToDecimalString(row.cents),
          available: true,
          unitPrice: isSizeUnit(item.sizeUnit) ? unitPrice(row.cents, item.size, item.sizeUnit).label : null,
          source: row.source,
          sourceLabel: describePriceSource(row.source, row.observedAt, row.observedPrecision),
          observedAt: formatObservedAt(row.observedAt, row.observedPrecision),
        };
      }),
    );
  }
  return result;
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
