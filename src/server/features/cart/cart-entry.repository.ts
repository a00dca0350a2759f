import { and, eq, sql } from "drizzle-orm";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import type { Db } from "../../db/client";
import { cartEntries, sessions, userColumns, users } from "../../db/schema/index";
import { liveSession } from "../auth/auth.repository";

// A cart entry's change (its quantity, match mode or tick), the step a shopper's page sends most: prepared statements.

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const ENTRY_UPDATE_NAME = "update_cart_entry";

/**
 * The change of one entry as a prepared statement, built once per database: a PATCH on every quantity step runs it,
 * and building the statement again each time cost more client CPU than running it. A null value leaves its column.
 */
function entryChange() {
  const keep = <T>(
    name: string,
    type: string,
    column: typeof cartEntries.quantity | typeof cartEntries.matchMode | typeof cartEntries.checked,
  ) => sql<T>`coalesce(${sql.placeholder(name)}::${sql.raw(type)}, ${column})`;
  return {
    quantity: keep<number>("quantity", "int", cartEntries.quantity),
    matchMode: keep<MatchMode>("matchMode", "text", cartEntries.matchMode),
    checked: keep<boolean>("checked", "boolean", cartEntries.checked),
  };
}

function prepareEntryUpdate(db: Db) {
  return db
    .update(cartEntries)
    .set(entryChange())
    .where(and(eq(cartEntries.id, sql.placeholder("id")), eq(cartEntries.userId, sql.placeholder("userId"))))
    .returning({ id: cartEntries.id })
    .prepare(ENTRY_UPDATE_NAME);
}

const entryUpdates = new WeakMap<Db, ReturnType<typeof prepareEntryUpdate>>();

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const SESSION_ENTRY_UPDATE_NAME = "update_cart_entry_of_session";

/** The same change of the entry of the live session's user, answering that user (userColumns) and the session's expiry. */
function prepareSessionEntryUpdate(db: Db) {
  return db
    .update(cartEntries)
    .set(entryChange())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(cartEntries.id, sql.placeholder("id")), eq(cartEntries.userId, sessions.userId), liveSession))
    .returning({ ...userColumns, expiresAt: sessions.expiresAt })
    .prepare(SESSION_ENTRY_UPDATE_NAME);
}

const sessionEntryUpdates = new WeakMap<Db, ReturnType<typeof prepareSessionEntryUpdate>>();

/**
 * Changes the entry of the live session's user (its quantity or match mode) in one statement; answers that user and
 * the session's expiry, or undefined when there is no such session or it has no entry with that id.
 */
export async function updateEntryOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  id: number,
  changes: { quantity?: number; matchMode?: MatchMode },
) {
  let update = sessionEntryUpdates.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call changes the same rows (it only costs time)
  if (!update) sessionEntryUpdates.set(db, (update = prepareSessionEntryUpdate(db)));
  const { quantity = null, matchMode = null } = changes;
  const [row] = await update.execute({ id, tokenHash, now: now.toISOString(), quantity, matchMode, checked: null });
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

/** Changes only the caller's own entry (its quantity, its match mode or its tick); returns false when there is none with that id. */
export async function updateEntry(
  db: Db,
  userId: string,
  id: number,
  changes: { quantity?: number; matchMode?: MatchMode; checked?: boolean },
): Promise<boolean> {
  let update = entryUpdates.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call changes the same rows (it only costs time)
  if (!update) entryUpdates.set(db, (update = prepareEntryUpdate(db)));
  const { quantity = null, matchMode = null, checked = null } = changes;
  const rows = await update.execute({ id, userId, quantity, matchMode, checked });
  return rows.length > 0;
}
