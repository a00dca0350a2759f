import { randomUUID } from "node:crypto";
import type { SubscriptionState } from "../../../domain/contracts/subscription";
import { computePremiumStatus, isPaidPeriodRunning, maySubscribe } from "../../../domain/premium/status";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/index";
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentsPort,
  type SubscriptionSnapshot,
} from "../../integrations/payments/port";
import { HttpError } from "../../plugins/errors";
import * as repo from "./subscription.repository";

export type SubscriptionDeps = { db: Db; payments: PaymentsPort; now?: () => Date };

export type ApplyResult = "applied" | "stale" | "ignored" | "duplicate";

/** The Stripe webhook events that can change a user's plan; others are acknowledged and dropped. */
export const HANDLED_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export const clock = (deps: SubscriptionDeps) => (deps.now ? deps.now() : new Date());
const ENDED = "Your subscription has ended and cannot be resumed";

export function toSubscriptionState(user: UserRow, now: Date): SubscriptionState {
  const status = computePremiumStatus(user, now);
  return {
    subscriptionStatus: status.subscriptionStatus,
    subscriptionCanceledAt: user.subscriptionCanceledAt?.toISOString() ?? null,
    subscriptionCurrentPeriodEnd: user.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
    isPremium: status.isPremium,
    isInGracePeriod: status.isInGracePeriod,
    gracePeriodDaysRemaining: status.gracePeriodDaysRemaining,
    hasPremiumAccess: status.hasPremiumAccess,
  };
}

/** The user's subscription fields once a provider snapshot is applied; null when it changes nothing. */
function nextFields(user: UserRow, snapshot: SubscriptionSnapshot, occurredAt: Date): repo.SubscriptionFields | null {
  // A checkout still waiting for (or never given) its first payment grants and removes nothing.
  if (snapshot.status === "incomplete") return null;
  // An older subscription ending or being canceled never touches the one the user has now.
  const otherSubscription = user.stripeSubscriptionId !== null && user.stripeSubscriptionId !== snapshot.subscriptionId;
  if (otherSubscription && snapshot.status !== "active") return null;
  // A second subscription reported active while the one the user has is active too is a duplicate (review R33): the
  // user keeps the one they have (and can cancel); the event is recorded as ignored for support.
  if (otherSubscription && user.subscriptionStatus === "active") return null;
  const periodEnd = snapshot.currentPeriodEnd ?? user.subscriptionCurrentPeriodEnd;
  if (snapshot.status === "active") {
    return {
      subscriptionStatus: "active",
      subscriptionCanceledAt: null,
      subscriptionCurrentPeriodEnd: periodEnd,
      stripeSubscriptionId: snapshot.subscriptionId,
    };
  }
  return {
    subscriptionStatus: "canceled",
    subscriptionCanceledAt: snapshot.canceledAt ?? user.subscriptionCanceledAt ?? occurredAt,
    subscriptionCurrentPeriodEnd: periodEnd,
    stripeSubscriptionId: snapshot.subscriptionId,
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function differs(user: UserRow, fields: repo.SubscriptionFields): boolean {
  return (
    user.subscriptionStatus !== fields.subscriptionStatus ||
    user.stripeSubscriptionId !== fields.stripeSubscriptionId ||
    !sameTime(user.subscriptionCanceledAt, fields.subscriptionCanceledAt) ||
    !sameTime(user.subscriptionCurrentPeriodEnd, fields.subscriptionCurrentPeriodEnd)
  );
}

/**
 * Whether provider state may be applied over what was applied before, by the provider's own state
 * machine rather than by timestamps alone (Stripe's `created` has whole seconds):
 * - an ended subscription is final: its ending applies whenever it arrives, and no later-arriving
 *   update about the same subscription brings it back;
 * - otherwise older state never overwrites newer state;
 * - two states of one subscription from the same instant: canceled wins over active.
 */
export function orderSnapshot(
  snapshot: Pick<SubscriptionSnapshot, "subscriptionId" | "status" | "ended">,
  occurredAt: Date,
  latest: repo.AppliedState | null,
  subscriptionEnded: boolean,
): "apply" | "stale" {
  if (snapshot.ended) return "apply";
  if (subscriptionEnded) return "stale";
  if (!latest) return "apply";
  if (occurredAt < latest.occurredAt) return "stale";
  const sameInstant = occurredAt.getTime() === latest.occurredAt.getTime();
  if (
    sameInstant &&
    latest.subscriptionId === snapshot.subscriptionId &&
    latest.subscriptionStatus === "canceled" &&
    snapshot.status !== "canceled"
  ) {
    return "stale";
  }
  return "apply";
}

type SnapshotInput = {
  provider: "stripe" | "local";
  eventId: string;
  type: string;
  occurredAt: Date;
  snapshot: SubscriptionSnapshot;
  /** A provider event is recorded once by its id (redeliveries are no-ops); our own reads only when they change something. */
  source: "event" | "read";
};

/**
 * Applies provider state to its user, once per event id and never over newer state (orderSnapshot).
 * `occurredAt` is when the snapshot was true: the event's `created`, or the moment we read the
 * provider ourselves.
 */
export async function applySnapshot(db: Db, input: SnapshotInput): Promise<ApplyResult> {
  const { snapshot, occurredAt, provider } = input;
  return db.transaction(async (tx) => {
    const record = (userId: string | null) =>
      repo.recordPaymentEvent(tx, {
        provider,
        eventId: input.eventId,
        type: input.type,
        subscriptionId: snapshot.subscriptionId,
        occurredAt,
        userId,
        outcome: "ignored",
        subscriptionStatus: snapshot.status,
        subscriptionEnded: snapshot.ended,
      });
    const owner = await repo.findUserForProvider(tx, snapshot.userId, snapshot.customerId);
    if (!owner) {
      if (input.source === "read") return "ignored";
      return (await record(null)) === null ? "duplicate" : "ignored";
    }
    const user = (await repo.lockUser(tx, owner.id)) ?? owner;
    let eventRow: number | null = null;
    if (input.source === "event") {
      eventRow = await record(user.id);
      if (eventRow === null) return "duplicate";
    }
    const latest = await repo.latestApplied(tx, user.id);
    const ended = await repo.hasEnded(tx, provider, snapshot.subscriptionId);
    const order = orderSnapshot(snapshot, occurredAt, latest, ended);
    const fields = order === "apply" ? nextFields(user, snapshot, occurredAt) : null;
    const changes = fields !== null && differs(user, fields);
    if (input.source === "read") {
      // Polling a pending checkout, or re-reading an unchanged subscription, adds no rows.
      if (!changes && !(snapshot.ended && !ended)) {
        return order === "stale" ? "stale" : "ignored";
      }
      eventRow = await record(user.id);
    }
    if (order === "stale") {
      // Stryker disable next-line ConditionalExpression: eventRow is never null here (a stale read returned above), so `true` changes nothing; `false` is killed by the outcome tests
      if (eventRow !== null) await repo.setPaymentEventOutcome(tx, eventRow, "stale");
      return "stale";
    }
    if (!fields) return "ignored";
    await repo.updateSubscriptionFields(tx, user.id, fields);
    // Stryker disable next-line ConditionalExpression: eventRow is never null here (an event's row or a changing read's), so `true` changes nothing; `false` is killed by the outcome tests
    if (eventRow !== null) await repo.setPaymentEventOutcome(tx, eventRow, "applied");
    return "applied";
  });
}

export async function readBack(
  deps: SubscriptionDeps,
  user: UserRow,
  type: string,
  snapshot: SubscriptionSnapshot,
): Promise<SubscriptionState> {
  await applySnapshot(deps.db, {
    provider: deps.payments.kind,
    eventId: `${type}_${randomUUID()}`,
    type,
    occurredAt: clock(deps),
    snapshot,
    source: "read",
  });
  const fresh = (await repo.findUserById(deps.db, user.id)) ?? user;
  return toSubscriptionState(fresh, clock(deps));
}

/** Spec §7 check-subscription-status: reads the subscription back from the provider and updates the user. */
export async function checkSubscriptionStatus(deps: SubscriptionDeps, user: UserRow): Promise<SubscriptionState> {
  if (!user.stripeSubscriptionId) return toSubscriptionState(user, clock(deps));
  const snapshot = await deps.payments.getSubscription(user.stripeSubscriptionId);
  return readBack(deps, user, "check", snapshot);
}

/** Spec §7 cancel-subscription: renewal stops; Premium continues through the grace period. */
export async function cancelSubscription(deps: SubscriptionDeps, user: UserRow): Promise<SubscriptionState> {
  if (user.subscriptionStatus !== "active" || !user.stripeSubscriptionId)
    throw new HttpError(409, "You have no active subscription to cancel");
  const snapshot = await deps.payments.cancelAtPeriodEnd(user.stripeSubscriptionId);
  return readBack(deps, user, "cancel", snapshot);
}

/**
 * Resume: a subscription canceled at its period end renews again, on the date it was paid through; nothing is charged
 * now (issue 28). An ended subscription cannot be resumed (one already known to have ended is refused without asking
 * the provider again, review R19): the user subscribes anew once its paid period is over.
 */
export async function resumeSubscription(deps: SubscriptionDeps, user: UserRow): Promise<SubscriptionState> {
  if (!user.stripeSubscriptionId || !isPaidPeriodRunning(user, clock(deps)))
    throw new HttpError(409, "You have no cancelled subscription to resume");
  if (await repo.hasEnded(deps.db, deps.payments.kind, user.stripeSubscriptionId)) throw new HttpError(409, ENDED);
  const snapshot = await deps.payments.resumeRenewal(user.stripeSubscriptionId);
  const state = await readBack(deps, user, "resume", snapshot);
  if (state.subscriptionStatus !== "active") throw new HttpError(409, ENDED);
  return state;
}

export type LocalConfirmOutcome = { ok: true } | { ok: false; message: string; code: string };

/** Local test mode: pays the pending first payment with a test card, as Stripe.js would. */
export async function confirmLocalPayment(
  deps: SubscriptionDeps,
  user: UserRow,
  input: { clientSecret: string; cardNumber: string },
): Promise<LocalConfirmOutcome> {
  const checkout = deps.payments.localCheckout;
  if (!checkout) throw new HttpError(404, "Test-mode payments are not enabled");
  const result = await checkout.confirmPayment({
    userId: user.id,
    clientSecret: input.clientSecret,
    cardNumber: input.cardNumber,
    alreadyPremium: !maySubscribe(user, clock(deps)),
  });
  if (!result.ok) return result;
  // The local provider has no webhooks: the payment itself updates the user, as invoice.paid would.
  await readBack(deps, user, "local.payment_succeeded", result.snapshot);
  return { ok: true };
}

/** Stripe webhooks: verified on the raw body, each event id applied at most once. */
export async function handleWebhook(
  deps: SubscriptionDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<ApplyResult> {
  const webhooks = deps.payments.webhooks;
  if (!webhooks) throw new HttpError(404, "Payment webhooks are not enabled");
  let event;
  try {
    event = webhooks.parse(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, "Invalid webhook signature");
    if (error instanceof WebhookPayloadError) throw new HttpError(400, "Malformed webhook event");
    throw error;
  }
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const provider = deps.payments.kind;
  if (event.kind === "subscription") {
    return applySnapshot(deps.db, {
      provider,
      eventId: event.id,
      type: event.type,
      occurredAt: event.created,
      snapshot: event.snapshot,
      source: "event",
    });
  }
  // Stryker disable next-line ConditionalExpression: an event of another kind carries no subscriptionId, so the second test answers the same
  if (event.kind !== "invoice" || !event.subscriptionId) return "ignored";
  // An invoice carries no subscription state: read the subscription now, so it is at least as new as the event.
  const snapshot = await deps.payments.getSubscription(event.subscriptionId);
  return applySnapshot(deps.db, {
    provider,
    eventId: event.id,
    type: event.type,
    occurredAt: clock(deps),
    snapshot,
    source: "event",
  });
}
