import { format } from "date-fns";
import { Copy, LogIn, Plus } from "lucide-react";
import type { ReactNode } from "react";
import type { SharedList } from "../../../../domain/contracts/sharing";
import { sharedListOwnerName } from "../../../../domain/sharing/share-text";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardBody } from "../../../components/ui/card";

export type SharedListActions = {
  onCopyAll(): void;
  isCopying: boolean;
  onAddItem(itemId: number, quantity: number): void;
  addingItemId: number | null;
  /** More actions for signed-in users beside 'Copy All to Cart' (SMS sharing). */
  extra?: ReactNode;
};

/** A visitor's 'Sign In' on a shared list: back to the list afterwards. */
export const sharedListSignInHref = (listId: string) =>
  `/api/login?returnTo=${encodeURIComponent(`/shared/${encodeURIComponent(listId)}`)}`;

/** Spec §2 Shared list screen: the list, and what a signed-in user (`actions`) or a visitor can do with it. */
export function SharedListView({
  list,
  actions,
  signInHref,
}: {
  list: SharedList;
  actions: SharedListActions | null;
  signInHref: string;
}) {
  const count = list.items.length;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <Card aria-labelledby="shared-list-title">
        <div className="grid gap-3 border-b border-slate-100 px-5 py-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 id="shared-list-title" className="min-w-0 text-2xl font-bold break-words">
              {list.title}
            </h1>
            <Badge tone="brand">
              {count} {count === 1 ? "item" : "items"}
            </Badge>
          </div>
          {list.description && <p className="whitespace-pre-line text-slate-700">{list.description}</p>}
          <p className="text-sm text-slate-600">
            Shared by <span className="font-medium text-slate-800">{sharedListOwnerName(list.owner)}</span> on{" "}
            <time dateTime={list.createdAt}>{format(new Date(list.createdAt), "MMM d, yyyy")}</time>
          </p>
          {actions && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={actions.onCopyAll} disabled={count === 0 || actions.isCopying}>
                <Copy className="size-4" aria-hidden />
                {actions.isCopying ? "Copying..." : "Copy All to Cart"}
              </Button>
              {actions.extra}
            </div>
          )}
        </div>
        <CardBody>
          {count === 0 ? (
            <p className="py-6 text-center text-slate-600">This list is empty.</p>
          ) : (
            <ul aria-label="List items" className="divide-y divide-slate-100">
              {list.items.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{entry.item.name}</p>
                    <p className="text-sm text-slate-600">
                      {entry.item.brand} · {entry.item.unit}
                    </p>
                    <p className="text-sm text-slate-700">Qty: {entry.quantity}</p>
                    {entry.notes && <p className="text-sm text-slate-600 italic">{entry.notes}</p>}
                  </div>
                  {actions && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => actions.onAddItem(entry.itemId, entry.quantity)}
                      disabled={actions.addingItemId === entry.itemId}
                      aria-label={`Add ${entry.item.name} to cart`}
                    >
                      <Plus className="size-4" aria-hidden />
                      Add to Cart
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      {!actions && (
        <Card aria-labelledby="use-list-title">
          <CardBody className="grid gap-3 text-center">
            <h2 id="use-list-title" className="text-lg font-semibold">
              Want to use this list?
            </h2>
            <p className="text-slate-600">
              Sign in to copy these items into your own cart and compare prices at stores near you.
            </p>
            <a
              href={signInHref}
              className="mx-auto inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <LogIn className="size-4" aria-hidden />
              Sign In
            </a>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
