import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartEntries, sessions, userColumns, users } from "../../db/schema/index";
import { liveSession } from "../auth/auth.repository";

// A cart entry's tick and removal, with the session checked in the statement: prepared statements. (A quantity or
// match mode change is answered with its priced line: cart.repository.ts, changeEntryAndRead.)

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const SESSION_ENTRY_TICK_NAME = "tick_cart_entry_of_session";

/** The tick of the entry of the live session's user, answering that user (userColumns) and the session's expiry. */
function prepareSessionEntryTick(db: Db) {
  return db
    .update(cartEntries)
    .set({ checked: sql<boolean>`${sql.placeholder("checked")}::boolean` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(cartEntries.id, sql.placeholder("id")), eq(cartEntries.userId, sessions.userId), liveSession))
    .returning({ ...userColumns, expiresAt: sessions.expiresAt })
    .prepare(SESSION_ENTRY_TICK_NAME);
}

const sessionEntryTicks = new WeakMap<Db, ReturnType<typeof prepareSessionEntryTick>>();

/**
 * Ticks or unticks the entry of the live session's user in one statement; answers that user and the session's expiry,
 * or undefined when there is no such session or it has no entry with that id.
 */
export async function tickEntryOfSession(db: Db, tokenHash: string, now: Date, id: number, checked: boolean) {
  let tick = sessionEntryTicks.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call changes the same rows (it only costs time)
  if (!tick) sessionEntryTicks.set(db, (tick = prepareSessionEntryTick(db)));
  const [row] = await tick.execute({ id, tokenHash, now: now.toISOString(), checked });
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

// Stryker disable next-line StringLiteral: the prepared statement's name only names it; the rows are the same
const SESSION_ENTRY_DELETE_NAME = "delete_cart_entry_of_session";

/**
 * The removal of one entry of the live session's user: the delete runs in a WITH of the statement that reads the
 * session (a DELETE cannot join), so the session is answered whether or not the entry was there.
 */
function prepareSessionEntryDelete(db: Db) {
  const ofSession = sql`(select ${sessions.userId} from ${sessions} where ${liveSession})`;
  const gone = db
    .$with("gone", { id: cartEntries.id })
    .as(
      sql`delete from ${cartEntries} where ${cartEntries.id} = ${sql.placeholder("id")} and ${cartEntries.userId} = ${ofSession} returning ${cartEntries.id}`,
    );
  return db
    .with(gone)
    .select({ user: userColumns, expiresAt: sessions.expiresAt, deleted: sql<boolean>`exists(select 1 from ${gone})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession)
    .prepare(SESSION_ENTRY_DELETE_NAME);
}

const sessionEntryDeletes = new WeakMap<Db, ReturnType<typeof prepareSessionEntryDelete>>();

/**
 * Removes the entry of the live session's user in one statement; answers that user, the session's expiry and whether
 * the entry was there, or undefined without such a session.
 */
export async function deleteEntryOfSession(db: Db, tokenHash: string, now: Date, id: number) {
  let remove = sessionEntryDeletes.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the statement again for each call deletes the same rows (it only costs time)
  if (!remove) sessionEntryDeletes.set(db, (remove = prepareSessionEntryDelete(db)));
  const [row] = await remove.execute({ id, tokenHash, now: now.toISOString() });
  return row;
}
