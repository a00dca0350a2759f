import type { ChainSlug } from "./chains";

/**
 * Retailers' own brands are sold only in their stores, so other chains show such an item as not
 * carried instead of inventing a price for it. National brands and the neutral "Store Brand" are
 * priced everywhere.
 */
export const EXCLUSIVE_BRANDS: Readonly<Record<string, ChainSlug>> = {
  "Great Value": "walmart",
  Equate: "walmart",
  "Parent's Choice": "walmart",
  "Giant Eagle": "giant-eagle",
  "Kirkland Signature": "costco",
  "Happy Farms": "aldi",
  "Friendly Farms": "aldi",
  "Trader Joe's": "trader-joes",
  "Good & Gather": "target",
};
