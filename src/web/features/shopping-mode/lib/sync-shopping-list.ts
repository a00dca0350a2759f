import type { CartEntry } from "../../../../domain/contracts/catalog";
import type { QueuedChange } from "../../../../domain/shopping-list/shopping-list";
import { loadQueue, saveQueue, saveSnapshot, type Snapshot } from "./offline-store";

export type SyncResult =
  | { status: "synced"; snapshot: Snapshot; dropped: number }
  | { status: "offline" }
  | { status: "signed-out" }
  | { status: "failed" };

function requestFor(change: QueuedChange): { method: string; url: string; body: unknown } {
  return change.kind === "checked"
    ? { method: "PUT", url: `/api/cart/${change.entryId}/checked`, body: { checked: change.checked } }
    : { method: "PATCH", url: `/api/cart/${change.entryId}`, body: { quantity: change.quantity } };
}

/** Sends one change with its idempotency key: "done" once the server answered it, else why not. */
async function send(change: QueuedChange): Promise<"done" | "dropped" | "offline" | "signed-out" | "failed"> {
  const { method, url, body } = requestFor(change);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: { "Content-Type": "application/json", "Idempotency-Key": change.key },
      body: JSON.stringify(body),
    });
  } catch {
    return "offline";
  }
  if (res.ok) return "done";
  if (res.status === 401) return "signed-out";
  // The entry was removed elsewhere (the removal wins) or the change is refused: it can never apply.
  if (res.status >= 400 && res.status < 500 && res.status !== 409 && res.status !== 429) return "dropped";
  return "failed";
}

async function flushAndReload(): Promise<SyncResult> {
  let dropped = 0;
  // Oldest first, one at a time; a change leaves the queue only once the server answered it.
  for (;;) {
    const [next, ...rest] = await loadQueue();
    if (!next) break;
    const outcome = await send(next);
    if (outcome === "offline" || outcome === "signed-out" || outcome === "failed") return { status: outcome };
    if (outcome === "dropped") dropped++;
    // Changes queued meanwhile (another tab) stay after the ones already there.
    const now = await loadQueue();
    await saveQueue(now[0]?.key === next.key ? now.slice(1) : rest);
  }
  let res: Response;
  try {
    res = await fetch("/api/cart", { credentials: "include", cache: "no-store" });
  } catch {
    return { status: "offline" };
  }
  if (res.status === 401) return { status: "signed-out" };
  if (!res.ok) return { status: "failed" };
  const snapshot = { entries: (await res.json()) as CartEntry[], syncedAt: new Date().toISOString() };
  // A change made while the cart was on its way stays queued and is shown on top of it.
  await saveSnapshot(snapshot);
  return { status: "synced", snapshot, dropped };
}

let running: Promise<SyncResult> | null = null;

/**
 * Sends the queued changes in order, then keeps the server's cart as the new copy. One round at a
 * time per tab, and across tabs where the browser has Web Locks.
 */
export function syncShoppingList(): Promise<SyncResult> {
  if (!running) {
    const round: Promise<SyncResult> = navigator.locks
      ? navigator.locks.request("pennycart-shopping-list-sync", flushAndReload).then((result) => result)
      : flushAndReload();
    running = round.finally(() => {
      running = null;
    });
  }
  return running;
}
