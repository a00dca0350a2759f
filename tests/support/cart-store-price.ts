import type { CartStorePrice, PricedItem } from "../../src/domain/contracts/catalog";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A cart entry's price at one store, as a shopper reported it: `cents` a pack of `item`, `packs` of it. */
export const reportedStorePrice = (storeId: number, item: PricedItem, cents: number, packs: number): CartStorePrice => ({
  storeId,
  price: dollars(cents),
  low: null,
  high: null,
  available: true,
  unitPrice: null,
  source: "shopper-report",
  sourceLabel: "Reported by a shopper",
  observedAt: "2026-11-27T10:00:00.000Z",
  pricedItem: item,
  packs,
  lineTotal: dollars(cents * packs),
});
