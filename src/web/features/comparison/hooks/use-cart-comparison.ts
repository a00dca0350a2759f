import { useMemo } from "react";
import { compareStores, type StoreComparison } from "../../../../domain/comparison/compare-stores";
import { computeSmartSplit, type SmartSplit } from "../../../../domain/comparison/smart-split";
import { storesToCompare } from "../../../../domain/comparison/stores-to-compare";
import type { CartEntry, CartStorePrice, Store } from "../../../../domain/contracts/catalog";
import { buildPriceTable, isEstimate, priceLookup, pricedStoreIds, toCartLines } from "../lib/price-table";

export type CartComparison = {
  entries: readonly CartEntry[];
  /** The stores being compared: the selected ones, or the first 3 when none is selected. */
  columns: Store[];
  /** True when no store is selected and the nearest ones stand in. */
  usingDefaultStores: boolean;
  /** Compared stores the cart already has prices for (all of them when the cart is empty). */
  pricedColumns: Store[];
  /** Compared stores whose prices have not arrived yet (the selection just changed). */
  pendingColumns: Store[];
  comparison: StoreComparison;
  /** Null with fewer than two priced stores or an empty cart. */
  smartSplit: SmartSplit | null;
  /** Some price shown comes from the estimate model, so the page must say so. */
  hasEstimates: boolean;
  priceAt: (itemId: string, storeId: number) => CartStorePrice | undefined;
  storeById: (storeId: string) => Store | undefined;
};

/** Prices the cart at the compared stores with the shared comparison rules. */
export function useCartComparison(
  entries: readonly CartEntry[],
  stores: readonly Store[],
  selectedIds: readonly number[],
): CartComparison {
  return useMemo(() => {
    const columns = storesToCompare(
      selectedIds.map(String),
      stores.map((store) => ({ id: String(store.id), chainId: store.chainId, store })),
    ).map((choice) => choice.store);
    const priced = pricedStoreIds(entries);
    const pricedColumns = entries.length === 0 ? columns : columns.filter((store) => priced.has(store.id));
    const lines = toCartLines(entries);
    const table = buildPriceTable(entries);
    const storeIds = pricedColumns.map((store) => String(store.id));
    const byId = new Map(columns.map((store) => [String(store.id), store]));
    return {
      entries,
      columns,
      usingDefaultStores: !stores.some((store) => selectedIds.includes(store.id)),
      pricedColumns,
      pendingColumns: columns.filter((store) => !pricedColumns.includes(store)),
      comparison: compareStores(lines, storeIds, table),
      smartSplit: lines.length > 0 && storeIds.length >= 2 ? computeSmartSplit(lines, storeIds, table) : null,
      hasEstimates: entries.some((entry) => entry.storePrices.some(isEstimate)),
      priceAt: priceLookup(entries),
      storeById: (storeId) => byId.get(storeId),
    };
  }, [entries, stores, selectedIds]);
}
