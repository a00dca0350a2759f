import { GENERIC_OWN_LABEL } from "../../../domain/catalog/assortment";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { DEFAULT_RADIUS_MILES, type CartEntry, type CartUpdateInput, type StorePrice } from "../../../domain/contracts/catalog";
import { DEFAULT_COMPARED_STORES } from "../../../domain/comparison/stores-to-compare";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { catalogItemExists } from "../catalog/catalog.service";
import { priceFromRows, priceItemsAtStores } from "../pricing/pricing.service";
import { getPreferences } from "../preferences/preferences.service";
import { getNearestStores, getStoresByIds } from "../stores/stores.service";
import { itemsToPrice, nameOwnLabels, priceEntries } from "./cart-prices";
import * as repo from "./cart.repository";

const NO_ENTRY = "Cart item not found";

type PricedItem = { id: number; size: number; sizeUnit: string };
type ShopperStores = {
  selectedStoreIds: readonly number[];
  latitude: number | null;
  longitude: number | null;
  radiusTenthsMiles: number | null;
};

/** Spec §9: with no store selected, prices are shown at the 3 nearest stores within the shopper's radius. */
async function defaultComparedStores(db: Db, { latitude, longitude, radiusTenthsMiles }: ShopperStores) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut; no store is within any distance of a null coordinate
  if (latitude === null || longitude === null) return [];
  // Stryker disable next-line ArithmeticOperator: never read; a shopper with a point has a preferences row, whose radius is not null
  const radiusTenths = radiusTenthsMiles ?? DEFAULT_RADIUS_MILES * 10;
  const radiusMiles = radiusTenths / 10;
  return getNearestStores(db, latitude, longitude, radiusMiles, DEFAULT_COMPARED_STORES);
}

/**
 * The cart priced at the shopper's selected stores in their order (one statement), or when none is
 * selected at the 3 nearest within their radius (spec §9: the first 3 when none are selected).
 */
export async function getCart(db: Db, userId: string): Promise<CartEntry[]> {
  const read = await repo.readCart(db, userId);
  if (!read) return [];
  const items = itemsToPrice(read.entries, read.groupItems);
  const stores = read.selectedStoreIds.length > 0 ? read.stores : await defaultComparedStores(db, read);
  const prices =
    // Stryker disable next-line ConditionalExpression: `false` reads current_prices again for the same items and stores (the same rows, a round trip more); `true` is killed by the default-stores tests
    read.selectedStoreIds.length > 0 ? priceFromRows(items, stores, read.prices) : await priceItemsAtStores(db, items, stores);
  const priced = priceEntries(
    read.entries,
    read.groupItems,
    stores.map((s) => s.id),
    (itemId) => prices.get(itemId),
  );
  // Stryker disable next-line ConditionalExpression: reading the labels when no price is the generic own label renames nothing (`true`); never reading them (`false`) is killed by the own-label tests
  const generic = [...priced.values()].some((row) => row.some((p) => p.pricedItem?.brand === GENERIC_OWN_LABEL));
  const labels = generic
    ? await repo.chainOwnLabels(
        db,
        stores.map((s) => s.chainId),
      )
    : new Map<number, string | null>();
  const entryPrices = nameOwnLabels(
    priced,
    stores.map((s) => labels.get(s.chainId) ?? null),
  );
  return read.entries.map(({ productGroup: _group, ...entry }) => ({
    ...entry,
    storePrices: entryPrices.get(entry.itemId) ?? [],
  }));
}

/**
 * Items priced exactly as the shopper's cart entries are (the same stores in the same order, the same
 * storePrices), for lists shown beside the cart such as favorites.
 */
export async function priceItemsForShopper(
  db: Db,
  userId: string,
  items: readonly PricedItem[],
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
  return priceItemsAtStores(db, items, stores);
}

/** Adds each line to the cart, raising the quantity of entries already there (never past the cap), in one statement. */
export async function addLinesToCart(
  db: Db,
  userId: string,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<void> {
  await repo.addOrIncrementMany(db, userId, lines);
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
  const set = {
    ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
    ...(change.matchMode === undefined ? {} : { matchMode: change.matchMode }),
  };
  if (!(await repo.updateEntry(db, userId, id, set))) throw new HttpError(404, NO_ENTRY);
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
