import { AlertCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useCreateSubscription } from "../api/create-subscription";
import { usePaymentOutcome } from "../hooks/use-payment-outcome";
import { LocalPaymentForm } from "./local-payment-form";
import { SubscribeFeaturesCard } from "./subscribe-features-card";

// Stripe.js and the Payment Element load only when Stripe is the provider.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

export type CheckoutProps = {
  payments: "local" | "stripe";
  stripePublishableKey: string | null;
  /** Called 2 s after the payment is confirmed and Premium is active (the page goes to /). */
  onActivated: () => void;
};

/** Spec §2 Subscribe screen: one payment-intent request on load, then the features and the payment form. */
export function Checkout({ payments, stripePublishableKey, onActivated }: CheckoutProps) {
  const { mutate: create, data, isError } = useCreateSubscription();
  const outcome = usePaymentOutcome(onActivated);
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    create(undefined, { onError: () => toast({ title: "Error", description: "Failed to initialize subscription", variant: "destructive" }) });
  }, [create]);

  if (isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg">
        <CardBody className="flex items-start gap-3 text-red-800">
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>Failed to initialize payment. Please try again.</p>
        </CardBody>
      </Card>
    );
  }
  if (!data) return <Spinner className="min-h-[40vh]" label="Preparing your checkout" />;

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <SubscribeFeaturesCard />
      <Card aria-labelledby="complete-subscription-title">
        <CardHeader id="complete-subscription-title" title="Complete Your Subscription" description="You're upgrading to Premium for $1.99/month" />
        <CardBody>
          {payments === "stripe" && stripePublishableKey ? (
            <Suspense fallback={<Spinner className="min-h-40" label="Loading the payment form" />}>
              <StripePaymentForm publishableKey={stripePublishableKey} clientSecret={data.clientSecret} outcome={outcome} />
            </Suspense>
          ) : (
            <LocalPaymentForm clientSecret={data.clientSecret} outcome={outcome} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
