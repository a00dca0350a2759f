import { ShoppingCart } from "lucide-react";
import type { ReactNode } from "react";
import type { CartEntry, GroceryItem } from "../../../../domain/contracts/catalog";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast, toastCartCleared } from "../../../lib/toast";
import { useClearCart, useRestoreCart } from "../api/clear-cart";
import { useCart } from "../api/get-cart";
import { CartEntryRow } from "./cart-entry-row";

/** The shopper's cart; `catalog` supplies the other brands offered for each entry, `shareAction` and `exportAction` the Share and Export controls. */
export function CartPanel({
  catalog,
  shareAction,
  exportAction,
  recurringAction,
  entryAction,
}: {
  catalog: readonly GroceryItem[];
  shareAction?: ReactNode;
  exportAction?: ReactNode;
  /** 'Create Recurring Order' from the cart. */
  recurringAction?: ReactNode;
  /** A control on each entry (the favorites heart). */
  entryAction?: (entry: CartEntry) => ReactNode;
}) {
  const cart = useCart();
  const clear = useClearCart();
  const restore = useRestoreCart();
  const entries = cart.data ?? [];
  // Items are the cart's lines; units count each one's quantity, said only when they differ (issue 28).
  const units = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const count = `${entries.length} ${entries.length === 1 ? "item" : "items"}${units !== entries.length ? `, ${units} units in all` : ""}`;

  const undoClear = (cleared: readonly CartEntry[]) =>
    restore.mutate(cleared, {
      onSuccess: () => toast({ title: "Cart restored" }),
      onError: () => toast({ title: "Error", description: "Failed to restore your cart", variant: "destructive" }),
    });
  const clearWithUndo = () => {
    const cleared = entries;
    clear.mutate(undefined, {
      onSuccess: () => toastCartCleared(cleared.length, () => undoClear(cleared)),
      onError: () => toast({ title: "Error", description: "Failed to clear cart", variant: "destructive" }),
    });
  };

  const actions =
    entries.length > 0 ? (
      <div className="flex flex-wrap gap-2">
        {shareAction}
        {exportAction}
        {recurringAction}
        <Button variant="ghost" size="sm" disabled={clear.isPending || restore.isPending} onClick={clearWithUndo}>
          Clear cart
        </Button>
      </div>
    ) : undefined;

  return (
    <Card aria-labelledby="cart-title">
      <CardHeader id="cart-title" title="Your Cart" description={entries.length > 0 ? count : undefined} action={actions} />
      <CardBody>
        {cart.isLoading ? (
          <Spinner label="Loading your cart" />
        ) : cart.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't load your cart. Please refresh the page.
          </p>
        ) : entries.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center text-slate-600">
            <ShoppingCart className="size-8 text-slate-400" aria-hidden />
            <p className="font-medium text-slate-800">Your cart is empty</p>
            <p className="text-sm">Search for items above to start comparing prices.</p>
          </div>
        ) : (
          <ul aria-label="Cart items" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <CartEntryRow key={entry.id} entry={entry} catalog={catalog} action={entryAction?.(entry)} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
