import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { MAX_CART_ENTRIES, MAX_CART_QUANTITY } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { itemSummaryColumns } from "../catalog/catalog.repository";
import { cartEntries, chains, groceryItems, sessions, userColumns, users } from "../../db/schema/index";
import { rowsOf } from "../../db/rows";

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
  return (rowsOf(rows) as { item_id: number }[]).map((r) => Number(r.item_id));
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

/**
 * Adds the item to the cart of the live session with this token hash, or raises the quantity of the entry already there
 * (never past MAX_CART_QUANTITY; its match mode changes only when one is given, else a new entry takes the item's
 * default: "any brand" for own labels and unbranded goods), in one transaction of two statements (decision 104): the
 * session's user row locked, then the item written when it is in the catalog and fits (an entry already there always
 * fits; a new one while the cart holds fewer than MAX_CART_ENTRIES). The count runs in the statement after the lock, so
 * it sees every add that committed before: two adds at once cannot both take the last place. Undefined without a live
 * session; entryId undefined when nothing was written (an unknown item, or a full cart).
 */
export async function addOrIncrementOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  add: { itemId: number; quantity: number; matchMode?: MatchMode },
) {
  const { itemId, quantity, matchMode = null } = add;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ user: userColumns, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .for("update", { of: users });
    if (!session) return undefined;
    const userId = session.user.id;
    const mode = sql`${matchMode}::text`;
    const [added] = rowsOf(
      await tx.execute(sql`insert into ${cartEntries} (user_id, item_id, quantity, match_mode)
        select ${userId}, g.id, ${quantity}, coalesce(${mode}, case when g.any_brand_by_default then 'any' else 'exact' end)
        from ${groceryItems} g
        where g.id = ${itemId} and (exists(select from ${cartEntries} e where e.user_id = ${userId} and e.item_id = g.id)
          or (select count(*) from ${cartEntries} e where e.user_id = ${userId}) < ${MAX_CART_ENTRIES})
        on conflict (user_id, item_id) do update set quantity = least(${cartEntries.quantity} + excluded.quantity, ${MAX_CART_QUANTITY}),
          match_mode = coalesce(${mode}, ${cartEntries.matchMode})
        returning id`),
    ) as { id: number }[];
    return { ...session, entryId: added && Number(added.id) };
  });
}
