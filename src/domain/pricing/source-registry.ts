import type { PriceSource } from "./provenance";

/**
 * Every source a price can come from, as the /prices page lists it: who publishes it, under what
 * licence, and what it covers here. An `import` row belongs to the entry whose `refPrefix` starts its
 * sourceRef ("open-prices:…", "csv:…").
 */
export type PriceSourceInfo = {
  id: string;
  source: PriceSource;
  refPrefix?: string;
  name: string;
  publisher: string;
  url: string | null;
  licence: string;
  licenceUrl: string | null;
  covers: string;
};

const PUBLIC_DOMAIN = "Public domain in the US (a work of the US federal government, 17 U.S.C. 105)";

export const PRICE_SOURCE_REGISTRY: readonly PriceSourceInfo[] = [
  {
    id: "bls",
    source: "bls-anchored",
    name: "BLS Average Price Data",
    publisher: "US Bureau of Labor Statistics",
    url: "https://www.bls.gov/cpi/factsheets/average-prices.htm",
    licence: PUBLIC_DOMAIN,
    licenceUrl: null,
    covers:
      "US city average prices of staple foods (milk, eggs, bread, meat, produce, coffee…). An anchored item's estimate is the average per lb, gallon or dozen × the package size × brand and chain factors; not a Pittsburgh shelf price.",
  },
  {
    id: "usda-ers",
    source: "ers-anchored",
    name: "Fruit and Vegetable Prices",
    publisher: "USDA Economic Research Service",
    url: "https://www.ers.usda.gov/data-products/fruit-and-vegetable-prices",
    licence: PUBLIC_DOMAIN,
    licenceUrl: null,
    covers: "National average retail prices of fresh, canned, frozen and dried fruit and vegetables, used like the BLS averages.",
  },
  {
    id: "team",
    source: "team-estimate",
    name: "PennyCart team estimates",
    publisher: "PennyCart",
    url: null,
    licence: "Our own judgement of typical national-brand shelf prices; never observed at a store",
    licenceUrl: null,
    covers:
      "Items no federal average fits (seafood, household, personal care, most packaged goods), adjusted by brand and chain.",
  },
  {
    id: "open-prices",
    source: "import",
    refPrefix: "open-prices",
    name: "Open Prices",
    publisher: "Open Food Facts contributors",
    url: "https://prices.openfoodfacts.org",
    licence: "Open Database License (ODbL) 1.0",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    covers:
      "Shelf prices photographed or entered by Open Food Facts contributors, matched to our items by barcode and to stores by location.",
  },
  {
    id: "price-files",
    source: "import",
    refPrefix: "csv",
    name: "Imported price files",
    publisher: "Operators of this PennyCart site",
    url: null,
    licence: "As stated by each file's provider",
    licenceUrl: null,
    covers: "Shelf prices for a store or a chain loaded from a price file, each dated by the file.",
  },
  {
    id: "shopper-reports",
    source: "shopper-report",
    name: "Shopper reports",
    publisher: "Signed-in PennyCart shoppers",
    url: null,
    licence: "Contributed by shoppers for use on PennyCart",
    licenceUrl: null,
    covers: "A shelf price a shopper saw at one store; a report far from the current price waits for review.",
  },
  {
    id: "kroger",
    source: "store-api",
    name: "Kroger Products API",
    publisher: "The Kroger Co.",
    url: "https://developer.kroger.com",
    licence: "Kroger Developer terms of use",
    licenceUrl: "https://developer.kroger.com/terms",
    covers: "Current prices at Kroger-family stores, read from the chain's own API when it is configured.",
  },
];

/** The registry entry an observation belongs to. */
export function registryIdFor(source: PriceSource, sourceRef: string): string | undefined {
  return PRICE_SOURCE_REGISTRY.find(
    (info) => info.source === source && (!info.refPrefix || sourceRef.startsWith(`${info.refPrefix}:`)),
  )?.id;
}
