/**
 * Payments: Stripe when its settings are present, otherwise the local test mode. The app only sees
 * these types; each adapter maps its provider's objects onto them.
 */

/**
 * A provider subscription at one moment, reduced to what decides a user's plan:
 * - 'incomplete': waiting for its first payment (or abandoned); it changes nothing for the user.
 * - 'active': paid and renewing.
 * - 'canceled': ended, or set to end at the close of the paid period.
 * `ended` tells the two kinds of 'canceled' apart: an ended subscription never becomes active again
 * (a new checkout makes a new subscription), while one set to end may still be resumed.
 */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: "incomplete" | "active" | "canceled";
  ended: boolean;
  canceledAt: Date | null;
  currentPeriodEnd: Date | null;
  /** Our user id, when the provider carries it (metadata). */
  userId: string | null;
}

export interface StartSubscriptionInput {
  userId: string;
  email: string | null;
  name: string | null;
  /** The provider customer and subscription already stored for the user, to reuse. */
  customerId: string | null;
  subscriptionId: string | null;
}

export interface StartedSubscription {
  customerId: string;
  subscriptionId: string;
  /** The client secret of the subscription's first payment, confirmed in the browser. */
  clientSecret: string;
}

/** A verified provider event, already mapped; `created` is when the provider state it carries was true. */
export type PaymentEvent =
  | { kind: "subscription"; id: string; type: string; created: Date; snapshot: SubscriptionSnapshot }
  | { kind: "invoice"; id: string; type: string; created: Date; subscriptionId: string | null }
  | { kind: "other"; id: string; type: string; created: Date };

export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A correctly signed event whose body is not an event we can read: refused, never retried into a 500. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookPayloadError";
  }
}

export type LocalConfirmResult = { ok: true; snapshot: SubscriptionSnapshot } | { ok: false; message: string; code: string };

/** The local test mode's stand-in for Stripe.js confirming a card payment in the browser. */
export interface LocalCheckout {
  /**
   * Pays the pending first payment behind `clientSecret` (owned by `userId`) with a test card; refused when the user
   * already has Premium (a second checkout opened beside the first must not be paid too, review R33).
   */
  confirmPayment(input: {
    userId: string;
    clientSecret: string;
    cardNumber: string;
    alreadyPremium: boolean;
  }): Promise<LocalConfirmResult>;
}

export interface PaymentsPort {
  readonly kind: "local" | "stripe";
  /** Creates (or reuses) the customer and a subscription awaiting its first payment. */
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Stops renewal; access continues until the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * Turns renewal back on for a subscription set to end at its period end (and not ended yet): it
   * renews on the same date as before and nothing is charged now. An ended subscription is returned
   * unchanged (`ended`), since only a new checkout can follow it.
   */
  resumeRenewal(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Verifies a webhook on its raw body (throws WebhookSignatureError or WebhookPayloadError); null when the provider sends none. */
  readonly webhooks: { parse(rawBody: Buffer, signature: string | undefined): PaymentEvent } | null;
  /** Present only in the local test mode. */
  readonly localCheckout: LocalCheckout | null;
}
