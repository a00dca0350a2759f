import type Stripe from "stripe";
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentsPort,
  type StartSubscriptionInput,
  type SubscriptionSnapshot,
} from "./port";
import { assertReadableEvent } from "./stripe-event-shape";

export type StripeSettings = {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Only for tests: point the SDK at a local fake Stripe server. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

const CONFIRMATION_SECRET = "latest_invoice.confirmation_secret";
const seconds = (value: number | null | undefined) => (typeof value === "number" ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** The paid-through date: the latest item period end (Stripe moved it from the subscription to its items). */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === "number");
  // Events rendered with an older API version still carry it on the subscription itself.
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  if (typeof legacy === "number") ends.push(legacy);
  return ends.length > 0 ? seconds(Math.max(...ends)) : null;
}

/** Maps a Stripe subscription onto the three states the app knows. */
export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const base = {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    currentPeriodEnd: periodEnd(subscription),
    userId: subscription.metadata?.userId ?? null,
  };
  switch (subscription.status) {
    case "incomplete":
      return { ...base, status: "incomplete", ended: false, canceledAt: null };
    case "incomplete_expired":
      // The first payment never came: Stripe's terminal state for a checkout.
      return { ...base, status: "incomplete", ended: true, canceledAt: null };
    case "active":
    case "trialing":
    case "past_due": {
      // Stripe keeps retrying a past-due renewal; it ends the subscription (an event) when it gives up.
      const ending = subscription.cancel_at_period_end || (subscription.cancel_at ?? null) !== null;
      return ending
        ? { ...base, status: "canceled", ended: false, canceledAt: seconds(subscription.canceled_at) }
        : { ...base, status: "active", ended: false, canceledAt: null };
    }
    default:
      // canceled (terminal in Stripe), unpaid, paused: no paid access beyond what was already paid for.
      return {
        ...base,
        status: "canceled",
        ended: subscription.status === "canceled",
        canceledAt: seconds(subscription.canceled_at) ?? seconds(subscription.ended_at),
      };
  }
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  if (event.type.startsWith("customer.subscription.")) {
    return { ...base, kind: "subscription", snapshot: toSnapshot(event.data.object as Stripe.Subscription) };
  }
  if (event.type.startsWith("invoice.")) {
    const invoice = event.data.object as Stripe.Invoice;
    const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
    return { ...base, kind: "invoice", subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy) };
  }
  return { ...base, kind: "other" };
}

/** Stripe's SDK is imported here, only where Stripe is configured, not at every start (issue 29 item 3). */
export async function createStripePayments(settings: StripeSettings): Promise<PaymentsPort> {
  const { default: StripeSdk } = await import("stripe");
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "PennyCart" },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  async function customerFor(input: StartSubscriptionInput): Promise<string> {
    if (input.customerId) {
      const existing = await stripe.customers.retrieve(input.customerId);
      if (!("deleted" in existing && existing.deleted)) return existing.id;
    }
    const customer = await stripe.customers.create(
      { email: input.email ?? undefined, name: input.name ?? undefined, metadata: { userId: input.userId } },
      // The same user never gets two customers from a double click or a retried request.
      { idempotencyKey: `pennycart-customer-${input.userId}-${input.customerId ?? "new"}` },
    );
    return customer.id;
  }

  return {
    kind: "stripe",
    localCheckout: null,

    async startSubscription(input) {
      // Reopening the page reuses the checkout still waiting for its first payment.
      if (input.subscriptionId) {
        const existing = await stripe.subscriptions.retrieve(input.subscriptionId, { expand: [CONFIRMATION_SECRET] });
        const secret = clientSecretOf(existing);
        if (existing.status === "incomplete" && secret) {
          return { customerId: idOf(existing.customer) ?? "", subscriptionId: existing.id, clientSecret: secret };
        }
      }
      const customerId = await customerFor(input);
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: settings.priceId }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: { userId: input.userId },
        expand: [CONFIRMATION_SECRET],
      });
      const clientSecret = clientSecretOf(subscription);
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has no payment to confirm`);
      return { customerId, subscriptionId: subscription.id, clientSecret };
    },

    getSubscription: async (subscriptionId) => toSnapshot(await stripe.subscriptions.retrieve(subscriptionId)),

    cancelAtPeriodEnd: async (subscriptionId) =>
      toSnapshot(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),

    async resumeRenewal(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      // Stripe refuses to update an ended subscription; it stays ended.
      if (current.status === "canceled" || current.status === "incomplete_expired") return toSnapshot(current);
      // Two ways to be set to end: at the period's end, or on a date (the Dashboard's "cancel on date"); Stripe takes
      // one of the two parameters per update, and an empty cancel_at unsets the date.
      if (current.cancel_at_period_end)
        return toSnapshot(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
      if (current.cancel_at != null) return toSnapshot(await stripe.subscriptions.update(subscriptionId, { cancel_at: "" }));
      return toSnapshot(current);
    },

    webhooks: {
      parse(rawBody, signature) {
        if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
        let event: unknown;
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
        } catch (error) {
          // The signature is checked first; an error after it is a body that is not JSON.
          if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
          throw new WebhookPayloadError(`Malformed event: ${(error as Error).message}`);
        }
        assertReadableEvent(event);
        return toPaymentEvent(event);
      },
    },
  };
}
