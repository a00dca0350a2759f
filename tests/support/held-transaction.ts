import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/**
 * Opens a transaction, runs `take` in it (say, a row or advisory lock) and keeps it open until `release` is called:
 * for tests of what another transaction does meanwhile (PostgreSQL only: PGlite runs one statement at a time). Answers
 * once `take` has run; if the transaction fails before that, with its error (no test waits on a lock never taken).
 * Each statement of another transaction holds one more of the pool's connections (postgres.js opens up to 4 here).
 */
export async function holdInTransaction(db: Db, take: (tx: Db) => Promise<unknown>): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const holding = db.transaction(async (tx) => {
    await take(tx);
    taken();
    await released;
  });
  await Promise.race([isTaken, holding]);
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}

/** What `promise` answers, or `late` if it has not within `ms` (the timer cleared either way). */
export async function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether `n` transactions of this database wait for a lock (only those waiting for `waitEvent`, say "advisory", when
 * given), polled for up to 5 s: for tests that must see another transaction queued behind a held one (PostgreSQL only).
 */
export async function lockWaitersReach(db: Db, n: number, waitEvent?: string): Promise<boolean> {
  const event = waitEvent === undefined ? sql`true` : sql`wait_event = ${waitEvent}`;
  for (let tries = 0; tries < 250; tries++) {
    const rows = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and ${event} and datname = current_database()`,
    )) as unknown as { n: number }[];
    if (rows[0]!.n >= n) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
