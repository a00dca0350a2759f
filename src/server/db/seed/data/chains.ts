/**
 * The 17 grocery chains with stores in Allegheny County (see docs/data.md for the store source).
 *
 * Colours and logo letters are brand-like approximations for the store picker, not trademarks we
 * ship. Search templates hold `{query}` where the shopper's item name goes (URL-encoded by the
 * caller); they are only set where the chain's site search URL is known, otherwise the export
 * dialog opens `onlineShoppingUrl` or `websiteUrl` instead. Independents (Foodland and IGA stores
 * here are independently owned) have no chain-wide online shop.
 *
 * `priceLevel` feeds the estimate model (src/domain/pricing/estimate.ts): 1 is a national average
 * shelf price. The levels are our judgement of each chain's positioning, not measurements, so they are
 * few and coarse (PRICE_LEVELS): chains at one level get the same estimate of an item, because no source
 * tells apart, say, Kuhn's and Giant Eagle (issue 30).
 */

import { PRICE_LEVELS, type PriceLevelName } from "../../../../domain/pricing/price-levels";

export { PRICE_LEVELS, type PriceLevelName };

export const CHAIN_SLUGS = [
  "giant-eagle",
  "aldi",
  "shop-n-save",
  "target",
  "walmart",
  "kuhns-market",
  "sams-club",
  "whole-foods-market",
  "gordon-food-service-store",
  "trader-joes",
  "bjs-wholesale-club",
  "costco",
  "fresh-thyme-market",
  "save-a-lot",
  "foodland",
  "iga",
  "the-fresh-market",
] as const;

export type ChainSlug = (typeof CHAIN_SLUGS)[number];

export type ChainSeed = {
  slug: ChainSlug;
  /** Display name; equals the `chain` column of allegheny_grocery_chains.csv. */
  name: string;
  /** Hex colour, #RRGGBB. */
  color: string;
  /** 2-3 letters shown in the store badge. */
  logo: string;
  websiteUrl: string | null;
  onlineShoppingUrl: string | null;
  /** Store-site search URL containing `{query}`, or null when the chain has no online search. */
  searchUrlTemplate: string | null;
  supportsOnlineOrdering: boolean;
  /** Picked by the store picker's 'Budget Stores' button. */
  isBudget: boolean;
  /** The chain's price level (PRICE_LEVELS). */
  level: PriceLevelName;
  /** Multiplier on national average prices used by the estimate model: PRICE_LEVELS[level]. */
  priceLevel: number;
};

const CHAIN_ROWS: readonly Omit<ChainSeed, "priceLevel">[] = [
  {
    slug: "giant-eagle",
    name: "Giant Eagle",
    color: "#E31837",
    logo: "GE",
    websiteUrl: "https://www.gianteagle.com",
    onlineShoppingUrl: "https://www.gianteagle.com",
    searchUrlTemplate: "https://www.gianteagle.com/search?q={query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "conventional",
  },
  {
    slug: "aldi",
    name: "Aldi",
    color: "#00005F",
    logo: "AL",
    websiteUrl: "https://www.aldi.us",
    onlineShoppingUrl: "https://www.aldi.us",
    searchUrlTemplate: "https://www.aldi.us/results?q={query}",
    supportsOnlineOrdering: true,
    isBudget: true,
    level: "discount",
  },
  {
    slug: "shop-n-save",
    name: "Shop 'n Save",
    color: "#ED1C24",
    logo: "SNS",
    websiteUrl: "https://www.shopnsavefood.com",
    onlineShoppingUrl: null,
    searchUrlTemplate: null,
    supportsOnlineOrdering: false,
    isBudget: true,
    level: "value",
  },
  {
    slug: "target",
    name: "Target",
    color: "#CC0000",
    logo: "TGT",
    websiteUrl: "https://www.target.com",
    onlineShoppingUrl: "https://www.target.com",
    searchUrlTemplate: "https://www.target.com/s?searchTerm={query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "value",
  },
  {
    slug: "walmart",
    name: "Walmart",
    color: "#0071CE",
    logo: "WMT",
    websiteUrl: "https://www.walmart.com",
    onlineShoppingUrl: "https://www.walmart.com",
    searchUrlTemplate: "https://www.walmart.com/search?q={query}",
    supportsOnlineOrdering: true,
    isBudget: true,
    level: "low-price",
  },
  {
    slug: "kuhns-market",
    name: "Kuhn's Market",
    color: "#1D4F91",
    logo: "KM",
    websiteUrl: "https://www.kuhnsmarket.com",
    onlineShoppingUrl: null,
    searchUrlTemplate: null,
    supportsOnlineOrdering: false,
    isBudget: false,
    level: "conventional",
  },
  {
    slug: "sams-club",
    name: "Sam's Club",
    color: "#0067A0",
    logo: "SC",
    websiteUrl: "https://www.samsclub.com",
    onlineShoppingUrl: "https://www.samsclub.com",
    searchUrlTemplate: "https://www.samsclub.com/s/{query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "low-price",
  },
  {
    slug: "whole-foods-market",
    name: "Whole Foods Market",
    color: "#00674B",
    logo: "WFM",
    websiteUrl: "https://www.wholefoodsmarket.com",
    onlineShoppingUrl: "https://www.wholefoodsmarket.com",
    searchUrlTemplate: "https://www.wholefoodsmarket.com/search?text={query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "upscale",
  },
  {
    slug: "gordon-food-service-store",
    name: "Gordon Food Service Store",
    color: "#003DA5",
    logo: "GFS",
    websiteUrl: "https://gfsstore.com",
    onlineShoppingUrl: "https://gfsstore.com",
    searchUrlTemplate: null,
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "value",
  },
  {
    slug: "trader-joes",
    name: "Trader Joe's",
    color: "#B5121B",
    logo: "TJ",
    websiteUrl: "https://www.traderjoes.com",
    onlineShoppingUrl: null,
    searchUrlTemplate: "https://www.traderjoes.com/home/search?q={query}&section=products",
    supportsOnlineOrdering: false,
    isBudget: false,
    level: "value",
  },
  {
    slug: "bjs-wholesale-club",
    name: "BJ's Wholesale Club",
    color: "#C8102E",
    logo: "BJ",
    websiteUrl: "https://www.bjs.com",
    onlineShoppingUrl: "https://www.bjs.com",
    searchUrlTemplate: "https://www.bjs.com/search/{query}/q",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "low-price",
  },
  {
    slug: "costco",
    name: "Costco",
    color: "#005DAA",
    logo: "CO",
    websiteUrl: "https://www.costco.com",
    onlineShoppingUrl: "https://www.costco.com",
    searchUrlTemplate: "https://www.costco.com/CatalogSearch?dept=All&keyword={query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "low-price",
  },
  {
    slug: "fresh-thyme-market",
    name: "Fresh Thyme Market",
    color: "#6BA539",
    logo: "FT",
    websiteUrl: "https://www.freshthyme.com",
    onlineShoppingUrl: "https://ww2.freshthyme.com",
    searchUrlTemplate: null,
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "conventional",
  },
  {
    slug: "save-a-lot",
    name: "Save-A-Lot",
    color: "#F2A900",
    logo: "SAL",
    websiteUrl: "https://savealot.com",
    onlineShoppingUrl: null,
    searchUrlTemplate: null,
    supportsOnlineOrdering: false,
    isBudget: true,
    level: "discount",
  },
  {
    slug: "foodland",
    name: "Foodland",
    color: "#00853F",
    logo: "FL",
    websiteUrl: null,
    onlineShoppingUrl: null,
    searchUrlTemplate: null,
    supportsOnlineOrdering: false,
    isBudget: false,
    level: "conventional",
  },
  {
    slug: "iga",
    name: "IGA",
    color: "#D52B1E",
    logo: "IGA",
    websiteUrl: "https://www.iga.com",
    onlineShoppingUrl: null,
    searchUrlTemplate: null,
    supportsOnlineOrdering: false,
    isBudget: false,
    level: "conventional",
  },
  {
    slug: "the-fresh-market",
    name: "The Fresh Market",
    color: "#2E5E3A",
    logo: "TFM",
    websiteUrl: "https://www.thefreshmarket.com",
    onlineShoppingUrl: "https://www.thefreshmarket.com",
    searchUrlTemplate: "https://www.thefreshmarket.com/search?q={query}",
    supportsOnlineOrdering: true,
    isBudget: false,
    level: "upscale",
  },
];

export const CHAINS: readonly ChainSeed[] = CHAIN_ROWS.map((chain) => ({ ...chain, priceLevel: PRICE_LEVELS[chain.level] }));

export function findChain(slug: string): ChainSeed | undefined {
  return CHAINS.find((chain) => chain.slug === slug);
}
