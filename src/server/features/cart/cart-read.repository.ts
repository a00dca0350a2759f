import { eq, sql, type SQL } from "drizzle-orm";
import type { CartLineToPrice, GroupMember } from "../../../domain/cart/price-cart";
import type { PricedStore } from "../../../domain/cart/store-prices";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import {
  cartEntries,
  catalogState,
  chains,
  groceryItems,
  prices,
  sessions,
  stores,
  userColumns,
  userPreferences,
  users,
} from "../../db/schema/index";
import { liveSession } from "../auth/auth.repository";
import { currentObservationsJson, fromJson, type JsonObservations } from "../pricing/pricing.repository";

// The cart read (decision 046) and a change read back as it (decision 087): one statement each, session checked in it.

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const CART_READ_NAME = "read_cart";
// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const ENTRY_CHANGE_NAME = "change_cart_entry_of_session";
// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const ENTRY_READ_NAME = "read_cart_entry";

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

/** One entry of the user's (an add's, read back). */
const oneEntryOfUser: EntrySource = {
  ...entriesOfUser,
  where: sql`${cartEntries.userId} = ${users.id} and ${cartEntries.id} = ${sql.placeholder("entryId")}`,
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

const selectedStoreIds = sql<number[]>`coalesce(${userPreferences.selectedStoreIds}, '{}')`;

/**
 * What every cart statement answers of its session (decision 105): the user (Family Premium derived), the expiry, the
 * selected store ids and the catalog's change stamp in the same snapshot (text: a bigint), which says whether a kept
 * catalog part still answers (cart-catalog-part.ts). Selected from sessions joined with users and user_preferences.
 */
export const sessionKeys = {
  user: userColumns,
  expiresAt: sessions.expiresAt,
  selectedStoreIds,
  catalogVersion: sql<string>`(select ${catalogState.version}::text from ${catalogState})`,
};

/**
 * What a cart read selects, with the session it is read for (its user, Family Premium, its expiry): the lines with their
 * items, the members of the product groups of its "any brand" lines, the selected stores that exist (in the shopper's
 * order, with their chains' own-label names) and the current observations of those items at those stores, plus the
 * location and radius for shoppers who selected no store. Reads the joins of entriesRead, groupMembers and selectedStores
 * (ofLiveSession).
 */
function cartSelection() {
  const itemIds = sql`coalesce(entries_read.item_ids, '{}') || coalesce(group_members.item_ids, '{}')`;
  const chainIds = sql`coalesce(selected_stores.chain_ids, '{}')`;
  return {
    ...sessionKeys,
    latitude: userPreferences.latitude,
    longitude: userPreferences.longitude,
    radiusTenthsMiles: userPreferences.radiusTenthsMiles,
    lines: sql<JsonLine[]>`coalesce(entries_read.lines, '[]')`,
    groupItems: sql<JsonMember[]>`coalesce(group_members.members, '[]')`,
    stores: sql<JsonStore[]>`coalesce(selected_stores.stores, '[]')`,
    observations: currentObservationsJson(sql`${itemIds}`, chainIds, selectedStoreIds, sql`${users.id}`),
  };
}

/**
 * The entries read once (a shopper's rows spread over many pages after many changes): their lines in cart order (arrays,
 * not objects: PostgreSQL 15 looks up how to write each key and value of a json_build_object; lineOf reads them), their
 * item ids and the product groups of their "any brand" lines.
 */
function entriesRead(entries: EntrySource) {
  // The sources written into the statement, not sent as parameters: the plan kept for every shopper (the generic one) can
  // then read them from prices_observation_key alone (an index of the rows whose source is no shopper report); with
  // parameters it cannot tell, costs every cart read more than a plan of its own, and PostgreSQL plans each read anew.
  const sources = sql.raw(ESTIMATE_SOURCES.map((source) => `'${source}'`).join(", "));
  const estimated = sql`exists(select 1 from ${prices} where ${prices.itemId} = ${groceryItems.id} and ${prices.source} in (${sources}))`;
  return sql`(select json_agg(json_build_array(${entries.id}, ${entries.itemId}, ${entries.quantity}, ${entries.checked},
        ${entries.matchMode}, ${groceryItems.productGroup}, ${groceryItems.name}, ${groceryItems.brand}, ${groceryItems.category},
        ${groceryItems.unit}, ${groceryItems.size}, ${groceryItems.sizeUnit}, ${estimated}) order by ${entries.order}) as lines,
      array_agg(${entries.itemId}) as item_ids,
      array_agg(${groceryItems.productGroup}) filter (where ${entries.matchMode} = 'any' and ${groceryItems.productGroup} is not null) as groups
    from ${entries.from} join ${groceryItems} on ${groceryItems.id} = ${entries.itemId} where ${entries.where}) entries_read`;
}

/** The members of the product groups of the "any brand" lines (entriesRead): they are priced too. */
const groupMembers = sql`(select array_agg(g.id) as item_ids,
      json_agg(json_build_array(g.id, g.name, g.brand, g.unit, g.size, g.size_unit, g.product_group)) as members
    from ${groceryItems} g where g.product_group = any(entries_read.groups)) group_members`;

/**
 * The selected stores that exist, read once for the answer (in the shopper's order, with their chains' own-label names)
 * and for the observations (their chains): the selected ids looked up one by one, not every store's id compared with
 * each (the preferences refuse duplicates).
 */
const selectedStores = sql`(select json_agg(json_build_array(${stores.id}, ${stores.chainId}, ${chains.ownLabel}) order by selected.n) as stores,
      array_agg(${stores.chainId}) as chain_ids
    from unnest(coalesce(${userPreferences.selectedStoreIds}, '{}')) with ordinality as selected(id, n)
      join ${stores} on ${stores.id} = selected.id join ${chains} on ${chains.id} = ${stores.chainId}) selected_stores`;

/** A line as cartSelection gives it, and the line it is. */
type JsonLine = [
  id: number,
  itemId: number,
  quantity: number,
  checked: boolean,
  matchMode: MatchMode,
  productGroup: string | null,
  name: string,
  brand: string,
  category: string,
  unit: string,
  size: number,
  sizeUnit: string,
  assortmentKnown: boolean,
];
const lineOf = (line: JsonLine): CartLineToPrice => ({
  id: line[0],
  itemId: line[1],
  quantity: line[2],
  checked: line[3],
  matchMode: line[4],
  productGroup: line[5],
  item: { name: line[6], brand: line[7], category: line[8], unit: line[9], size: line[10], sizeUnit: line[11] },
  assortmentKnown: line[12],
});

/** A member of an "any brand" line's group as cartSelection gives it, and the member it is. */
type JsonMember = [id: number, name: string, brand: string, unit: string, size: number, sizeUnit: string, productGroup: string];
const memberOf = ([id, name, brand, unit, size, sizeUnit, productGroup]: JsonMember): GroupMember => ({
  id,
  name,
  brand,
  unit,
  size,
  sizeUnit,
  productGroup,
});

/** A selected store as cartSelection gives it, and the store it is. */
type JsonStore = [id: number, chainId: number, ownLabel: string | null];
const storeOf = ([id, chainId, ownLabel]: JsonStore): PricedStore => ({ id, chainId, ownLabel });

/** A row of cartSelection with its lines, members, stores and observations as pricing reads them. */
const fromSelection = <
  Row extends { lines: JsonLine[]; groupItems: JsonMember[]; stores: JsonStore[]; observations: JsonObservations },
>(
  row: Row,
) => ({
  ...row,
  lines: row.lines.map(lineOf),
  groupItems: row.groupItems.map(memberOf),
  stores: row.stores.map(storeOf),
  observations: fromJson(row.observations),
});

/** cartSelection read from the live session's row (none without one), its user and their preferences. */
const ofLiveSession = (select: Db["select"], entries: EntrySource) =>
  select(cartSelection())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    // Aggregates: one row each, whatever the entries.
    .crossJoinLateral(entriesRead(entries))
    .crossJoinLateral(groupMembers)
    .crossJoinLateral(selectedStores)
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
  const withChange = db.with(entryChange(db));
  return ofLiveSession(withChange.select.bind(withChange), changedEntry).prepare(ENTRY_CHANGE_NAME);
}

/**
 * A change of one entry of the live session's user (its quantity, its match mode or both; a null value leaves its
 * column), as a WITH named "changed" answering the entry's columns (id, item_id, quantity, checked, match_mode); no row
 * when the user has no entry with that id or there is no live session.
 */
export function entryChange(db: Db) {
  const ofSession = sql`(select ${sessions.userId} from ${sessions} where ${liveSession})`;
  return db.$with("changed", { id: cartEntries.id }).as(
    sql`update ${cartEntries} set quantity = coalesce(${sql.placeholder("quantity")}::int, ${cartEntries.quantity}),
        match_mode = coalesce(${sql.placeholder("matchMode")}::text, ${cartEntries.matchMode})
      where ${cartEntries.id} = ${sql.placeholder("id")} and ${cartEntries.userId} = ${ofSession}
      returning ${cartEntries.id} as id, ${cartEntries.itemId} as item_id, ${cartEntries.quantity} as quantity,
        ${cartEntries.checked} as checked, ${cartEntries.matchMode} as match_mode`,
  );
}

const cartReads = new WeakMap<Db, ReturnType<typeof prepareCartRead>>();
const entryChanges = new WeakMap<Db, ReturnType<typeof prepareEntryChange>>();

/** The cart of the live session with this token hash, with its user and the session's expiry; undefined without one. */
export async function readCart(db: Db, tokenHash: string, now: Date) {
  let read = cartReads.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the read again for each call gives the same rows (it only costs time)
  if (!read) cartReads.set(db, (read = prepareCartRead(db)));
  const [row] = await read.execute({ tokenHash, now: now.toISOString() });
  return row && fromSelection(row);
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
  return row && fromSelection(row);
}

const entryReads = new WeakMap<Db, ReturnType<typeof prepareCartRead>>();

/**
 * One entry of the live session's user read as readCart reads the cart (its lines: that entry alone, or none when the
 * user has no entry with this id; decision 103); undefined without a live session. The same cartSelection: its item,
 * its group's members, the stores and the observations are read exactly as for the whole cart (extendCatalogPart
 * relies on it).
 */
export async function readCartEntry(db: Db, tokenHash: string, now: Date, entryId: number) {
  let read = entryReads.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the read again for each call gives the same rows (it only costs time)
  if (!read) entryReads.set(db, (read = ofLiveSession(db.select.bind(db), oneEntryOfUser).prepare(ENTRY_READ_NAME)));
  const [row] = await read.execute({ tokenHash, now: now.toISOString(), entryId });
  return row && fromSelection(row);
}
