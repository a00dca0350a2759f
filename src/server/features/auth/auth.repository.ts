import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents, sessions, userColumns, users, type UserRow } from "../../db/schema/index";

export type NewProfile = {
  email: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  oidcSubject?: string | null;
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.oidcSubject, subject));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Creates the user, or returns the existing one when another request created the same e-mail first. */
export async function insertUser(db: Db, profile: NewProfile): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: profile.email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
      oidcSubject: profile.oidcSubject ?? null,
    })
    .onConflictDoNothing()
    .returning(userColumns);
  // Stryker disable next-line ConditionalExpression: every new user has a subject or an e-mail, so the lookup below finds the row just inserted
  if (row) return row;
  // A concurrent insert won: an OIDC identity resolves only by its subject, never by someone's e-mail.
  const existing = profile.oidcSubject
    ? await findUserBySubject(db, profile.oidcSubject)
    : (profile.email && (await findUserByEmail(db, profile.email))) || undefined;
  if (!existing) throw new Error("User insert conflicted but no existing user was found");
  return existing;
}

export async function updateUserProfile(db: Db, id: string, profile: Partial<NewProfile>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  if (!row) throw new Error(`User ${id} vanished during update`);
  return row;
}

export async function insertSession(db: Db, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

// Every API request with a session cookie runs this, so it is built once per database and kept as
// a prepared query: the session by its token hash (primary key), its user by id, and Family Premium
// by the family list's index on lower(email), in one statement (decision 046).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
// Stryker disable next-line StringLiteral: the name only labels the prepared statement; an empty one returns the same rows
const SESSION_LOOKUP_NAME = "find_session_with_user";

/**
 * The live session whose token hash is the placeholder `tokenHash` at the time `now` (an ISO string): for the
 * statements that check a session themselves (this lookup, and the cart's, which find their rows in the same round trip).
 */
export const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder("tokenHash")),
  gt(sessions.expiresAt, sql.placeholder("now")),
);

function prepareSessionLookup(db: Db) {
  return db
    .select({ user: userColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession)
    .prepare(SESSION_LOOKUP_NAME);
}

export async function findSessionWithUser(db: Db, tokenHash: string, now: Date) {
  let lookup = sessionLookups.get(db);
  // Stryker disable next-line ConditionalExpression: preparing the query again on every call returns the same rows, only slower
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Whether the payment provider ever reported this subscription as ended (review R12: it cannot be resumed). */
export async function subscriptionEnded(db: Db, subscriptionId: string): Promise<boolean> {
  // No column: only whether a row comes back is read (PostgreSQL takes an empty select list).
  const [row] = await db
    .select({})
    .from(paymentEvents)
    .where(and(eq(paymentEvents.subscriptionId, subscriptionId), eq(paymentEvents.subscriptionEnded, true)))
    .limit(1);
  return row !== undefined;
}
