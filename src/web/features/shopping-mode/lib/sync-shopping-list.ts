import type { CartEntry } from "../../../../domain/contracts/catalog";
import { EXPECTED_SHOPPER_HEADER } from "../../../../domain/contracts/shopping-list";
import type { QueuedChange } from "../../../../domain/shopping-list/shopping-list";
import { loadQueue, loadSnapshot, saveQueue, saveSnapshot, type Snapshot } from "./offline-store";

export type SyncResult =
  | { status: "synced"; snapshot: Snapshot; dropped: number }
  | { status: "offline" }
  | { status: "signed-out" }
  | { status: "other-user" }
  | { status: "failed" };

function requestFor(change: QueuedChange): { method: string; url: string; body: unknown } {
  return change.kind === "checked"
    ? { method: "PUT", url: `/api/cart/${change.entryId}/checked`, body: { checked: change.checked } }
    : { method: "PATCH", url: `/api/cart/${change.entryId}`, body: { quantity: change.quantity } };
}

/**
 * Sends one of `userId`'s changes with its idempotency key and its shopper's id: "done" once the server answered
 * it, else why not. The server refuses it unchanged (412) when the session is another shopper's by then.
 */
async function send(
  userId: string,
  change: QueuedChange,
): Promise<"done" | "dropped" | "offline" | "signed-out" | "other-user" | "failed"> {
  const { method, url, body } = requestFor(change);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: { "Content-Type": "application/json", "Idempotency-Key": change.key, [EXPECTED_SHOPPER_HEADER]: userId },
      body: JSON.stringify(body),
    });
  } catch {
    return "offline";
  }
  if (res.ok) return "done";
  if (res.status === 401) return "signed-out";
  if (res.status === 412) return "other-user";
  // The entry was removed elsewhere (the removal wins) or the change is refused: it can never apply.
  if (res.status >= 400 && res.status < 500 && res.status !== 409 && res.status !== 429) return "dropped";
  return "failed";
}

/** Who the browser's session belongs to: a user id, null when signed out, or why it is not known. */
export async function sessionUser(): Promise<string | null | "offline" | "failed"> {
  let res: Response;
  try {
    res = await fetch("/api/auth/user", { credentials: "include", cache: "no-store" });
  } catch {
    return "offline";
  }
  if (res.status === 401) return null;
  if (!res.ok) return "failed";
  return ((await res.json()) as { id: string }).id;
}

/** The compared stores' names, from the last copy, asking the server only for stores it did not name yet. */
async function storeNamesFor(userId: string, entries: readonly CartEntry[]): Promise<Record<string, string>> {
  const known = (await loadSnapshot(userId))?.storeNames ?? {};
  const ids = [...new Set(entries.flatMap((entry) => entry.storePrices.map((price) => String(price.storeId))))];
  if (ids.every((id) => id in known)) return known;
  try {
    const res = await fetch("/api/stores", { credentials: "include" });
    if (!res.ok) return known;
    const stores = (await res.json()) as { id: number; name: string }[];
    return {
      ...known,
      ...Object.fromEntries(stores.filter((s) => ids.includes(String(s.id))).map((s) => [String(s.id), s.name])),
    };
  } catch {
    return known;
  }
}

async function flushAndReload(userId: string): Promise<SyncResult> {
  // A shopper's changes go only with that shopper's session (decision 032): sent with someone else's, they
  // would be refused as not theirs and lost.
  const session = await sessionUser();
  if (session === "offline" || session === "failed") return { status: session };
  if (session === null) return { status: "signed-out" };
  if (session !== userId) return { status: "other-user" };
  let dropped = 0;
  // Oldest first, one at a time; a change leaves the queue only once the server answered it.
  for (;;) {
    const [next, ...rest] = await loadQueue(userId);
    if (!next) break;
    // Another shopper signing in since the check above (another tab) makes the server refuse the change
    // unchanged (412): it stays queued for its own shopper. A change refused otherwise can never apply.
    const outcome = await send(userId, next);
    if (outcome !== "done" && outcome !== "dropped") return { status: outcome };
    if (outcome === "dropped") dropped++;
    // Changes queued meanwhile (another tab) stay after the ones already there.
    const now = await loadQueue(userId);
    await saveQueue(userId, now[0]?.key === next.key ? now.slice(1) : rest);
  }
  let res: Response;
  try {
    res = await fetch("/api/cart", { credentials: "include", cache: "no-store" });
  } catch {
    return { status: "offline" };
  }
  if (res.status === 401) return { status: "signed-out" };
  if (!res.ok) return { status: "failed" };
  const entries = (await res.json()) as CartEntry[];
  const snapshot = { entries, syncedAt: new Date().toISOString(), storeNames: await storeNamesFor(userId, entries) };
  // A change made while the cart was on its way stays queued and is shown on top of it.
  await saveSnapshot(userId, snapshot);
  return { status: "synced", snapshot, dropped };
}

const running = new Map<string, Promise<SyncResult>>();

/**
 * Sends `userId`'s queued changes in order, then keeps the server's cart as their new copy, once the
 * session is checked to be theirs. One round at a time per tab, and across tabs where the browser has Web Locks.
 */
export function syncShoppingList(userId: string): Promise<SyncResult> {
  let round = running.get(userId);
  if (!round) {
    const flush = () => flushAndReload(userId);
    round = (
      navigator.locks ? navigator.locks.request("pennycart-shopping-list-sync", flush).then((result) => result) : flush()
    ).finally(() => running.delete(userId));
    running.set(userId, round);
  }
  return round;
}
