import { eq, sql, type SQL } from "drizzle-orm";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import type { Db } from "../../db/client";
import { cartEntries, sessions, userPreferences, users } from "../../db/schema/index";
import { liveSession } from "../auth/auth.repository";
import { entryChange, sessionKeys } from "./cart-read.repository";

// The keys of a cart read (decision 105): what it needs besides the catalog, in one statement that checks the session.

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const CART_KEYS_NAME = "read_cart_keys";
// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const ENTRY_CHANGE_KEYS_NAME = "change_cart_entry_keys";

/** The entries' own columns, one array per column in cart order (one JSON value: cheaper to write than one per entry). */
type JsonEntries = [ids: number[], itemIds: number[], quantities: number[], checked: boolean[], matchModes: MatchMode[]];

/** A cart entry as the keys read gives it: no item, no price. */
export type CartKeyEntry = { id: number; itemId: number; quantity: number; checked: boolean; matchMode: MatchMode };

/**
 * The session's user and expiry, the selected store ids, the catalog's version and the entries' own columns of `from`
 * (a table or WITH of cart entries: id, item_id, quantity, checked, match_mode, filtered by `where`) in `order`.
 */
function keysOf(select: Db["select"], from: SQL, where: SQL, order: SQL) {
  const agg = (column: string) => sql`array_agg(e.${sql.raw(column)} order by ${order})`;
  return select({
    ...sessionKeys,
    entries: sql<JsonEntries | null>`(select json_build_array(${agg("id")}, ${agg("item_id")}, ${agg("quantity")},
        ${agg("checked")}, ${agg("match_mode")}) from ${from} e where ${where} having count(*) > 0)`,
  })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(liveSession);
}

function prepareKeysRead(db: Db) {
  return keysOf(db.select.bind(db), sql`${cartEntries}`, sql`e.user_id = ${users.id}`, sql`e.created_at, e.id`).prepare(
    CART_KEYS_NAME,
  );
}

/** A change of one entry of the live session's user (as changeEntryAndRead's), answered with the keys of that entry. */
function prepareEntryChangeKeys(db: Db) {
  const withChange = db.with(entryChange(db));
  return keysOf(withChange.select.bind(withChange), sql.raw("changed"), sql.raw("true"), sql.raw("e.id")).prepare(
    ENTRY_CHANGE_KEYS_NAME,
  );
}

type KeysRow = Awaited<ReturnType<ReturnType<typeof prepareKeysRead>["execute"]>>[number];

/** A keys row with its entries as objects. */
function fromRow(row: KeysRow | undefined) {
  if (!row) return undefined;
  const [ids, itemIds, quantities, checked, matchModes] = row.entries ?? [[], [], [], [], []];
  const entries: CartKeyEntry[] = ids.map((id, n) => ({
    id,
    itemId: itemIds[n]!,
    quantity: quantities[n]!,
    checked: checked[n]!,
    matchMode: matchModes[n]!,
  }));
  return { ...row, entries };
}

const keysReads = new WeakMap<Db, ReturnType<typeof prepareKeysRead>>();
const entryChangeKeys = new WeakMap<Db, ReturnType<typeof prepareEntryChangeKeys>>();

/**
 * The keys of the live session's cart: its user and expiry, the selected store ids, the catalog's version and the entries'
 * own columns in cart order (the order of readCart's lines); undefined without a live session.
 */
export async function readCartKeys(db: Db, tokenHash: string, now: Date) {
  let read = keysReads.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the read again for each call gives the same rows (it only costs time)
  if (!read) keysReads.set(db, (read = prepareKeysRead(db)));
  const [row] = await read.execute({ tokenHash, now: now.toISOString() });
  return fromRow(row);
}

/**
 * Changes the entry of the live session's user (a null value leaves its column) and answers the keys with that entry
 * alone (none when the user has no entry with this id); undefined without a live session.
 */
export async function changeEntryKeys(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
  change: { quantity?: number; matchMode?: MatchMode },
) {
  let run = entryChangeKeys.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call changes the same rows (it only costs time)
  if (!run) entryChangeKeys.set(db, (run = prepareEntryChangeKeys(db)));
  const { quantity = null, matchMode = null } = change;
  const [row] = await run.execute({ id, tokenHash, now: now.toISOString(), quantity, matchMode });
  return fromRow(row);
}

export type CartKeys = NonNullable<Awaited<ReturnType<typeof readCartKeys>>>;
