import { LRUCache } from "lru-cache";
import type { UserRow } from "../../db/schema/index";

export type CachedSession = { user: UserRow; catalogVersion: number; expiresAt: Date };

/**
 * Resolved sessions by token hash, for the embedded database only (Database.watchAuthChanges):
 * emptied by every change to sessions, users or catalog_state, which the database reports before
 * the change's statement returns. A lookup that was under way during a change is not stored, since
 * it may have read the state before it: the generation tells.
 */
export function createSessionCache(max = 10_000) {
  const sessions = new LRUCache<string, CachedSession>({ max });
  let generation = 0;
  return {
    invalidate(): void {
      generation++;
      sessions.clear();
    },
    get: (tokenHash: string) => sessions.get(tokenHash),
    /** Call before the lookup; pass the value to set(). */
    generation: () => generation,
    set(tokenHash: string, session: CachedSession, seenGeneration: number): void {
      if (seenGeneration === generation) sessions.set(tokenHash, session);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
