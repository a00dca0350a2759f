import type { CartEntry } from "../../../domain/contracts/catalog";
import { DEFAULT_COMPARED_STORES } from "../../../domain/comparison/stores-to-compare";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { catalogItemExists } from "../catalog/catalog.service";
import { getPreferences } from "../preferences/preferences.service";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { getNearestStores, getStoresByIds } from "../stores/stores.service";
import * as repo from "./cart.repository";

const NO_ENTRY = "Cart item not found";

/**
 * The stores a cart is priced at: the shopper's selection in their order, or when none is selected
 * the 3 nearest within their radius (spec §9: the first 3 when none are selected).
 */
async function comparisonStores(db: Db, userId: string) {
  const prefs = await getPreferences(db, userId);
  if (prefs.selectedStoreIds.length > 0) {
    const found = await getStoresByIds(db, prefs.selectedStoreIds);
    return prefs.selectedStoreIds.map((id) => found.find((s) => s.id === id)).filter((s) => s !== undefined);
  }
  if (!prefs.location) return [];
  return getNearestStores(db, prefs.location.lat, prefs.location.lng, prefs.radiusMiles, DEFAULT_COMPARED_STORES);
}

export async function getCart(db: Db, userId: string): Promise<CartEntry[]> {
  const [entries, stores] = await Promise.all([repo.listCartEntries(db, userId), comparisonStores(db, userId)]);
  const prices = await priceItemsAtStores(
    db,
    entries.map((e) => ({ id: e.itemId, size: e.item.size, sizeUnit: e.item.sizeUnit })),
    stores,
  );
  return entries.map((entry) => ({ ...entry, storePrices: prices.get(entry.itemId) ?? [] }));
}

export async function addToCart(db: Db, userId: string, itemId: number, quantity: number): Promise<{ id: number }> {
  if (!(await catalogItemExists(db, itemId))) throw new HttpError(404, `Grocery item ${itemId} not found`);
  return { id: await repo.addOrIncrement(db, userId, itemId, quantity) };
}

export async function changeQuantity(db: Db, userId: string, id: number, quantity: number): Promise<void> {
  if (!(await repo.updateQuantity(db, userId, id, quantity))) throw new HttpError(404, NO_ENTRY);
}

export async function removeFromCart(db: Db, userId: string, id: number): Promise<void> {
  if (!(await repo.deleteEntry(db, userId, id))) throw new HttpError(404, NO_ENTRY);
}

export const clearCart = (db: Db, userId: string) => repo.clearCart(db, userId);
