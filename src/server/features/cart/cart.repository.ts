import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CartLineToPrice, GroupMember } from "../../../domain/cart/price-cart";
import type { PricedStore } from "../../../domain/cart/store-prices";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { MAX_CART_QUANTITY } from "../../../domain/contracts/catalog";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { itemSummaryColumns } from "../catalog/catalog.repository";
import {
  cartEntries,
  chains,
  groceryItems,
  prices,
  sessions,
  stores,
  userColumns,
  userPreferences,
  users,
} from "../../db/schema/index";
import { currentObservationsJson, fromJson } from "../pricing/pricing.repository";
import { liveSession } from "../auth/auth.repository";

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

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const CART_READ_NAME = "read_cart";
// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const ENTRY_CHANGE_NAME = "change_cart_entry_of_session";

/** Where a read's lines come from: the user's cart entries, or the one entry a change just wrote (its RETURNING). */
type EntrySource = { from: SQL; where: SQL; id: SQL; itemId: SQL; quantity: SQL; checked: SQL; matchMode: SQL; order: SQL };

const entriesOfUser: EntrySource = {
  from: sql`${cartEntries}`,
  where: sql`${cartEntries.userId} = ${users.id}`,
  id: sql`${cartEntries.id}`,
  itemId: sql`${cartEntries.itemId}`,
  quantity: sql`${cartEntries.quantity}`,
  checked: sql`${cartEntries.checked}`,
  matchMode: sql`${cartEntries.matchMode}`,
  order: sql`${cartEntries.createdAt}, ${cartEntries.id}`,
};

// The changed entry as the change's WITH answers it (a statement's reads see the table as it was before its change).
const changedEntry: EntrySource = {
  from: sql.raw("changed"),
  where: sql.raw("true"),
  id: sql.raw("changed.id"),
  itemId: sql.raw("changed.item_id"),
  quantity: sql.raw("changed.quantity"),
  checked: sql.raw("changed.checked"),
  matchMode: sql.raw("changed.match_mode"),
  order: sql.raw("changed.id"),
};

/**
 * What a cart read selects, with the session it is read for (its user, Family Premium, its expiry): the lines with their
 * items, the members of the product groups of its "any brand" lines, the selected stores that exist (in the shopper's
 * order, with their chains' own-label names) and the current observations of those items at those stores, plus the
 * location and radius for shoppers who selected no store.
 */
function cartSelection(entries: EntrySource) {
  const estimated = sql`exists(select 1 from ${prices} where ${prices.itemId} = ${groceryItems.id} and ${inArray(prices.source, [...ESTIMATE_SOURCES])})`;
  const selected = sql`coalesce(${userPreferences.selectedStoreIds}, '{}')`;
  // The product groups of the shopper's "any brand" entries: their members are priced too.
  const anyBrandGroups = sql`(select gi.product_group from ${entries.from} join ${groceryItems} gi on gi.id = ${entries.itemId}
    where ${entries.where} and ${entries.matchMode} = 'any' and gi.product_group is not null)`;
  const itemIds = sql`array(select ${entries.itemId} from ${entries.from} where ${entries.where}
    union select g.id from ${groceryItems} g where g.product_group in ${anyBrandGroups})`;
  const chainIds = sql`array(select ${stores.chainId} from ${stores} where ${stores.id} = any(${selected}))`;
  return {
    user: userColumns,
    expiresAt: sessions.expiresAt,
    selectedStoreIds: sql<number[]>`${selected}`,
    latitude: userPreferences.latitude,
    longitude: userPreferences.longitude,
    radiusTenthsMiles: userPreferences.radiusTenthsMiles,
    lines: sql<CartLineToPrice[]>`(select coalesce(json_agg(json_build_object(
          'id', ${entries.id}, 'itemId', ${entries.itemId}, 'quantity', ${entries.quantity}, 'checked', ${entries.checked},
          'matchMode', ${entries.matchMode}, 'productGroup', ${groceryItems.productGroup},
          'item', json_build_object('name', ${groceryItems.name}, 'brand', ${groceryItems.brand}, 'category', ${groceryItems.category},
            'unit', ${groceryItems.unit}, 'size', ${groceryItems.size}, 'sizeUnit', ${groceryItems.sizeUnit}),
          'assortmentKnown', ${estimated})
          order by ${entries.order}), '[]')
        from ${entries.from} join ${groceryItems} on ${groceryItems.id} = ${entries.itemId} where ${entries.where})`,
    groupItems: sql<GroupMember[]>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'brand', g.brand,
          'unit', g.unit, 'size', g.size, 'sizeUnit', g.size_unit, 'productGroup', g.product_group)), '[]')
        from ${groceryItems} g where g.product_group in ${anyBrandGroups})`,
    stores: sql<PricedStore[]>`(select coalesce(json_agg(json_build_object('id', ${stores.id}, 'chainId', ${stores.chainId},
            'ownLabel', ${chains.ownLabel}) order by array_position(${selected}, ${stores.id})), '[]')
        from ${stores} join ${chains} on ${chains.id} = ${stores.chainId} where ${stores.id} = any(${selected}))`,
    observations: currentObservationsJson(itemIds, chainIds, selected, sql`${users.id}`),
  };
}

/** cartSelection read from the live session's row (none without one), its user and their preferences. */
const ofLiveSession = (select: Db["select"], entries: EntrySource) =>
  select(cartSelection(entries))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(liveSession);

/** A cart read in one statement (cartSelection), built once per database as a prepared query. */
function prepareCartRead(db: Db) {
  return ofLiveSession(db.select.bind(db), entriesOfUser).prepare(CART_READ_NAME);
}

/**
 * A change of one entry of the live session's user (its quantity, its match mode or both; a null value leaves its column)
 * and that entry read back as the cart read reads it (cartSelection), in one statement: the change runs in its WITH.
 * The session is answered whether or not the entry was there (no lines: none of the user's has that id).
 */
function prepareEntryChange(db: Db) {
  const ofSession = sql`(select ${sessions.userId} from ${sessions} where ${liveSession})`;
  const changed = db.$with("changed", { id: cartEntries.id }).as(
    sql`update ${cartEntries} set quantity = coalesce(${sql.placeholder("quantity")}::int, ${cartEntries.quantity}),
        match_mode = coalesce(${sql.placeholder("matchMode")}::text, ${cartEntries.matchMode})
      where ${cartEntries.id} = ${sql.placeholder("id")} and ${cartEntries.userId} = ${ofSession}
      returning ${cartEntries.id} as id, ${cartEntries.itemId} as item_id, ${cartEntries.quantity} as quantity,
        ${cartEntries.checked} as checked, ${cartEntries.matchMode} as match_mode`,
  );
  const withChange = db.with(changed);
  return ofLiveSession(withChange.select.bind(withChange), changedEntry).prepare(ENTRY_CHANGE_NAME);
}

const cartReads = new WeakMap<Db, ReturnType<typeof prepareCartRead>>();
const entryChanges = new WeakMap<Db, ReturnType<typeof prepareEntryChange>>();

/** The cart of the live session with this token hash, with its user and the session's expiry; undefined without one. */
export async function readCart(db: Db, tokenHash: string, now: Date) {
  let read = cartReads.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the read again for each call gives the same rows (it only costs time)
  if (!read) cartReads.set(db, (read = prepareCartRead(db)));
  const [row] = await read.execute({ tokenHash, now: now.toISOString() });
  if (!row) return undefined;
  return { ...row, observations: fromJson(row.observations) };
}

/**
 * Changes the entry of the live session's user and reads it back priced-ready, as readCart reads the whole cart (its
 * lines: that entry alone, or none when the user has no entry with this id); undefined without a live session.
 */
export async function changeEntryAndRead(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
  change: { quantity?: number; matchMode?: MatchMode },
) {
  let run = entryChanges.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call changes the same rows (it only costs time)
  if (!run) entryChanges.set(db, (run = prepareEntryChange(db)));
  const { quantity = null, matchMode = null } = change;
  const [row] = await run.execute({ id, tokenHash, now: now.toISOString(), quantity, matchMode });
  if (!row) return undefined;
  return { ...row, observations: fromJson(row.observations) };
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
        ...(matchMode === undefined ? {} : { matchMode }),
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
  if (lines.length === 0) return;
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

/** How many entries the user's cart holds, and which of `itemIds` are among them. */
export async function entriesAndPresent(db: Db, userId: string, itemIds: readonly number[]) {
  const rows = await db.select({ itemId: cartEntries.itemId }).from(cartEntries).where(eq(cartEntries.userId, userId));
  const asked = new Set(itemIds);
  return { count: rows.length, present: new Set(rows.map((row) => row.itemId).filter((id) => asked.has(id))) };
}
