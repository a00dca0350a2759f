import { MAX_FAVORITES, type Favorite, type FavoriteFrequency } from "../../../domain/contracts/favorites";
import type { Db } from "../../db/client";
import { lockUserRow } from "../../db/user-lock";
import { HttpError } from "../../plugins/errors";
import { addLinesToCart, priceItemsForShopper } from "../cart/cart.service";
import { catalogItemExists } from "../catalog/catalog.service";
import * as repo from "./favorites.repository";

const NO_FAVORITE = "Favorite not found";

/** The shopper's favorites, each priced exactly as a cart entry of the same item would be. */
export async function getFavorites(db: Db, userId: string): Promise<Favorite[]> {
  const rows = await repo.listFavorites(db, userId);
  const prices = await priceItemsForShopper(
    db,
    userId,
    rows.map((row) => ({ id: row.itemId, size: row.item.size, sizeUnit: row.item.sizeUnit })),
  );
  // Stryker disable next-line ArrayDeclaration: the prices answer every item asked for, so the fallback is never read
  return rows.map((row) => ({ ...row, storePrices: prices.get(row.itemId) ?? [] }));
}

/** Makes the item a favorite, or stops it being one; answers whether it is one now. */
export async function toggleFavorite(db: Db, userId: string, itemId: number): Promise<{ isFavorite: boolean }> {
  if (!(await catalogItemExists(db, itemId))) throw new HttpError(404, `Grocery item ${itemId} not found`);
  // The count and the insert are one step: the user's row is locked while they happen.
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    if (await repo.deleteByItem(tx, userId, itemId)) return { isFavorite: false };
    if ((await repo.countFavorites(tx, userId)) >= MAX_FAVORITES) {
      throw new HttpError(409, `You can keep up to ${MAX_FAVORITES} favorites. Remove one first.`);
    }
    await repo.insertFavorite(tx, userId, itemId);
    return { isFavorite: true };
  });
}

export async function updateFavorite(
  db: Db,
  userId: string,
  id: number,
  patch: { frequency?: FavoriteFrequency; notes?: string },
) {
  if (!(await repo.updateFavorite(db, userId, id, patch))) throw new HttpError(404, NO_FAVORITE);
}

export async function removeFavorite(db: Db, userId: string, id: number) {
  if (!(await repo.deleteFavorite(db, userId, id))) throw new HttpError(404, NO_FAVORITE);
}

/**
 * Adds the listed favorites (all when none are listed) to the cart, 1 each, raising entries already
 * there, in one statement; an id that is not one of the caller's favorites refuses the whole call.
 */
export async function addFavoritesToCart(db: Db, userId: string, ids?: readonly number[]): Promise<{ added: number }> {
  const found = await repo.findFavoriteItems(db, userId, ids);
  if (ids !== undefined && found.length !== ids.length) throw new HttpError(404, NO_FAVORITE);
  await addLinesToCart(
    db,
    userId,
    found.map((favorite) => ({ itemId: favorite.itemId, quantity: 1 })),
  );
  return { added: found.length };
}
