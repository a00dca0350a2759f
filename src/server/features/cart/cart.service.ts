import { DEFAULT_RADIUS_MILES, type CartEntry } from "../../../domain/contracts/catalog";
import { DEFAULT_COMPARED_STORES } from "../../../domain/comparison/stores-to-compare";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { catalogItemExists } from "../catalog/catalog.service";
import { priceFromRows, priceItemsAtStores } from "../pricing/pricing.service";
import { getNearestStores } from "../stores/stores.service";
import * as repo from "./cart.repository";

const NO_ENTRY = "Cart item not found";

/**
 * The cart priced at the shopper's selected stores in their order (one statement), or when none is
 * selected at the 3 nearest within their radius (spec §9: the first 3 when none are selected).
 */
export async function getCart(db: Db, userId: string): Promise<CartEntry[]> {
  const read = await repo.readCart(db, userId);
  if (!read) return [];
  const items = read.entries.map((e) => ({ id: e.itemId, size: e.item.size, sizeUnit: e.item.sizeUnit }));
  let prices;
  if (read.selectedStoreIds.length > 0) {
    prices = priceFromRows(items, read.stores, read.prices);
  } else {
    const { latitude, longitude } = read;
    const radiusMiles = (read.radiusTenthsMiles ?? DEFAULT_RADIUS_MILES * 10) / 10;
    const nearest =
      latitude === null || longitude === null
        ? []
        : await getNearestStores(db, latitude, longitude, radiusMiles, DEFAULT_COMPARED_STORES);
    prices = await priceItemsAtStores(db, items, nearest);
  }
  return read.entries.map((entry) => ({ ...entry, storePrices: prices.get(entry.itemId) ?? [] }));
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

/** The cart's lines with their items, unpriced, in cart order (for snapshots such as shared lists). */
export const listCartLines = (db: Db, userId: string) => repo.listCartEntries(db, userId);

/** Merges lines into the cart in one statement; lines whose item left the catalog are skipped. Returns the item ids merged. */
export const mergeIntoCart = (db: Db, userId: string, lines: readonly { itemId: number; quantity: number }[]) =>
  repo.mergeLines(db, userId, lines);
