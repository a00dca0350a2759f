import { toCartResponse } from "../../../domain/cart/cart-response";
import { itemsToPrice, priceCart } from "../../../domain/cart/price-cart";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { DEFAULT_RADIUS_MILES, type CartEntry, type CartUpdateInput, type StorePrice } from "../../../domain/contracts/catalog";
import { DEFAULT_COMPARED_STORES, nearestOfEachChain } from "../../../domain/comparison/stores-to-compare";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { catalogItemExists } from "../catalog/catalog.service";
import { findCurrentObservations } from "../pricing/pricing.repository";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { getPreferences } from "../preferences/preferences.service";
import { getNearestStores, getStoresByIds } from "../stores/stores.service";
import * as repo from "./cart.repository";

const NO_ENTRY = "Cart item not found";

type PricedItem = { id: number; size: number; sizeUnit: string };
type ShopperStores = {
  selectedStoreIds: readonly number[];
  latitude: number | null;
  longitude: number | null;
  radiusTenthsMiles: number | null;
};

/** Spec §9: with no store selected, prices are shown at the 3 nearest stores within the shopper's radius, of 3 chains (decision 052). */
async function defaultComparedStores(db: Db, { latitude, longitude, radiusTenthsMiles }: ShopperStores) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut; no store is within any distance of a null coordinate
  if (latitude === null || longitude === null) return [];
  // Stryker disable next-line ArithmeticOperator: never read; a shopper with a point has a preferences row, whose radius is not null
  const radiusTenths = radiusTenthsMiles ?? DEFAULT_RADIUS_MILES * 10;
  const radiusMiles = radiusTenths / 10;
  // Decision 052: the nearest branch of each of the 3 nearest chains (branches of one chain price alike).
  return nearestOfEachChain(await getNearestStores(db, latitude, longitude, radiusMiles)).slice(0, DEFAULT_COMPARED_STORES);
}

/**
 * The cart priced at the shopper's selected stores in their order (one statement), or when none is selected at
 * the 3 nearest within their radius (spec §9: the first 3 when none are selected). Cents until the response.
 */
export async function getCart(db: Db, userId: string, now = new Date()): Promise<CartEntry[]> {
  const read = await repo.readCart(db, userId);
  if (!read) return [];
  if (read.selectedStoreIds.length > 0)
    return toCartResponse(priceCart(read.lines, read.groupItems, read.stores, read.observations, now));
  const nearest = await defaultComparedStores(db, read);
  const labels = await repo.chainOwnLabels(
    db,
    nearest.map((s) => s.chainId),
  );
  const stores = nearest.map((s) => ({ id: s.id, chainId: s.chainId, ownLabel: labels.get(s.chainId) ?? null }));
  const observations = await findCurrentObservations(
    db,
    itemsToPrice(read.lines, read.groupItems).map((item) => item.id),
    stores.map((s) => s.chainId),
    stores.map((s) => s.id),
    userId,
  );
  return toCartResponse(priceCart(read.lines, read.groupItems, stores, observations, now));
}

/**
 * Items priced exactly as the shopper's cart entries are (the same stores in the same order, the same
 * storePrices), for lists shown beside the cart such as favorites.
 */
export async function priceItemsForShopper(
  db: Db,
  userId: string,
  items: readonly PricedItem[],
  now = new Date(),
): Promise<Map<number, StorePrice[]>> {
  // Stryker disable next-line ConditionalExpression: a shortcut; pricing no items gives the same empty map
  if (items.length === 0) return new Map();
  const { location, radiusMiles, selectedStoreIds } = await getPreferences(db, userId);
  const stores =
    selectedStoreIds.length > 0
      ? await getStoresByIds(db, selectedStoreIds)
      : await defaultComparedStores(db, {
          selectedStoreIds,
          latitude: location?.lat ?? null,
          longitude: location?.lng ?? null,
          radiusTenthsMiles: Math.round(radiusMiles * 10),
        });
  return priceItemsAtStores(db, items, stores, userId, now);
}

/** Adds each line to the cart, raising the quantity of entries already there (never past the cap), in one statement. */
export async function addLinesToCart(
  db: Db,
  userId: string,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<void> {
  await repo.addOrIncrementMany(db, userId, lines);
}

/** A new account's first cart (a sample shopper's): catalog items by key, never over entries already there. */
export async function startCart(db: Db, userId: string, lines: readonly { key: string; quantity: number }[]): Promise<void> {
  await repo.addByKeysIfAbsent(db, userId, lines);
}

export async function addToCart(
  db: Db,
  userId: string,
  itemId: number,
  quantity: number,
  matchMode?: MatchMode,
): Promise<{ id: number }> {
  if (!(await catalogItemExists(db, itemId))) throw new HttpError(404, `Grocery item ${itemId} not found`);
  return { id: await repo.addOrIncrement(db, userId, itemId, quantity, matchMode) };
}

/** Changes the quantity, the match mode ("this brand" or "any brand") or both of the caller's own entry. */
export async function updateCartEntry(db: Db, userId: string, id: number, change: CartUpdateInput): Promise<void> {
  if (!(await repo.updateEntry(db, userId, id, { quantity: change.quantity, matchMode: change.matchMode }))) throw new HttpError(404, NO_ENTRY);
}

export async function setChecked(db: Db, userId: string, id: number, checked: boolean): Promise<void> {
  if (!(await repo.updateEntry(db, userId, id, { checked }))) throw new HttpError(404, NO_ENTRY);
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
