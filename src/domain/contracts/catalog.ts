import { z } from "zod";

/** Highest quantity of one item in a cart; larger numbers are almost always typos. */
export const MAX_CART_QUANTITY = 99;
export const MIN_SEARCH_LENGTH = 3;
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 25;
export const DEFAULT_RADIUS_MILES = 15;

const money = z.string().regex(/^\d+\.\d{2}$/);
const id = z.coerce.number({ error: "must be a number" }).int("must be a whole number").positive("must be positive");

export const latitudeSchema = z.coerce.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90");
export const longitudeSchema = z.coerce
  .number({ error: "must be a number" })
  .min(-180, "must be between -180 and 180")
  .max(180, "must be between -180 and 180");
export const radiusSchema = z.coerce
  .number({ error: "must be a number" })
  .min(MIN_RADIUS_MILES, `must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles`)
  .max(MAX_RADIUS_MILES, `must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles`)
  .multipleOf(0.5, "must be a multiple of 0.5 miles");

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
  q: z
    .string()
    .trim()
    .min(MIN_SEARCH_LENGTH, `Search needs at least ${MIN_SEARCH_LENGTH} characters`)
    .max(100, "Search is too long")
    .refine((q) => !q.includes("\u0000"), "Search cannot contain a null character"),
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

export const storesQuerySchema = z
  .object({ lat: latitudeSchema.optional(), lng: longitudeSchema.optional(), maxDistance: radiusSchema.optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: "lat and lng must be given together", path: ["lat"] })
  .refine((q) => q.maxDistance === undefined || q.lat !== undefined, { message: "maxDistance needs lat and lng", path: ["maxDistance"] });

export const priceSourceSchema = z.enum(["estimate", "csv", "open-prices", "kroger"]);

export const storePriceSchema = z.object({
  storeId: z.number().int(),
  /** Decimal string such as "3.49"; null when the store does not carry the item. */
  price: money.nullable(),
  available: z.boolean(),
  /** e.g. "$0.23/oz"; null when unavailable. */
  unitPrice: z.string().nullable(),
  source: priceSourceSchema.nullable(),
  observedAt: z.string().nullable(),
});
export type StorePrice = z.infer<typeof storePriceSchema>;

export const cartEntrySchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  quantity: z.number().int(),
  item: groceryItemSchema.omit({ id: true }),
  storePrices: z.array(storePriceSchema),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const cartResponseSchema = z.array(cartEntrySchema);

const quantity = z.coerce
  .number({ error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY}`);

export const cartAddSchema = z.object({ itemId: id, quantity: quantity.default(1) });
export type CartAddInput = z.input<typeof cartAddSchema>;
export const cartUpdateSchema = z.object({ quantity });
export const idParamSchema = z.object({ id });

export const userLocationSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema, address: z.string().trim().min(1).max(200) });
export type UserLocation = z.infer<typeof userLocationSchema>;

export const preferencesSchema = z.object({
  location: userLocationSchema.nullable(),
  radiusMiles: radiusSchema,
  selectedStoreIds: z
    .array(z.number().int().positive())
    .max(5, "You can select up to 5 stores. Remove a store first to add a new one.")
    .refine((ids) => new Set(ids).size === ids.length, "Store ids must not repeat"),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const geocodeQuerySchema = z.object({ q: z.string().trim().min(1, "Please enter a location").max(200) });
export const reverseGeocodeQuerySchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

export const pricingStatusSchema = z.object({
  realTimePricing: z.boolean(),
  availableServices: z.array(z.string()),
  missingServices: z.array(z.string()),
});
export type PricingStatus = z.infer<typeof pricingStatusSchema>;
