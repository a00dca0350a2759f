import { CloudOff, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { ShoppingList } from "../hooks/use-shopping-list";

const syncedAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Says whether the phone is offline, when the list last reached the server and what is still to send. */
export function SyncStatus({ list }: { list: ShoppingList }) {
  const { online, syncing, syncedAt, pending, problem } = list;
  const waiting = pending === 1 ? "1 change waiting to be sent" : `${pending} changes waiting to be sent`;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm ${
        online ? "border-slate-200 bg-white" : "border-amber-300 bg-amber-50"
      }`}
    >
      <div role="status" className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          {!online && <CloudOff className="size-4" aria-hidden />}
          {online
            ? syncing
              ? "Syncing…"
              : "Online"
            : "Offline: changes are kept on this device and sent when you are back online"}
        </p>
        <p className="text-slate-700">
          {syncedAt ? `Last synced ${syncedAtFormat.format(new Date(syncedAt))}` : "Not synced yet"}
          {pending > 0 && ` · ${waiting}`}
        </p>
        {problem === "signed-out" && <p className="text-red-700">Your session has ended. Sign in again to send your changes.</p>}
        {problem === "failed" && online && (
          <p className="text-red-700">Could not reach PennyCart. Your changes are kept; try again.</p>
        )}
      </div>
      {problem === "signed-out" ? (
        <a href="/api/login" className="font-medium text-brand-800 underline">
          Sign in
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled={!online || syncing} onClick={() => void list.sync()}>
          <RefreshCw className="size-4" aria-hidden />
          Sync now
        </Button>
      )}
    </div>
  );
}
