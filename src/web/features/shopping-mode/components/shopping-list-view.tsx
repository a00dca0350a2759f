import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner";
import type { ShoppingList } from "../hooks/use-shopping-list";
import { GroupingChoice, ListGroups, useGrouping } from "./list-groups";
import { SyncStatus } from "./sync-status";

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-700">{children}</div>}
    </div>
  );
}

function Body({ list }: { list: ShoppingList }) {
  const { entries } = list;
  const [grouping, setGrouping] = useGrouping();
  if (!list.loaded || (!list.syncedAt && list.syncing)) return <Spinner label="Loading your list" className="py-16" />;
  if (list.noOwner && list.online) {
    return (
      <Message title="Sign in to see your shopping list.">
        <a href="/api/login?returnTo=%2Fshop" className="font-medium text-brand-800 underline">
          Sign in
        </a>
      </Message>
    );
  }
  if (!list.syncedAt) {
    if (!list.online)
      return (
        <Message title="This device has no copy of your list yet.">
          Open PennyCart once while signed in and online; your list then works offline.
        </Message>
      );
    return <Message title="Could not load your list.">Check your connection and tap Sync now.</Message>;
  }
  if (entries.length === 0) {
    return (
      <Message title="Your cart is empty.">
        <a href="/" className="font-medium text-brand-800 underline">
          Add items to your cart
        </a>
      </Message>
    );
  }
  const done = entries.filter((e) => e.checked).length;
  return (
    <>
      <p className="text-sm text-slate-700">
        {done} of {entries.length} items checked off
      </p>
      <GroupingChoice grouping={grouping} onChange={setGrouping} />
      <ListGroups list={list} grouping={grouping} />
    </>
  );
}

/** Shopping mode: the cart as a list by aisle or by store of the smart split that keeps working without a connection. */
export function ShoppingListView({ list }: { list: ShoppingList }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Shopping list</h1>
      <SyncStatus list={list} />
      <Body list={list} />
      {list.online && !list.noOwner && (
        <p className="text-sm text-slate-700">
          In the store?{" "}
          <a href="/receipts" className="font-medium text-brand-800 underline">
            Scan a shelf tag
          </a>{" "}
          to send its price in two taps.
        </p>
      )}
    </div>
  );
}
