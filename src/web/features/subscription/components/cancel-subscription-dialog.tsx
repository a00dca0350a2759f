import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useCancelSubscription } from "../api/cancel-subscription";
import { Dialog } from "../../../components/ui/dialog";

export const RELOAD_AFTER_CANCEL_MS = 1500;

/** Spec §4 Cancel: confirmation first; afterwards the §8 toast and a page reload into the grace period. */
export function CancelSubscriptionButton({ onCancelled = () => window.location.reload() }: { onCancelled?: () => void }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: "Subscription Cancelled",
          description: "Your subscription has been cancelled. You'll retain premium access for 30 days from your signup date.",
        });
        setTimeout(onCancelled, RELOAD_AFTER_CANCEL_MS);
      },
      onError: () => toast({ title: "Error", description: "Failed to cancel subscription. Please try again.", variant: "destructive" }),
    });

  return (
    <>
      <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)}>
        Cancel Subscription
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        title="Cancel your Premium subscription?"
        description="Your subscription will not renew. You keep Premium features during your grace period, and you can subscribe again at any time."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep Premium
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? "Cancelling..." : "Yes, Cancel Subscription"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
