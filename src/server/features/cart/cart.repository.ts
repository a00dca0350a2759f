import { asc, eq, inArray, sql } from "drizzle-orm";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { MAX_CART_QUANTITY } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { itemSummaryColumns } from "../catalog/catalog.repository";
import { cartEntries, chains, groceryItems } from "../../db/schema/index";

export function listCartEntries(db: Db, userId: string) {
  return db
    .select({
      id: cartEntries.id,
      itemId: cartEntries.itemId,
      quantity: cartEntries.quantity,
      matchMode: cartEntries.matchMode,
      item: itemSummaryColumns,
    })
    .from(cartEntries)
    .innerJoin(groceryItems, eq(groceryItems.id, cartEntries.itemId))
    .where(eq(cartEntries.userId, userId))
    .orderBy(asc(cartEntries.createdAt), asc(cartEntries.id));
}

/** The mode an item enters the cart with when the shopper names none: "any" for own labels and unbranded goods. */
const defaultMatchMode = (itemId: number) =>
  sql`(select case when ${groceryItems.anyBrandByDefault} then 'any' else 'exact' end from ${groceryItems} where ${groceryItems.id} = ${itemId})`;

/**
 * Adds the item, or raises the quantity of the entry already there (never past the cap). The match
 * mode is the one given, else the item's default (own labels and unbranded goods: "any brand");
 * an entry already there keeps its mode unless one is given. Returns null when the item does not exist.
 */
export async function addOrIncrement(db: Db, userId: string, itemId: number, quantity: number, matchMode: MatchMode | undefined) {
  const [row] = await db
    .insert(cartEntries)
    .values({ userId, itemId, quantity, matchMode: matchMode ?? defaultMatchMode(itemId) })
    .onConflictDoUpdate({
      target: [cartEntries.userId, cartEntries.itemId],
      set: {
        quantity: sql`least(${cartEntries.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`,
        // Left as it is when no mode is given: drizzle leaves an undefined value out of the SET.
        matchMode,
      },
    })
    .returning({ id: cartEntries.id });
  return row!.id;
}

/** The same for several items in one statement; an item listed twice counts once with the summed quantity. */
export async function addOrIncrementMany(db: Db, userId: string, lines: readonly { itemId: number; quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const { itemId, quantity } of lines) merged.set(itemId, Math.min((merged.get(itemId) ?? 0) + quantity, MAX_CART_QUANTITY));
  if (merged.size === 0) return;
  await db
    .insert(cartEntries)
    .values([...merged].map(([itemId, quantity]) => ({ userId, itemId, quantity, matchMode: defaultMatchMode(itemId) })))
    .onConflictDoUpdate({
      target: [cartEntries.userId, cartEntries.itemId],
      set: { quantity: sql`least(${cartEntries.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
    });
}

/**
 * Puts catalog items (by key) in the cart with their default match mode, leaving any entry already
 * there as it is; keys not in the catalog are skipped.
 */
export async function addByKeysIfAbsent(db: Db, userId: string, lines: readonly { key: string; quantity: number }[]) {
  const found = await db
    .select({ id: groceryItems.id, key: groceryItems.key })
    .from(groceryItems)
    .where(
      inArray(
        groceryItems.key,
        lines.map((line) => line.key),
      ),
    );
  const idOf = new Map(found.map((row) => [row.key, row.id]));
  const values = lines.flatMap(({ key, quantity }) => {
    const itemId = idOf.get(key);
    return itemId === undefined
      ? []
      : [{ userId, itemId, quantity: Math.min(quantity, MAX_CART_QUANTITY), matchMode: defaultMatchMode(itemId) }];
  });
  if (values.length > 0) await db.insert(cartEntries).values(values).onConflictDoNothing();
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartEntries).where(eq(cartEntries.userId, userId));
}

/**
 * Merges lines into the cart in one statement: each line whose item still exists is added or raises
 * the entry already there (never past the cap). Returns the item ids merged.
 */
export async function mergeLines(
  db: Db,
  userId: string,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const values = sql.join(
    lines.map((l) => sql`(${l.itemId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const rows = await db.execute<{ item_id: number }>(sql`
    insert into ${cartEntries} (user_id, item_id, quantity, match_mode)
    select ${userId}, g.id, least(sum(l.quantity), ${MAX_CART_QUANTITY}), case when g.any_brand_by_default then 'any' else 'exact' end
    from (values ${values}) as l(item_id, quantity)
    join ${groceryItems} g on g.id = l.item_id
    group by g.id
    on conflict (user_id, item_id) do update set quantity = least(${cartEntries.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})
    returning item_id`);
  // Stryker disable next-line LogicalOperator,ArrayDeclaration: postgres.js answers an array, PGlite an object whose rows are always there; each engine covers one shape
  const list = Array.isArray(rows) ? rows : ((rows as { rows?: { item_id: number }[] }).rows ?? []);
  return list.map((r) => Number(r.item_id));
}

/** The own-label name of each of these chains (decision 027), by chain id. */
export async function chainOwnLabels(db: Db, chainIds: readonly number[]): Promise<Map<number, string | null>> {
  // Stryker disable next-line ConditionalExpression: without chains the query answers no rows (an empty inArray is false): the same empty map
  if (chainIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chains.id, ownLabel: chains.ownLabel })
    .from(chains)
    .where(inArray(chains.id, [...new Set(chainIds)]));
  return new Map(rows.map((row) => [row.id, row.ownLabel]));
}

/** How many entries the user's cart holds, and the items they are of. */
export async function entriesAndPresent(db: Db, userId: string) {
  const rows = await db.select({ itemId: cartEntries.itemId }).from(cartEntries).where(eq(cartEntries.userId, userId));
  return { count: rows.length, present: new Set(rows.map((row) => row.itemId)) };
}
