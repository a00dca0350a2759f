import { Button } from "../../../components/ui/button";

/** Spec §4 Payment submit: idle, then 'Processing...' while the payment is confirmed. */
export function SubmitPaymentButton({ processing, disabled = false }: { processing: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled}>
      {processing ? "Processing..." : "Subscribe for $1.99/month"}
    </Button>
  );
}
