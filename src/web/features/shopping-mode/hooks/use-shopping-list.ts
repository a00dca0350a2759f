import { useCallback, useEffect, useMemo, useState } from "react";
import { applyQueuedChanges, type QueuedChange } from "../../../../domain/shopping-list/shopping-list";
import { queryClient } from "../../../lib/query-client";
import { loadQueue, loadSnapshot, saveQueue, type Snapshot } from "../lib/offline-store";
import { syncShoppingList } from "../lib/sync-shopping-list";
import { useOnline } from "./use-online";

export type ChangeInput = { kind: "checked"; checked: boolean } | { kind: "quantity"; quantity: number };
type Problem = "signed-out" | "failed" | null;

/** A key for one change, kept with it through every retry (a UUID where the page is a secure context). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The shopping list as this phone knows it: the last cart from the server (IndexedDB) with the
 * changes not yet sent applied on top. Changes are queued first and sent when online (decision 022).
 */
export function useShoppingList() {
  const online = useOnline();
  const [snapshot, setSnapshot] = useState<Snapshot | null | undefined>(undefined);
  const [queue, setQueue] = useState<QueuedChange[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const [syncing, setSyncing] = useState(false);

  const sync = useCallback(async () => {
    setSyncing(true);
    const result = await syncShoppingList();
    setSyncing(false);
    setQueue(await loadQueue());
    if (result.status === "synced") {
      setSnapshot(result.snapshot);
      setProblem(null);
      // The comparison page shows the same cart: it reloads it next time it is shown.
      void queryClient.invalidateQueries({ queryKey: ["/api/cart"] });
    } else if (result.status === "signed-out" || result.status === "failed") {
      setProblem(result.status);
    }
  }, []);

  useEffect(() => {
    let live = true;
    void Promise.all([loadSnapshot(), loadQueue()]).then(([saved, pending]) => {
      if (!live) return;
      setSnapshot(saved ?? null);
      setQueue(pending);
    });
    return () => {
      live = false;
    };
  }, []);

  // On opening and whenever the connection comes back.
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  const change = useCallback(
    async (entryId: number, input: ChangeInput) => {
      const next = [...(await loadQueue()), { ...input, key: newKey(), entryId }];
      await saveQueue(next);
      setQueue(next);
      if (navigator.onLine) void sync();
    },
    [sync],
  );

  const entries = useMemo(() => (snapshot ? applyQueuedChanges(snapshot.entries, queue) : []), [snapshot, queue]);
  return {
    loaded: snapshot !== undefined,
    entries,
    syncedAt: snapshot?.syncedAt ?? null,
    pending: queue.length,
    online,
    problem,
    syncing,
    sync,
    change,
  };
}

export type ShoppingList = ReturnType<typeof useShoppingList>;
