import { createStore, del, delMany, get, getMany, set } from "idb-keyval";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import type { QueuedChange } from "../../../../domain/shopping-list/shopping-list";

// The phone's copy of the shopping list (decision 022), per shopper (decision 032): the last cart the
// server sent, when, and the changes made since that the server has not answered yet. IndexedDB keeps
// them across restarts. `owner` is the shopper the app last saw signed in: whose list opens offline.
const store = createStore("pennycart", "shopping-list");

/** `storeNames`: the compared stores' names by id, for the list by store (kept: the list is shown offline). */
export type Snapshot = { entries: CartEntry[]; syncedAt: string; storeNames?: Record<string, string> };

const snapshotKey = (userId: string) => `snapshot:${userId}`;
const queueKey = (userId: string) => `queue:${userId}`;

export const loadSnapshot = (userId: string) => get<Snapshot>(snapshotKey(userId), store);
export const saveSnapshot = (userId: string, snapshot: Snapshot) => set(snapshotKey(userId), snapshot, store);
export const loadQueue = async (userId: string) => (await get<QueuedChange[]>(queueKey(userId), store)) ?? [];
export const saveQueue = (userId: string, queue: readonly QueuedChange[]) => set(queueKey(userId), queue, store);

/** Whose list opens when the app cannot ask the server (offline): the shopper last seen signed in, if any. */
export const loadListOwner = () => get<string>("owner", store);

/**
 * The app saw `userId` signed in: their list is the one this device shows offline from now on. A list
 * kept before lists were per shopper (one for whoever was signed in, cleared at sign-out) is theirs.
 */
export async function setListOwner(userId: string) {
  const [legacySnapshot, legacyQueue, own] = await getMany<unknown>(["snapshot", "queue", snapshotKey(userId)], store);
  if ((legacySnapshot !== undefined || legacyQueue !== undefined) && own === undefined) {
    if (legacySnapshot !== undefined) await saveSnapshot(userId, legacySnapshot as Snapshot);
    if (legacyQueue !== undefined) await saveQueue(userId, legacyQueue as QueuedChange[]);
  }
  if (legacySnapshot !== undefined || legacyQueue !== undefined) await delMany(["snapshot", "queue"], store);
  await set("owner", userId, store);
}

/**
 * At sign-out: the device no longer shows this shopper's list (the next person on it must not see it).
 * Changes not sent yet are kept, hidden, and sent once the same shopper is signed in again.
 */
export async function forgetListOwner(userId: string) {
  if ((await loadListOwner()) === userId) await del("owner", store);
  await del(snapshotKey(userId), store);
  if ((await loadQueue(userId)).length === 0) await del(queueKey(userId), store);
}

/**
 * Any signed-in page that shows `userId`'s cart keeps their copy current (issue 28), so the list is on the device in
 * the store even if the List page was never opened. Store names already known are kept; `storeNames` adds the shown ones.
 * Queued changes are untouched: the List page shows them on top of this copy and sends them with its shopper's session.
 *
 * Decision 032: a page's cart may be stale (its shopper signed out in another tab) or another shopper's (someone else
 * signed in there since), so the copy is kept only when the session is checked to be `userId`'s right now
 * (`sessionUser`, /api/auth/user), and never over a copy newer than the cart (`fetchedAt`). Whether it was kept.
 */
export async function keepCartCopy(
  userId: string,
  entries: CartEntry[],
  storeNames: Record<string, string>,
  fetchedAt: Date,
  sessionUser: () => Promise<string | null | "offline" | "failed">,
): Promise<boolean> {
  if ((await sessionUser()) !== userId) return false;
  const current = await loadSnapshot(userId);
  if (current && current.syncedAt > fetchedAt.toISOString()) return false;
  await setListOwner(userId);
  await saveSnapshot(userId, { entries, syncedAt: fetchedAt.toISOString(), storeNames: { ...current?.storeNames, ...storeNames } });
  return true;
}
