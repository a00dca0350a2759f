import { z } from "zod";
import { PRICE_SOURCES } from "../pricing/provenance";
import {
  idSchema,
  latitudeQuerySchema,
  latitudeSchema,
  longitudeQuerySchema,
  longitudeSchema,
  singleLineText,
  wholeNumberSchema,
} from "./common";
import { MATCH_MODES } from "../comparison/equivalents";

/** Highest quantity of one item in a cart; larger numbers are almost always typos. */
export const MAX_CART_QUANTITY = 99;
/**
 * Most distinct items one cart holds (review R26): a cart's rows, its priced answer and each shared list copied from it
 * are bounded by it. Room for every favorite (500) and a recurring order (100) besides.
 */
export const MAX_CART_ENTRIES = 1000;
export const MIN_SEARCH_LENGTH = 3;
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 25;
export const DEFAULT_RADIUS_MILES = 15;

const money = z.string().regex(/^\d+\.\d{2}$/);

const radiusMessage = `must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles`;
/** A distance in miles in a JSON body: 1 to 25 in steps of 0.5 (the slider's). */
export const radiusSchema = z
  .number({ error: "must be a number" })
  .min(MIN_RADIUS_MILES, radiusMessage)
  .max(MAX_RADIUS_MILES, radiusMessage)
  .multipleOf(0.5, "must be a multiple of 0.5 miles");
/** The same in a query string; blank reads as absent. */
const radiusQuerySchema = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, "must be a decimal number")
      .transform(Number)
      .pipe(radiusSchema)
      .optional(),
  );

export const groceryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  unit: z.string(),
  size: z.number(),
  sizeUnit: z.string(),
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

export const searchQuerySchema = z.object({
  q: singleLineText("Search", { max: 100 }).refine(
    (q) => q.length >= MIN_SEARCH_LENGTH,
    `Search needs at least ${MIN_SEARCH_LENGTH} characters`,
  ),
});

export const storeSchema = z.object({
  id: z.number().int(),
  chainId: z.number().int(),
  chainName: z.string(),
  name: z.string(),
  color: z.string(),
  logo: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  websiteUrl: z.string().nullable(),
  onlineShoppingUrl: z.string().nullable(),
  searchUrlTemplate: z.string().nullable(),
  supportsOnlineOrdering: z.boolean(),
  isBudget: z.boolean(),
  /** Miles from the given location; present only when one was given. */
  calculatedDistance: z.number().optional(),
});
export type Store = z.infer<typeof storeSchema>;

// A blank lat and lng (`?lat=&lng=`) is "no location", never the point (0, 0).
export const storesQuerySchema = z
  .object({
    lat: latitudeQuerySchema.optional(),
    lng: longitudeQuerySchema.optional(),
    maxDistance: radiusQuerySchema.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: "lat and lng must be given together",
    path: ["lat"],
  })
  .refine((q) => q.maxDistance === undefined || q.lat !== undefined, {
    message: "maxDistance needs lat and lng",
    path: ["maxDistance"],
  });

export const priceSourceSchema = z.enum(PRICE_SOURCES);

export const storePriceSchema = z.object({
  storeId: z.number().int(),
  /** Decimal string such as "3.49"; null when the store does not carry the item. */
  price: money.nullable(),
  /**
   * The price's margin (decision 050): `low` ≤ `price` ≤ `high`, from the spread of its source (an estimate) or
   * narrow (an observation), wider with age; null with `price`.
   */
  low: money.nullable(),
  high: money.nullable(),
  available: z.boolean(),
  /** e.g. "$0.23/oz"; null when unavailable. */
  unitPrice: z.string().nullable(),
  /** Where the price comes from (decision 016); null only when unavailable. */
  source: priceSourceSchema.nullable(),
  /** e.g. "Estimate based on the BLS US average price for Aug 2025", "Reported by a shopper on Nov 23, 2026". */
  sourceLabel: z.string().nullable(),
  /** The period or moment the price describes, ISO 8601 at its precision: "2022", "2025-08", "2026-11-23", or a timestamp. */
  observedAt: z.string().nullable(),
});
export type StorePrice = z.infer<typeof storePriceSchema>;

/** The catalog item a store was priced with for a cart entry (another brand or size in "any brand" mode). */
export const pricedItemSchema = groceryItemSchema.pick({ name: true, brand: true, unit: true }).extend({ id: z.number().int() });
export type PricedItem = z.infer<typeof pricedItemSchema>;

/**
 * A cart entry's price at one store (decision 011). `price` is one pack of `pricedItem`; `packs` of it
 * cover the entry (its quantity, or enough packs of another size), costing `lineTotal`. All three are
 * null when the store has neither the item nor, in "any brand" mode, an equivalent.
 */
export const cartStorePriceSchema = storePriceSchema.extend({
  pricedItem: pricedItemSchema.nullable(),
  packs: z.number().int().positive().nullable(),
  lineTotal: money.nullable(),
});
export type CartStorePrice = z.infer<typeof cartStorePriceSchema>;

export const matchModeSchema = z.enum(MATCH_MODES, { error: "Match mode must be 'exact' or 'any'" });

export const cartEntrySchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  quantity: z.number().int(),
  /** Ticked off in the shopping list. */
  checked: z.boolean(),
  /** "exact": this brand only; "any": the cheapest equivalent at each store. */
  matchMode: matchModeSchema,
  item: groceryItemSchema.omit({ id: true }),
  /**
   * The catalog knows which chains carry the item (its estimates, decision 026), so a store without a price does not
   * carry it: 'Not carried'. False for an imported item (decision 062): a store no source prices it at says 'No price yet'.
   */
  assortmentKnown: z.boolean(),
  storePrices: z.array(cartStorePriceSchema),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const cartResponseSchema = z.array(cartEntrySchema);

export const quantitySchema = wholeNumberSchema("Quantity", 1, MAX_CART_QUANTITY);

/** Without a match mode, own labels and unbranded goods are added as "any brand", other items as "exact". */
export const cartAddSchema = z.object({
  itemId: idSchema,
  quantity: quantitySchema.default(1),
  matchMode: matchModeSchema.optional(),
});
export type CartAddInput = z.input<typeof cartAddSchema>;
export const cartUpdateSchema = z
  .object({ quantity: quantitySchema.optional(), matchMode: matchModeSchema.optional() })
  .refine((body) => body.quantity !== undefined || body.matchMode !== undefined, "Give a quantity or a match mode");
export type CartUpdateInput = z.infer<typeof cartUpdateSchema>;

export const userLocationSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  address: singleLineText("Address", { min: 1, max: 200 }),
});
export type UserLocation = z.infer<typeof userLocationSchema>;

export const preferencesSchema = z.object({
  location: userLocationSchema.nullable(),
  radiusMiles: radiusSchema,
  selectedStoreIds: z
    .array(idSchema)
    .max(5, "You can select up to 5 stores. Remove a store first to add a new one.")
    .refine((ids) => new Set(ids).size === ids.length, "Store ids must not repeat"),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const geocodeQuerySchema = z.object({
  q: singleLineText("Location", { max: 200 }).refine((q) => q.length > 0, "Please enter a location"),
});
export const reverseGeocodeQuerySchema = z.object({
  lat: latitudeQuerySchema.pipe(z.number({ error: "Latitude is required" })),
  lng: longitudeQuerySchema.pipe(z.number({ error: "Longitude is required" })),
});

export const pricingStatusSchema = z.object({
  realTimePricing: z.boolean(),
  availableServices: z.array(z.string()),
  missingServices: z.array(z.string()),
  /** The true mix, from the data (decision 016): "201 of 583 items anchored to BLS/USDA averages from …". */
  summary: z.string(),
  totalItems: z.number().int(),
  anchoredItems: z.number().int(),
  observedItems: z.number().int(),
});
export type PricingStatus = z.infer<typeof pricingStatusSchema>;
