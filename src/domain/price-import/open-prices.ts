import { isValid as isValidDate } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { z } from "zod";
import { parseDecimalToCents, type Cents } from "../money/money";
import { normaliseGtin } from "./gtin";
import { MAX_IMPORTED_CENTS } from "./price-csv";

/**
 * Open Prices (Open Food Facts, https://prices.openfoodfacts.org) publishes its data as gzipped
 * JSON lines, one object a line: `locations.jsonl.gz` (shops, mostly OpenStreetMap places with a
 * position, name and brand) and `prices.jsonl.gz` (a price of a product by barcode, or of a raw
 * category, at a location on a day). Data under the Open Database License (ODbL): attribution on
 * /prices and in docs/data.md. Only the fields read here are checked; the rest may change freely.
 */

const decimal = z.union([z.string(), z.number()]).nullish();

const locationSchema = z.object({
  id: z.number().int(),
  type: z.string().nullish(),
  osm_name: z.string().nullish(),
  osm_brand: z.string().nullish(),
  osm_address_country_code: z.string().nullish(),
  osm_lat: decimal,
  osm_lon: decimal,
});

export type OpenPricesLocation = { id: number; name: string; lat: number; lng: number };

/** A US shop with a position and a name or brand; null for anything else (online shops, other countries). */
export function readOpenPricesLocation(raw: unknown): { ok: true; location: OpenPricesLocation | null } | { ok: false } {
  const parsed = locationSchema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  const l = parsed.data;
  const lat = Number(l.osm_lat);
  const lng = Number(l.osm_lon);
  const name = (l.osm_brand ?? l.osm_name ?? "").trim();
  const usable = l.osm_address_country_code?.toUpperCase() === "US" && l.osm_lat != null && l.osm_lon != null && name !== "";
  return { ok: true, location: usable && Number.isFinite(lat) && Number.isFinite(lng) ? { id: l.id, name, lat, lng } : null };
}

const priceSchema = z.object({
  id: z.number().int(),
  type: z.string().nullish(),
  product_code: z.string().nullish(),
  price: decimal,
  price_is_discounted: z.boolean().nullish(),
  price_without_discount: decimal,
  currency: z.string().nullish(),
  location_id: z.number().int().nullish(),
  date: z.string().nullish(),
  duplicate_of: z.number().nullish(),
});

export type OpenPricesPrice = { id: number; gtin: string; cents: Cents; date: string; locationId: number };

export type OpenPricesReading =
  | { kind: "price"; price: OpenPricesPrice }
  /** Not for PennyCart: another currency, a raw category without barcode, a known duplicate. */
  | { kind: "skipped"; reason: string }
  | { kind: "rejected"; reason: string }
  | { kind: "malformed" };

// "3.490" is 349 cents: zeros after the cents are dropped (anything left after them is refused by parseDecimalToCents).
const toCents = (value: string | number): Cents | null =>
  parseDecimalToCents(typeof value === "number" ? value.toFixed(2) : value.trim().replace(/(\.\d\d)0+/, "$1"));

/**
 * One line of prices.jsonl. The regular price is kept: a discounted price counts with its price
 * without discount, and is rejected when that is missing (a sale would undercut the shelf price).
 */
export function readOpenPricesPrice(raw: unknown, today: string): OpenPricesReading {
  const parsed = priceSchema.safeParse(raw);
  if (!parsed.success) return { kind: "malformed" };
  const p = parsed.data;
  if (p.currency !== "USD") return { kind: "skipped", reason: "not in US dollars" };
  if (p.duplicate_of != null) return { kind: "skipped", reason: "a duplicate of another price" };
  if ((p.type ?? "PRODUCT") !== "PRODUCT" || !p.product_code)
    return { kind: "skipped", reason: "a category price without barcode" };
  const gtin = normaliseGtin(p.product_code);
  if (!gtin) return { kind: "rejected", reason: `barcode "${p.product_code}" is not a valid GTIN` };
  const regular = p.price_is_discounted ? p.price_without_discount : p.price;
  if (regular == null) return { kind: "rejected", reason: "a discounted price without its regular price" };
  const cents = toCents(regular);
  if (cents === null || cents === 0 || cents > MAX_IMPORTED_CENTS)
    return { kind: "rejected", reason: `price "${regular}" is not usable` };
  if (!p.date || !/^\d{4}-\d{2}-\d{2}$/.test(p.date) || !isValidDate(parseISO(p.date)) || p.date > today)
    return { kind: "rejected", reason: `date "${p.date ?? ""}" is not a past day` };
  if (p.location_id == null) return { kind: "rejected", reason: "no location" };
  return { kind: "price", price: { id: p.id, gtin, cents, date: p.date, locationId: p.location_id } };
}
