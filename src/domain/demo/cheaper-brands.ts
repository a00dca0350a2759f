import { unitPriceAt, type CartLine, type PriceTable } from "../comparison/cart-pricing";
import type { Cents } from "../money/money";
import type { SampleItem } from "./sample-data";

export type BrandSwap = {
  from: SampleItem;
  to: SampleItem;
  quantity: number;
  /** What the swap saves for the whole quantity at the store, before tax. */
  savingCents: Cents;
};

/**
 * For each cart line, the cheapest other brand of the same item at the given store, when it costs
 * less there. Brands already in the cart are not offered again. Largest saving first.
 */
export function findCheaperBrands(
  lines: readonly CartLine[],
  storeId: string,
  prices: PriceTable,
  items: readonly SampleItem[],
): BrandSwap[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const inCart = new Set(lines.map((line) => line.itemId));
  const swaps: BrandSwap[] = [];
  for (const line of lines) {
    const from = byId.get(line.itemId);
    const current = unitPriceAt(prices, storeId, line.itemId);
    if (!from || current === null) continue;
    let best: { item: SampleItem; cents: Cents } | null = null;
    for (const other of items) {
      if (other.name !== from.name || inCart.has(other.id)) continue;
      const cents = unitPriceAt(prices, storeId, other.id);
      if (cents !== null && cents < current && (best === null || cents < best.cents)) best = { item: other, cents };
    }
    if (best) swaps.push({ from, to: best.item, quantity: line.quantity, savingCents: (current - best.cents) * line.quantity });
  }
  return swaps.sort((a, b) => b.savingCents - a.savingCents);
}
