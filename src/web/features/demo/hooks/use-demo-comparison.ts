import { useMemo } from "react";
import type { CartLine } from "../../../../domain/comparison/cart-pricing";
import { compareStores } from "../../../../domain/comparison/compare-stores";
import { computeSmartSplit } from "../../../../domain/comparison/smart-split";
import { findCheaperBrands } from "../../../../domain/demo/cheaper-brands";
import { SAMPLE_ITEMS } from "../../../../domain/demo/sample-data";
import { DEMO_PRICES } from "../lib/demo-catalog";

/** The demo cart priced at the compared stores with the shared comparison rules, plus split and brand suggestions. */
export function useDemoComparison(storeIds: readonly string[], lines: readonly CartLine[]) {
  return useMemo(() => {
    const comparison = compareStores(lines, storeIds, DEMO_PRICES);
    const split = computeSmartSplit(lines, storeIds, DEMO_PRICES);
    const lowestId = comparison.lowestStoreIds[0];
    const swaps = lowestId === undefined ? [] : findCheaperBrands(lines, lowestId, DEMO_PRICES, SAMPLE_ITEMS);
    return { comparison, split, swaps };
  }, [storeIds, lines]);
}
