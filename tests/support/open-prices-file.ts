/**
 * Generated Open Prices exports (locations.jsonl, prices.jsonl; src/domain/price-import/open-prices.ts)
 * for the price import's benchmark: one shop at every seeded store's position, named by its chain, plus
 * shops abroad; prices of the catalog's known barcodes at those shops on successive days, mixed with what
 * a real export holds: barcodes PennyCart does not list, other currencies, category prices, discounts.
 */
import { CHAINS } from "../../src/server/db/seed/data/chains";
import { CATALOG_GTINS } from "../../src/server/db/seed/data/gtins";
import { STORES } from "../../src/server/db/seed/data/stores";

const chainName = new Map(CHAINS.map((chain) => [chain.slug, chain.name]));
const KNOWN = Object.values(CATALOG_GTINS).map(({ gtin }) => gtin);
// Valid barcodes no catalog item carries (check digits computed, not products anyone sells).
const UNKNOWN = ["012345678905", "123456789012", "4006381333931"];
const ABROAD = 50;

export function* openPricesLocationLines(): Generator<string> {
  for (const [i, store] of STORES.entries()) {
    const name = chainName.get(store.chainSlug)!;
    yield `${JSON.stringify({ id: i + 1, type: "OSM", osm_name: name, osm_brand: name, osm_address_country_code: "US", osm_lat: String(store.latitude), osm_lon: String(store.longitude) })}\n`;
  }
  for (let i = 0; i < ABROAD; i++)
    yield `${JSON.stringify({ id: STORES.length + i + 1, type: "OSM", osm_name: "Carrefour", osm_brand: "Carrefour", osm_address_country_code: "FR", osm_lat: "48.85", osm_lon: "2.35" })}\n`;
}

/** Price `index` (id index + 1): shop, product and day follow from it, so an export of N prices is always the same. */
export function openPricesPriceLine(index: number): string {
  const kind = index % 10;
  const locationId = (index % (STORES.length + ABROAD)) + 1;
  const day = new Date(Date.UTC(2025, 0, 1) + (Math.floor(index / (STORES.length + ABROAD)) % 600) * 86_400_000);
  const price = (3 + (index % 400) / 100).toFixed(2);
  const row = {
    id: index + 1,
    type: kind === 9 ? "CATEGORY" : "PRODUCT",
    product_code: kind === 9 ? null : kind < 6 ? KNOWN[index % KNOWN.length] : UNKNOWN[index % UNKNOWN.length],
    price: kind === 7 ? "2.49" : price,
    price_is_discounted: kind === 7,
    price_without_discount: kind === 7 ? price : null,
    currency: kind === 8 ? "EUR" : "USD",
    location_id: locationId,
    date: day.toISOString().slice(0, 10),
    duplicate_of: null,
  };
  return `${JSON.stringify(row)}\n`;
}

export function* openPricesPriceLines(rows: number): Generator<string> {
  for (let i = 0; i < rows; i++) yield openPricesPriceLine(i);
}
