// @module-tag engines
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { paymentEvents, users } from "../../db/schema/index";
import {
  checkoutUser,
  ctx,
  deliver,
  eventRows,
  fake,
  me,
  post,
  settings,
  stripeEvent,
  startStripeApp,
  userRow,
} from "./stripe.test-harness";

startStripeApp();

describe("POST /api/webhooks/stripe", () => {
  it("applies a valid event once, even when Stripe delivers it twice", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-once@example.com");
    fake.pay(subscriptionId);
    const event = stripeEvent("customer.subscription.updated", fake.render(subscriptionId));

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true });

    // Something else changes the user in between; a redelivery must not replay the old event over it.
    await ctx.database.db.update(users).set({ subscriptionStatus: "free" }).where(eq(users.email, "webhook-once@example.com"));
    const second = await deliver(event);
    expect(second.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free" });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect((await eventRows(event.id))[0]).toMatchObject({
      outcome: "applied",
      provider: "stripe",
      type: "customer.subscription.updated",
    });
  });

  it("rejects a tampered or unsigned event with 400 and changes nothing", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-tampered@example.com");
    fake.pay(subscriptionId);
    const event = stripeEvent("customer.subscription.updated", fake.render(subscriptionId));

    const tampered = await deliver(event, { tamper: (payload) => payload.replace('"status":"active"', '"status":"trialing"') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: "Invalid webhook signature" });
    const wrongSecret = await deliver(event, { secret: "whsec_attacker" });
    expect(wrongSecret.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free", hasPremiumAccess: false });
    expect(await eventRows(event.id)).toHaveLength(0);
  });

  it("invoice.paid reads the subscription back, so the user is right even if the browser never returns", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-invoice@example.com");
    fake.pay(subscriptionId);
    const invoice = {
      id: "in_paid",
      object: "invoice",
      customer: fake.subscriptions.get(subscriptionId)!.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    expect((await deliver(stripeEvent("invoice.paid", invoice))).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true });
  });

  it("invoice.payment_failed on the first payment leaves a free user free", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-failed@example.com");
    const invoice = {
      id: "in_failed",
      object: "invoice",
      customer: null,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    expect((await deliver(stripeEvent("invoice.payment_failed", invoice))).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free", hasPremiumAccess: false });
  });

  it("customer.subscription.deleted ends the subscription; access follows the grace period rule", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-deleted@example.com");
    fake.pay(subscriptionId);
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), Math.floor(Date.now() / 1000) - 30));
    const ended = Math.floor(Date.now() / 1000);
    const deleted = { ...fake.render(subscriptionId), status: "canceled", canceled_at: ended, ended_at: ended };
    await deliver(stripeEvent("customer.subscription.deleted", deleted, ended));
    const user = await me(cookie);
    expect(user).toMatchObject({ subscriptionStatus: "canceled" });
    expect(Date.parse(user.subscriptionCanceledAt)).toBe(ended * 1000);
    // The account is new, so the 30 days from sign-up still apply.
    expect(user.isInGracePeriod).toBe(true);
  });

  it.each([
    [
      "a subscription event without its object's fields",
      (id: string) => stripeEvent("customer.subscription.updated", { id, object: "subscription" }),
    ],
    ["an event with no data", () => ({ id: "evt_no_data", object: "event", created: 1, type: "customer.subscription.updated" })],
    [
      "an invoice whose subscription is a number",
      () => stripeEvent("invoice.paid", { id: "in_x", object: "invoice", subscription: 42 }),
    ],
  ])("answers 400 to a correctly signed but malformed event (%s) and stores nothing", async (_name, make) => {
    const { cookie, subscriptionId } = await checkoutUser(`malformed-${randomUUID()}@example.com`);
    const before = (await ctx.database.db.select().from(paymentEvents)).length;
    const res = await deliver(make(subscriptionId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Malformed webhook event" });
    expect((await ctx.database.db.select().from(paymentEvents)).length).toBe(before);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free" });
  });

  it("answers 400 to a correctly signed body that is not JSON", async () => {
    const payload = "{not json";
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings().webhookSecret });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Malformed webhook event" });
  });

  it("customer.subscription.created for a subscription that is already paid makes the user Premium", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-created-paid@example.com");
    fake.pay(subscriptionId);
    const event = stripeEvent("customer.subscription.created", fake.render(subscriptionId));
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true });
    expect((await eventRows(event.id))[0]).toMatchObject({ outcome: "applied", type: "customer.subscription.created" });
  });

  it("shows when the shopper canceled, not when Stripe's event about it was sent", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-canceled-at@example.com");
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const canceledAt = now - 3600;
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: canceledAt };
    await deliver(stripeEvent("customer.subscription.updated", canceled, now - 10));
    expect(Date.parse((await me(cookie)).subscriptionCanceledAt)).toBe(canceledAt * 1000);
  });

  it("a cancellation Stripe sends without its time is dated by its event, and a later one keeps that date", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-canceled-undated@example.com");
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    // A cancellation scheduled with cancel_at (not cancel_at_period_end) carries no canceled_at.
    const undated = { ...fake.render(subscriptionId), cancel_at: now + 3600, canceled_at: null };
    await deliver(stripeEvent("customer.subscription.updated", undated, now - 60));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
    expect(Date.parse((await me(cookie)).subscriptionCanceledAt)).toBe((now - 60) * 1000);
    await deliver(stripeEvent("customer.subscription.updated", undated, now - 30));
    expect(Date.parse((await me(cookie)).subscriptionCanceledAt)).toBe((now - 60) * 1000);
  });

  it("acknowledges events it does not handle without recording them", async () => {
    const event = stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventRows(event.id)).toHaveLength(0);
  });
});

const eventsOf = async (email: string) =>
  ctx.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.userId, (await userRow(email)).id));

// A status check reads the subscription back from Stripe (spec §7 check-subscription-status): Stripe is the truth.
describe("a status check reads the subscription back from Stripe", () => {
  const nowS = () => Math.floor(Date.now() / 1000);
  it("puts back a plan that was changed here while Stripe still has it active", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("read-back-repair@example.com");
    fake.pay(subscriptionId);
    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "active" });
    // Only the status is off (a support mistake, a restored backup): the same subscription, period and no cancellation.
    await ctx.database.db.update(users).set({ subscriptionStatus: "free" }).where(eq(users.email, email));

    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({
      subscriptionStatus: "active",
      isPremium: true,
    });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", hasPremiumAccess: true });
  });

  it("records a subscription Stripe has ended, so a late update can no longer bring it back", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("read-back-ended@example.com");
    fake.pay(subscriptionId);
    await post("/api/check-subscription-status", cookie);
    await post("/api/cancel-subscription", cookie);
    // The period ran out in Stripe; nothing the user sees changes (still canceled, same dates), only that it ended.
    const stripeSide = fake.subscriptions.get(subscriptionId)!;
    Object.assign(stripeSide, { status: "canceled", ended_at: stripeSide.canceled_at });
    const before = await userRow(email);
    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "canceled" });
    expect((await eventsOf(email)).filter((row) => row.subscriptionEnded)).toHaveLength(1);
    expect((await userRow(email)).subscriptionCanceledAt).toEqual(before.subscriptionCanceledAt);

    // An update Stripe sent before it ended the subscription arrives late, stamped after our reads.
    const renewing = { status: "active", cancel_at_period_end: false, cancel_at: null, canceled_at: null, ended_at: null };
    const late = stripeEvent("customer.subscription.updated", { ...fake.render(subscriptionId), ...renewing }, nowS() + 5);
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
    expect((await eventRows(late.id))[0]).toMatchObject({ outcome: "stale" });
  });

  it("changes nothing and records nothing when the subscription no longer belongs to the user in Stripe", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("read-back-moved@example.com");
    fake.pay(subscriptionId);
    // Moved to another customer in Stripe's dashboard, without our user id.
    Object.assign(fake.subscriptions.get(subscriptionId)!, { customer: "cus_someone_else", metadata: {} });
    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({
      subscriptionStatus: "free",
      hasPremiumAccess: false,
    });
    expect(await eventsOf(email)).toHaveLength(0);
    const unowned = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.subscriptionId, subscriptionId));
    expect(unowned).toHaveLength(0);
  });

  it("has no test-mode card payments when Stripe takes the payments", async () => {
    const { cookie, clientSecret } = await checkoutUser("read-back-no-local@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/local/confirm",
      headers: { cookie },
      payload: { clientSecret, cardNumber: "4242424242424242", expiry: "12 / 40", cvc: "123" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Test-mode payments are not enabled" });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free" });
  });
});
