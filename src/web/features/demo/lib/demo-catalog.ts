import type { PriceTable } from "../../../../domain/comparison/cart-pricing";
import { demoPriceTable } from "../../../../domain/demo/demo-prices";
import { SAMPLE_ITEMS, SAMPLE_STORES, type SampleItem, type SampleStore } from "../../../../domain/demo/sample-data";

/** demoPriceTable answers [itemId][storeId]; the comparison rules read [storeId][itemId]. */
export function toStorePriceTable(byItem: Readonly<Record<string, Readonly<Record<string, number>>>>): PriceTable {
  const byStore: Record<string, Record<string, number>> = {};
  for (const [itemId, row] of Object.entries(byItem)) {
    for (const [storeId, cents] of Object.entries(row)) (byStore[storeId] ??= {})[itemId] = cents;
  }
  return byStore;
}

/** Every sample item priced at every sample store, computed once: the demo never calls the API for prices. */
export const DEMO_PRICES: PriceTable = toStorePriceTable(demoPriceTable(SAMPLE_ITEMS, SAMPLE_STORES));

export const SAMPLE_ITEMS_BY_ID: ReadonlyMap<string, SampleItem> = new Map(SAMPLE_ITEMS.map((item) => [item.id, item]));
export const SAMPLE_STORES_BY_ID: ReadonlyMap<string, SampleStore> = new Map(SAMPLE_STORES.map((store) => [store.id, store]));

/** "Whole Milk (Turner's)": brands of one item share a name, so the brand tells cart lines apart. */
export const itemLabel = (item: Pick<SampleItem, "name" | "brand">) => `${item.name} (${item.brand})`;
