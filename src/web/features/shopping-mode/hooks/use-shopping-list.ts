import { useCallback, useEffect, useMemo, useState } from "react";
import { applyQueuedChanges, type QueuedChange } from "../../../../domain/shopping-list/shopping-list";
import { queryClient } from "../../../lib/query-client";
import {
  forgetListOwner,
  loadListOwner,
  loadQueue,
  loadSnapshot,
  saveQueue,
  setListOwner,
  type Snapshot,
} from "../lib/offline-store";
import { syncShoppingList } from "../lib/sync-shopping-list";
import { useOnline } from "./use-online";

export type ChangeInput = { kind: "checked"; checked: boolean } | { kind: "quantity"; quantity: number };
type Problem = "signed-out" | "other-user" | "failed" | null;

/** Who is signed in as far as the app knows: a shopper, nobody, not known yet, or not knowable without a network. */
export type ListSession = { userId: string } | "signed-out" | "loading" | "offline";

/** A key for one change, kept with it through every retry (a UUID where the page is a secure context). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

const NO_NAMES: Record<string, string> = {};

type Kept = { owner: string; snapshot: Snapshot | null; queue: QueuedChange[] };

/**
 * The shopping list as this phone knows it: the signed-in shopper's last cart from the server (IndexedDB)
 * with their changes not yet sent applied on top. Changes are queued first and sent when online (decision
 * 022); offline, the list shown is the one of the shopper the app last saw signed in (decision 032).
 */
export function useShoppingList(session: ListSession) {
  const online = useOnline();
  const signedInAs = typeof session === "object" ? session.userId : null;
  const sessionKey = signedInAs ?? (session as string);
  // Whose list: undefined while not known yet, null for nobody's.
  const [owner, setOwner] = useState<string | null | undefined>(undefined);
  const [kept, setKept] = useState<Kept | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let live = true;
    const resolved = (who: string | null) => live && setOwner(who);
    if (signedInAs) void setListOwner(signedInAs).then(() => resolved(signedInAs));
    else if (sessionKey === "offline") void loadListOwner().then((who) => resolved(who ?? null));
    else if (sessionKey === "signed-out") resolved(null);
    return () => {
      live = false;
    };
  }, [signedInAs, sessionKey]);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    void Promise.all([loadSnapshot(owner), loadQueue(owner)]).then(([snapshot, queue]) => {
      if (live) setKept({ owner, snapshot: snapshot ?? null, queue });
    });
    return () => {
      live = false;
    };
  }, [owner]);

  const sync = useCallback(async () => {
    if (!owner) return;
    setSyncing(true);
    const result = await syncShoppingList(owner);
    setSyncing(false);
    const queue = await loadQueue(owner);
    if (result.status === "synced") {
      setKept({ owner, snapshot: result.snapshot, queue });
      setProblem(null);
      // The comparison page shows the same cart: it reloads it next time it is shown.
      void queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
      return;
    }
    setKept((current) => (current?.owner === owner ? { ...current, queue } : current));
    if (result.status === "signed-out" || result.status === "other-user") {
      // Not this shopper's session any more: their list leaves the screen, their unsent changes wait for them.
      if (result.status === "signed-out") await forgetListOwner(owner);
      setOwner(null);
      setKept(null);
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
    }
    if (result.status !== "offline") setProblem(result.status);
  }, [owner]);

  // On opening and whenever the connection comes back.
  useEffect(() => {
    if (online && owner) void sync();
  }, [online, owner, sync]);

  const change = useCallback(
    async (entryId: number, input: ChangeInput) => {
      if (!owner) return;
      const next = [...(await loadQueue(owner)), { ...input, key: newKey(), entryId }];
      await saveQueue(owner, next);
      setKept((current) => (current?.owner === owner ? { ...current, queue: next } : current));
      if (navigator.onLine) void sync();
    },
    [owner, sync],
  );

  const current = kept?.owner === owner ? kept : null;
  const queue = useMemo(() => current?.queue ?? [], [current]);
  const entries = useMemo(() => (current?.snapshot ? applyQueuedChanges(current.snapshot.entries, queue) : []), [current, queue]);
  return {
    loaded: owner === null || current !== null,
    /** Nobody's list to show: signed out, or offline on a device that kept none. */
    noOwner: owner === null,
    entries,
    syncedAt: current?.snapshot?.syncedAt ?? null,
    storeNames: current?.snapshot?.storeNames ?? NO_NAMES,
    pending: queue.length,
    online,
    problem,
    syncing,
    sync,
    change,
  };
}

export type ShoppingList = ReturnType<typeof useShoppingList>;
