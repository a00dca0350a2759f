import type { ReactNode } from "react";
import { groupByCategory } from "../../../../domain/shopping-list/shopping-list";
import { Spinner } from "../../../components/ui/spinner";
import type { ShoppingList } from "../hooks/use-shopping-list";
import { ShoppingListItem } from "./shopping-list-item";
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
  if (!list.loaded || (!list.syncedAt && list.syncing)) return <Spinner label="Loading your list" className="py-16" />;
  if (!list.syncedAt) {
    if (list.problem === "signed-out") return <Message title="Sign in to see your shopping list." />;
    if (!list.online)
      return (
        <Message title="This device has no copy of your list yet.">Open it once while online; it then works offline.</Message>
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
      {groupByCategory(entries).map((group) => (
        <section key={group.category} aria-labelledby={`aisle-${group.category}`}>
          <h2 id={`aisle-${group.category}`} className="mb-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {group.category}
          </h2>
          <ul className="rounded-lg border border-slate-200 bg-white px-3">
            {group.entries.map((entry) => (
              <ShoppingListItem key={entry.id} entry={entry} onChange={(input) => void list.change(entry.id, input)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Shopping mode: the cart as a list by aisle that keeps working without a connection. */
export function ShoppingListView({ list }: { list: ShoppingList }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Shopping list</h1>
      <SyncStatus list={list} />
      <Body list={list} />
    </div>
  );
}
