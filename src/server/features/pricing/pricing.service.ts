import type { PricingStatus, StorePrice } from "../../../domain/contracts/catalog";
import { centsToDecimalString } from "../../../domain/money/money";
import { describePriceSource, formatObservedAt } from "../../../domain/pricing/provenance";
import { isSizeUnit, unitPrice } from "../../../domain/pricing/unit-price";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
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
  return !b || (a.storeId !== null && b.storeId === null);
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
 * Which price sources are live, and the true mix of the catalog's prices (decision 016). Live feeds
 * turn on with their keys.
 */
export async function pricingStatus(config: AppConfig, db: Db): Promise<PricingStatus> {
  const live = [{ name: "Kroger API", enabled: config.kroger !== undefined }];
  const { mix, response } = await getPriceMix(db);
  const available = ["Estimates (BLS/USDA averages and the team's own)", ...live.filter((s) => s.enabled).map((s) => s.name)];
  return {
    realTimePricing: live.some((s) => s.enabled),
    availableServices: available,
    missingServices: live.filter((s) => !s.enabled).map((s) => s.name),
    summary: response.summary,
    totalItems: mix.totalItems,
    anchoredItems: mix.anchoredItems,
    observedItems: mix.observedItems,
  };
}
