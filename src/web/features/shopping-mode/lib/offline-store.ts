import { createStore, delMany, get, set } from "idb-keyval";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import type { QueuedChange } from "../../../../domain/shopping-list/shopping-list";

// The phone's copy of the shopping list (decision 022): the last cart the server sent, when, and the
// changes made since that the server has not answered yet. IndexedDB keeps them across restarts.
const store = createStore("pennycart", "shopping-list");

export type Snapshot = { entries: CartEntry[]; syncedAt: string };

export const loadSnapshot = () => get<Snapshot>("snapshot", store);
export const saveSnapshot = (snapshot: Snapshot) => set("snapshot", snapshot, store);
export const loadQueue = async () => (await get<QueuedChange[]>("queue", store)) ?? [];
export const saveQueue = (queue: readonly QueuedChange[]) => set("queue", queue, store);

/** Forgets the list and its unsent changes (at sign-out: the next person on this phone must not see them). */
export const clearShoppingList = () => delMany(["snapshot", "queue"], store);
