import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groceryItems } from "../../db/schema/index";

/** What every list of items (cart, favorites, recurring orders) shows of an item; join grocery_items to select it. */
export const itemSummaryColumns = {
  name: groceryItems.name,
  brand: groceryItems.brand,
  category: groceryItems.category,
  unit: groceryItems.unit,
  size: groceryItems.size,
  sizeUnit: groceryItems.sizeUnit,
};

export const itemColumns = { id: groceryItems.id, ...itemSummaryColumns };

/**
 * The list behind GET /api/grocery-items (the home page's brand choices): the seed's catalog only. Items added by
 * `npm run import:catalog` (keys "gtin-…", decision 062) are left out, so the answer stays bounded by the seed however
 * many products an import adds; search finds them.
 */
export function listItems(db: Db) {
  return db
    .select(itemColumns)
    .from(groceryItems)
    .where(sql`${groceryItems.key} not like 'gtin-%'`)
    .orderBy(asc(groceryItems.name), asc(groceryItems.brand), asc(groceryItems.id));
}

export async function itemExists(db: Db, id: number): Promise<boolean> {
  // Stryker disable next-line ObjectLiteral: a row with no columns (select {}) still says the item exists
  const idOnly = { id: groceryItems.id };
  const [row] = await db
    .select(idOnly)
    .from(groceryItems)
    .where(sql`${groceryItems.id} = ${id}`);
  return row !== undefined;
}

/** Which of these item ids are in the catalog. */
export async function existingItemIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  // Stryker disable next-line ConditionalExpression: a shortcut; drizzle's inArray of no ids is false, the same empty set
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(inArray(groceryItems.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
