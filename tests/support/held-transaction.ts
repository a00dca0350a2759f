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
