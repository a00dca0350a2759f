import { LRUCache } from "lru-cache";
import type { AuthChangeWatcher } from "../../db/client";
import type { UserRow } from "../../db/schema/index";

export type CachedSession = { user: UserRow; catalogVersion: number; expiresAt: Date };

/**
 * Resolved sessions by token hash, kept only while the database's change feed is live
 * (Database.watchAuthChanges; decisions 007 and 036): emptied by every change to sessions, users
 * or catalog_state it reports, and bypassed and emptied whenever the feed may miss one (before it
 * is first confirmed, after it drops, once its lease has run out). A lookup that was under way
 * during a change, or while the feed was not live, is not stored, since it may have read the state
 * before the change: the generation tells.
 */
export function createSessionCache(max = 10_000) {
  const sessions = new LRUCache<string, CachedSession>({ max });
  let generation = 0;
  let liveUntil = 0; // performance.now() until which the feed vouches for this cache
  const invalidate = () => {
    generation++;
    sessions.clear();
  };
  const isLive = () => performance.now() < liveUntil;
  const watcher: AuthChangeWatcher = {
    changed: invalidate,
    live(until: number): void {
      // Coming back after a gap: whatever was looked up before or during it may be stale.
      if (!isLive()) invalidate();
      liveUntil = Math.max(liveUntil, until);
    },
    down(): void {
      liveUntil = 0;
      invalidate();
    },
  };
  return {
    ...watcher,
    invalidate,
    get: (tokenHash: string) => (isLive() ? sessions.get(tokenHash) : undefined),
    /** Call before the lookup; pass the value to set(). */
    generation: () => generation,
    set(tokenHash: string, session: CachedSession, seenGeneration: number): void {
      if (seenGeneration === generation && isLive()) sessions.set(tokenHash, session);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
