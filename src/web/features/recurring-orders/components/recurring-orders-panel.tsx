import { Repeat, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { RecurringOrder } from "../../../../domain/contracts/recurring-orders";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../lib/toast";
import { useDeleteRecurringOrder } from "../api/delete-recurring-order";
import { useRecurringOrders } from "../api/get-recurring-orders";
import { useSetRecurringOrderActive } from "../api/update-recurring-order";
import { OpenAtStoresButton } from "./open-at-stores-dialog";

type Props = {
  stores: readonly { id: number; name: string }[];
  onPremiumError: (error: unknown) => boolean;
  /** The 'Create Recurring Order' control (composed by the page with the cart). */
  createAction?: ReactNode;
};

const dateText = (iso: string) => new Date(iso).toLocaleDateString();

function OrderRow({ order, stores, onPremiumError }: { order: RecurringOrder } & Omit<Props, "createAction">) {
  const setActive = useSetRecurringOrderActive();
  const remove = useDeleteRecurringOrder();
  const label = `${order.frequency === "weekly" ? "Weekly" : "Monthly"} order of ${dateText(order.createdAt)}`;
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const failed = (description: string) => (error: unknown) => {
    if (!onPremiumError(error)) toast({ title: "Error", description, variant: "destructive" });
  };

  return (
    <li className="grid gap-2 py-3" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{label}</p>
          <p className="text-sm text-slate-600">
            {order.isActive ? `Next order: ${dateText(order.nextOrderDate)}` : "Paused"}
            {order.lastRunAt ? ` · Last added ${dateText(order.lastRunAt)}` : ""}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Switch
              checked={order.isActive}
              disabled={setActive.isPending}
              onCheckedChange={(isActive) =>
                setActive.mutate({ id: order.id, isActive }, { onError: failed("Failed to update recurring order") })
              }
            />
            Active
          </label>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(order.id, {
                onSuccess: () => toast({ title: "Recurring order deleted" }),
                onError: failed("Failed to delete recurring order"),
              })
            }
            aria-label={`Delete ${label}`}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">
          {count} {count === 1 ? "item" : "items"}
        </summary>
        <ul aria-label={`Items of ${label}`} className="mt-1 grid gap-0.5 text-slate-700">
          {order.items.map((line) => (
            <li key={line.itemId}>
              {line.item.name} ({line.item.brand}) × {line.quantity}
            </li>
          ))}
        </ul>
      </details>
      <div>
        <OpenAtStoresButton orderId={order.id} orderLabel={label} stores={stores} onPremiumError={onPremiumError} />
      </div>
    </li>
  );
}

/** Spec §2 home item 6: the Premium shopper's recurring orders, each with a pause switch, next date, items and delete. */
export function RecurringOrdersPanel({ stores, onPremiumError, createAction }: Props) {
  const orders = useRecurringOrders(true);
  const list = orders.data ?? [];
  return (
    <Card aria-labelledby="recurring-orders-title">
      <CardHeader
        id="recurring-orders-title"
        title={
          <span className="flex items-center gap-2">
            <Repeat className="size-5 text-brand-700" aria-hidden />
            Recurring Orders
          </span>
        }
        description="Your cart refilled every week or month."
        action={createAction}
      />
      <CardBody>
        {orders.isLoading ? (
          <Spinner label="Loading your recurring orders" />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't load your recurring orders. Please refresh the page.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">
            No recurring orders yet. Fill your cart, then create one to have it refilled automatically.
          </p>
        ) : (
          <ul aria-label="Recurring orders" className="divide-y divide-slate-100">
            {list.map((order) => (
              <OrderRow key={order.id} order={order} stores={stores} onPremiumError={onPremiumError} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
