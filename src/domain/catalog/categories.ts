/**
 * The catalog's categories: the spec's 11 (src/domain/pricing/categories.ts), then the aisles a US
 * supermarket has beyond them (issue 31): the deli counter, beer and wine, baby, pet, and health
 * (cold, allergy and pain medicine, vitamins). A list groups by them in this order.
 */
import { GROCERY_CATEGORIES } from "../pricing/categories";

export const ADDED_CATEGORIES = ["Deli", "Beer & Wine", "Baby", "Pet", "Health"] as const;

export const CATALOG_CATEGORIES = [...GROCERY_CATEGORIES, ...ADDED_CATEGORIES] as const;

export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

export function isCatalogCategory(value: string): value is CatalogCategory {
  return (CATALOG_CATEGORIES as readonly string[]).includes(value);
}
