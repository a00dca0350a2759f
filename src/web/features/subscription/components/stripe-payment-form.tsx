import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import type { PaymentOutcome } from "../hooks/use-payment-outcome";
import { SubmitPaymentButton } from "./submit-payment-button";

// Loaded lazily by the checkout, so Stripe.js reaches only /subscribe in Stripe mode; one load per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentElementForm({ outcome }: { outcome: PaymentOutcome }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    // Spec §2: the return URL (used only by redirect-based methods) is the site origin.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: window.location.origin }, redirect: "if_required" });
    if (error) {
      setProcessing(false);
      outcome.declined(error.message ?? "Your payment could not be completed.");
      return;
    }
    if (!(await outcome.paid())) setProcessing(false);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Card payment">
      <PaymentElement />
      <SubmitPaymentButton processing={processing} disabled={!stripe || !elements} />
    </form>
  );
}

/** The Stripe Payment Element confirming the subscription's first payment. */
export default function StripePaymentForm({ publishableKey, clientSecret, outcome }: { publishableKey: string; clientSecret: string; outcome: PaymentOutcome }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#047857" } } }}>
      <PaymentElementForm outcome={outcome} />
    </Elements>
  );
}
