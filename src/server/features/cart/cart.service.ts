import { toCartResponse } from "../../../domain/cart/cart-response";
import { itemsToPrice, priceCart } from "../../../domain/cart/price-cart";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import {
  DEFAULT_RADIUS_MILES,
  MAX_CART_ENTRIES,
  type CartEntry,
  type CartUpdateInput,
  type StorePrice,
} from "../../../domain/contracts/catalog";
import { DEFAULT_COMPARED_STORES, nearestOfEachChain } from "../../../domain/comparison/stores-to-compare";
import type { Db } from "../../db/client";
import { lockUserRow } from "../../db/user-lock";
import { HttpError } from "../../plugins/errors";
import type { CheckedSession } from "../../plugins/guards";
import { catalogItemExists } from "../catalog/catalog.service";
import { findCurrentObservations } from "../pricing/pricing.repository";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { getPreferences } from "../preferences/preferences.service";
import { getNearestStores, getStoresByIds } from "../stores/stores.service";
import { extendCatalogPart, hasCatalogPart, keepAndPrice, priceFromCatalogPart } from "./cart-catalog-part";
import * as entries from "./cart-entry.repository";
import { changeEntryKeys, readCartKeys } from "./cart-keys.repository";
import { changeEntryAndRead, readCart, readCartEntry } from "./cart-read.repository";
import * as repo from "./cart.repository";

const NO_ENTRY = "Cart item not found";
export const CART_FULL = `Your cart has room for ${MAX_CART_ENTRIES} different items. Remove some to add more.`;

type Line = { itemId: number; quantity: number };

/**
 * Runs `add` with the lines that fit the cart (review R26): entries already there always (their quantity rises), new
 * items while the cart has fewer than MAX_CART_ENTRIES; `whole` refuses (409) the call when any would not fit. The
 * count and the writes happen under the user's row lock, so two adds at once cannot both take the last place.
 */
function withinCartCap<T>(
  db: Db,
  userId: string,
  lines: readonly Line[],
  whole: boolean,
  add: (tx: Db, fit: Line[]) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const { count, present } = await repo.entriesAndPresent(tx, userId);
    const newItems = new Set<number>();
    const fit = lines.filter((line) => {
      if (present.has(line.itemId) || newItems.has(line.itemId)) return true;
      if (count + newItems.size >= MAX_CART_ENTRIES) return false;
      newItems.add(line.itemId);
      return true;
    });
    if (whole && fit.length < lines.length) throw new HttpError(409, CART_FULL);
    return add(tx, fit);
  });
}

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

type CartRead = NonNullable<Awaited<ReturnType<typeof readCart>>>;

/** A read of one entry (its lines: that entry, or none when it is gone) priced; undefined without a live session. */
async function priceOneEntry(db: Db, read: CartRead | undefined, now: Date) {
  if (!read) return undefined;
  const [entry] = read.lines.length === 0 ? [] : await priceRead(db, read, read.user.id, now);
  return { user: read.user, expiresAt: read.expiresAt, result: entry };
}

/**
 * The cart of the live session with this token hash (one statement that checks the session too, answering its user
 * and expiry; undefined without one), priced at the shopper's selected stores in their order, or when none is selected at
 * the 3 nearest within their radius (spec §9: the first 3 when none are selected). Cents until the response.
 */
export async function getCartOfSession(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<CheckedSession<CartEntry[]> | undefined> {
  // Decision 105: a session whose last read's catalog part is kept reads only its keys (the session, the entries, the
  // catalog's version), and prices with that part while it still answers; else (and at a first read) the whole read.
  if (hasCatalogPart(db, tokenHash)) {
    const keys = await readCartKeys(db, tokenHash, now);
    if (!keys) return undefined;
    const result = priceFromCatalogPart(db, tokenHash, keys, now, true);
    if (result) return { user: keys.user, expiresAt: keys.expiresAt, result };
  }
  const read = await readCart(db, tokenHash, now);
  if (!read) return undefined;
  // Kept, and priced from what is kept, so that its priced lines are kept too (decision 107).
  const kept = read.selectedStoreIds.length > 0 ? keepAndPrice(db, tokenHash, read, now) : undefined;
  return { user: read.user, expiresAt: read.expiresAt, result: kept ?? (await priceRead(db, read, read.user.id, now)) };
}

async function priceRead(db: Db, read: CartRead, userId: string, now: Date): Promise<CartEntry[]> {
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

/**
 * Adds each line to the cart, raising the quantity of entries already there (never past the cap), in one statement;
 * refused (409) when the new items would pass MAX_CART_ENTRIES, or with `whole` false only those that fit are added.
 */
export async function addLinesToCart(db: Db, userId: string, lines: readonly Line[], whole = true): Promise<void> {
  await withinCartCap(db, userId, lines, whole, (tx, fit) => repo.addOrIncrementMany(tx, userId, fit));
}

/** A new account's first cart (a sample shopper's): catalog items by key, never over entries already there. */
export async function startCart(db: Db, userId: string, lines: readonly { key: string; quantity: number }[]): Promise<void> {
  await repo.addByKeysIfAbsent(db, userId, lines);
}

/**
 * Adds an item to the cart of the live session with this token hash (or raises its quantity when it is there) and
 * answers that entry priced as the cart read prices it (decision 103): the page puts it in place instead of reading the
 * whole cart. Undefined without a live session; 404 for an unknown item, 409 when it does not fit (nothing added). The
 * add is one transaction of two statements (decision 104); the entry is read back once it has committed, by the prepared
 * statement of one entry: a session ended meanwhile answers 401, an entry removed meanwhile (by the shopper, elsewhere)
 * 404; the page then reads the cart.
 */
export async function addToCartOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  add: { itemId: number; quantity: number; matchMode?: MatchMode },
): Promise<CheckedSession<CartEntry> | undefined> {
  const added = await repo.addOrIncrementOfSession(db, tokenHash, now, add);
  if (!added) return undefined;
  if (added.entryId === undefined) {
    if (!(await catalogItemExists(db, add.itemId))) throw new HttpError(404, `Grocery item ${add.itemId} not found`);
    throw new HttpError(409, CART_FULL);
  }
  const read = await readCartEntry(db, tokenHash, now, added.entryId);
  if (!read) throw new HttpError(401, "Unauthorized");
  // What the read back read from the catalog joins the session's kept part (decision 105): a change of the new line then
  // prices from it.
  extendCatalogPart(db, tokenHash, read);
  // No line when the entry went meanwhile (rare: priced as it is, with nothing to price).
  const [entry] = await priceRead(db, read, read.user.id, now);
  if (!entry) throw noEntry();
  return { user: added.user, expiresAt: added.expiresAt, result: entry };
}

/**
 * Changes the quantity, the match mode ("this brand" or "any brand") or both of the entry of the live session with this
 * token hash, and answers that entry priced as the cart read prices it (decision 087), in one statement that checks the
 * session too (more when no store is selected, as the read, and a second, the entry read back, when a kept catalog part
 * cannot price it: decision 105): undefined without a live session, a result undefined when the user has no entry with
 * this id.
 */
export async function changeCartEntryOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
  change: CartUpdateInput,
): Promise<CheckedSession<CartEntry | undefined> | undefined> {
  // Decision 105: with a kept catalog part, the change answers its entry's keys only and is priced with the part when it
  // answers; else the entry is read back whole after the change (decision 103's read).
  if (hasCatalogPart(db, tokenHash)) {
    const keys = await changeEntryKeys(db, tokenHash, now, id, change);
    if (!keys) return undefined;
    const reused = keys.entries.length === 0 ? [] : priceFromCatalogPart(db, tokenHash, keys, now, false);
    if (reused) return { user: keys.user, expiresAt: keys.expiresAt, result: reused[0] };
    // The part could not price it: the entry is read back whole after the change (decision 103's read, so a session
    // that ends in between is answered 401, the change kept), and what it read joins the part.
    const read = await readCartEntry(db, tokenHash, now, id);
    if (read) extendCatalogPart(db, tokenHash, read);
    return priceOneEntry(db, read, now);
  }
  return priceOneEntry(db, await changeEntryAndRead(db, tokenHash, now, id, change), now);
}

/** Ticks or unticks the entry of the live session's user in one statement that checks the session too (as above). */
export async function setCheckedOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
  checked: boolean,
): Promise<CheckedSession<{ ok: true }> | undefined> {
  const ticked = await entries.tickEntryOfSession(db, tokenHash, now, id, checked);
  return ticked && { ...ticked, result: { ok: true } };
}

/** The answer when a change found no entry of the signed-in shopper's with its id. */
export const noEntry = () => new HttpError(404, NO_ENTRY);

/** Removes the entry of the live session's user in one statement that checks the session; result false: no such entry. */
export async function removeFromCartOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
): Promise<CheckedSession<boolean> | undefined> {
  const row = await entries.deleteEntryOfSession(db, tokenHash, now, id);
  return row && { user: row.user, expiresAt: row.expiresAt, result: row.deleted };
}

export const clearCart = (db: Db, userId: string) => repo.clearCart(db, userId);

/** The cart's lines with their items, unpriced, in cart order (for snapshots such as shared lists). */
export const listCartLines = (db: Db, userId: string) => repo.listCartEntries(db, userId);

/**
 * Merges lines into the cart in one statement; lines whose item left the catalog are skipped. Returns the item ids
 * merged. Refused (409) when the new items would pass MAX_CART_ENTRIES.
 */
export const mergeIntoCart = (db: Db, userId: string, lines: readonly Line[]) =>
  withinCartCap(db, userId, lines, true, (tx) => repo.mergeLines(tx, userId, lines));
