import { CloudOff } from "lucide-react";
import { useOnline } from "../hooks/use-online";

/**
 * On a page that needs the network, says the phone is offline and offers the shopping list, which works without a
 * connection from the copy kept on this device (issue 28).
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex min-w-0 basis-full items-center gap-2 text-slate-900 sm:basis-0 sm:flex-1">
        <CloudOff className="size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">You are offline.</span> Your shopping list is on this device and works without a
          connection.
        </span>
      </p>
      <a href="/shop" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
        Open your shopping list
      </a>
    </div>
  );
}
