/**
 * The chain price levels (decision 050): a judgement of positioning in a few steps, each a multiplier on the
 * national average. Chains at one level get the same estimate of an item, because no source tells apart, say,
 * Kuhn's and Giant Eagle (issue 30). The seed's chains (src/server/db/seed/data/chains.ts) each name one; the
 * /prices page lists them.
 */
export const PRICE_LEVELS = {
  /** Hard discounters with a small, mostly own-label range (Aldi, Save-A-Lot). */
  discount: 0.83,
  /** Everyday-low-price and warehouse chains (Walmart, Costco, Sam's Club, BJ's). */
  "low-price": 0.88,
  /** Value-minded supermarkets and mass merchants (Shop 'n Save, Target, Trader Joe's, Gordon Food Service). */
  value: 0.96,
  /** Conventional supermarkets (Giant Eagle, Kuhn's, Foodland, IGA, Fresh Thyme). */
  conventional: 1.04,
  /** Upscale and natural-food chains (Whole Foods Market, The Fresh Market). */
  upscale: 1.26,
} as const;

export type PriceLevelName = keyof typeof PRICE_LEVELS;

/** The chains at each level, for people (the /prices page); a seed test checks them against the seed's chains. */
export const PRICE_LEVEL_CHAINS: Readonly<Record<PriceLevelName, readonly string[]>> = {
  discount: ["Aldi", "Save-A-Lot"],
  "low-price": ["Walmart", "Costco", "Sam's Club", "BJ's Wholesale Club"],
  value: ["Shop 'n Save", "Target", "Trader Joe's", "Gordon Food Service Store"],
  conventional: ["Giant Eagle", "Kuhn's Market", "Foodland", "IGA", "Fresh Thyme Market"],
  upscale: ["Whole Foods Market", "The Fresh Market"],
};
