import { Repeat } from "lucide-react";
import { useState } from "react";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { RECURRING_FREQUENCIES, type RecurringFrequency } from "../../../../domain/contracts/recurring-orders";
import { firstOrderDate } from "../../../../domain/recurring-orders/schedule";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateRecurringOrder } from "../api/create-recurring-order";

const LABELS: Record<RecurringFrequency, string> = { weekly: "Weekly", monthly: "Monthly" };

type Props = {
  entries: readonly CartEntry[];
  hasPremiumAccess: boolean;
  /** Opens the upgrade prompt named 'Recurring Orders' (free users). */
  onUpgrade: () => void;
  onPremiumError: (error: unknown) => boolean;
  size?: "sm" | "md";
};

/** 'Create Recurring Order' from the cart: how often, and the cart's items; create is disabled while the cart is empty. */
export function CreateRecurringOrderButton({ entries, hasPremiumAccess, onUpgrade, onPremiumError, size = "sm" }: Props) {
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<RecurringFrequency>("weekly");
  const create = useCreateRecurringOrder();
  const empty = entries.length === 0;

  const submit = () =>
    create.mutate(
      { frequency, items: entries.map((entry) => ({ itemId: entry.itemId, quantity: entry.quantity })) },
      {
        onSuccess: (order) => {
          setOpen(false);
          toast({
            title: "Recurring Order Created",
            description: `Your cart will be refilled ${order.frequency}. First order: ${new Date(order.nextOrderDate).toLocaleDateString()}`,
          });
        },
        onError: (error) => {
          if (onPremiumError(error)) return setOpen(false);
          toast({ title: "Error", description: errorMessage(error, "Failed to create recurring order"), variant: "destructive" });
        },
      },
    );

  return (
    <>
      <Button variant="outline" size={size} onClick={() => (hasPremiumAccess ? setOpen(true) : onUpgrade())}>
        <Repeat className="size-4" aria-hidden />
        Create Recurring Order
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Create Recurring Order"
        description="We'll add these items to your cart automatically and e-mail you each time."
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">How often</legend>
          {RECURRING_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="recurring-frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
              />
              {LABELS[value]}
              <span className="text-slate-600">— first order {firstOrderDate(value, new Date()).toLocaleDateString()}</span>
            </label>
          ))}
        </fieldset>
        {empty ? (
          <p className="text-sm text-slate-600">Your cart is empty. Add items to your cart first.</p>
        ) : (
          <div className="grid gap-1">
            <p className="text-sm font-medium">
              {entries.length} {entries.length === 1 ? "item" : "items"} from your cart
            </p>
            <ul aria-label="Items in this order" className="text-sm text-slate-700">
              {entries.map((entry) => (
                <li key={entry.id}>
                  {entry.item.name} ({entry.item.brand}) × {entry.quantity}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={empty || create.isPending} onClick={submit}>
            {create.isPending ? "Creating…" : "Create Order"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
