import { z } from "zod";
import { cartEntrySchema, storePriceSchema } from "./catalog";
import { idSchema, multiLineText } from "./common";

export const FAVORITE_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export const favoriteFrequencySchema = z.enum(FAVORITE_FREQUENCIES, { error: "Frequency must be daily, weekly or monthly" });
export type FavoriteFrequency = z.infer<typeof favoriteFrequencySchema>;

export const MAX_FAVORITE_NOTES = 500;
export const favoriteNotesSchema = multiLineText("Notes", { max: MAX_FAVORITE_NOTES });

/** Spec §3 Favorite: the item and its prices at the shopper's stores, exactly as a cart entry has them. */
export const favoriteSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  item: cartEntrySchema.shape.item,
  frequency: favoriteFrequencySchema,
  notes: z.string(),
  storePrices: z.array(storePriceSchema),
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoritesResponseSchema = z.array(favoriteSchema);

export const favoriteToggleResponseSchema = z.object({ isFavorite: z.boolean() });
export type FavoriteToggleResponse = z.infer<typeof favoriteToggleResponseSchema>;

export const favoriteUpdateSchema = z
  .object({ frequency: favoriteFrequencySchema.optional(), notes: favoriteNotesSchema.optional() })
  .refine((patch) => patch.frequency !== undefined || patch.notes !== undefined, "Give a frequency or notes to change");
export type FavoriteUpdate = z.input<typeof favoriteUpdateSchema>;

/** A shopper has at most this many favorites (one per catalog item, and far more than anyone buys often). */
export const MAX_FAVORITES = 500;

export const favoritesAddToCartSchema = z
  .object({
    favoriteIds: z
      .array(idSchema)
      .max(MAX_FAVORITES, `At most ${MAX_FAVORITES} favorites at once`)
      .refine((ids) => new Set(ids).size === ids.length, "Favorite ids must not repeat")
      .optional(),
  })
  // No body at all means every favorite (Fastify reads a missing body as null).
  .nullish();
export type FavoritesAddToCart = z.input<typeof favoritesAddToCartSchema>;

export const favoritesAddedSchema = z.object({ added: z.number().int() });
