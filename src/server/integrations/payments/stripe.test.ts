import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe";
import { WebhookSignatureError, type PaymentsPort } from "./port";
import { createStripePayments, toSnapshot } from "./stripe";

let fake: FakeStripe;
let payments: PaymentsPort;
const userId = "7d6f2f4e-3c1a-4b8e-9d0f-2a1b3c4d5e6f";
const start = { userId, email: "pat@example.com", name: "Pat Lee", customerId: null, subscriptionId: null };

beforeAll(async () => {
  fake = await startFakeStripe();
  payments = await createStripePayments(fakeStripeSettings(fake));
});
afterAll(() => fake.close());

describe("Stripe adapter against a local fake Stripe", () => {
  it("creates a customer and an incomplete subscription to the price, and returns its first payment's client secret", async () => {
    const started = await payments.startSubscription(start);
    const sub = fake.subscriptions.get(started.subscriptionId)!;
    expect(started.clientSecret).toBe(sub.clientSecret);
    expect(started.customerId).toBe(sub.customer);
    expect(fake.customers.get(started.customerId)).toMatchObject({ email: "pat@example.com", metadata: { userId } });

    const create = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions")!;
    expect(create.params).toMatchObject({
      customer: started.customerId,
      "items[0][price]": "price_premium_monthly",
      payment_behavior: "default_incomplete",
      "expand[0]": "latest_invoice.confirmation_secret",
      "metadata[userId]": userId,
    });
    expect(create.headers.authorization).toBe("Bearer sk_test_fake_key");
  });

  it("reuses the stored customer, and the checkout still waiting for its first payment", async () => {
    const first = await payments.startSubscription(start);
    const customersBefore = fake.customers.size;
    const again = await payments.startSubscription({ ...start, customerId: first.customerId, subscriptionId: first.subscriptionId });
    expect(again).toEqual(first);
    expect(fake.customers.size).toBe(customersBefore);

    fake.pay(first.subscriptionId);
    const subscriptionsBefore = fake.subscriptions.size;
    const next = await payments.startSubscription({ ...start, customerId: first.customerId, subscriptionId: first.subscriptionId });
    expect(next.customerId).toBe(first.customerId);
    expect(next.subscriptionId).not.toBe(first.subscriptionId);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore + 1);
  });

  it("checks a subscription: incomplete until paid, then active through the period end", async () => {
    const started = await payments.startSubscription(start);
    expect(await payments.getSubscription(started.subscriptionId)).toMatchObject({ status: "incomplete", userId, customerId: started.customerId });
    fake.pay(started.subscriptionId);
    const snapshot = await payments.getSubscription(started.subscriptionId);
    expect(snapshot).toMatchObject({ status: "active", canceledAt: null, subscriptionId: started.subscriptionId });
    expect(snapshot.currentPeriodEnd!.getTime()).toBe(fake.subscriptions.get(started.subscriptionId)!.periodEnd * 1000);
  });

  it("cancels at period end: the subscription reads as canceled but keeps its paid-through date", async () => {
    const started = await payments.startSubscription(start);
    fake.pay(started.subscriptionId);
    const snapshot = await payments.cancelAtPeriodEnd(started.subscriptionId);
    const sub = fake.subscriptions.get(started.subscriptionId)!;
    expect(sub.cancel_at_period_end).toBe(true);
    expect(sub.status).toBe("active");
    expect(snapshot).toMatchObject({ status: "canceled", canceledAt: new Date(sub.canceled_at! * 1000), currentPeriodEnd: new Date(sub.periodEnd * 1000) });
  });

  it("resumes a subscription set to end at its period end, and leaves an ended one as it is", async () => {
    const started = await payments.startSubscription(start);
    fake.pay(started.subscriptionId);
    const periodEnd = fake.subscriptions.get(started.subscriptionId)!.periodEnd;
    await payments.cancelAtPeriodEnd(started.subscriptionId);
    const resumed = await payments.resumeRenewal(started.subscriptionId);
    expect(fake.subscriptions.get(started.subscriptionId)!.cancel_at_period_end).toBe(false);
    expect(resumed).toMatchObject({ status: "active", canceledAt: null, currentPeriodEnd: new Date(periodEnd * 1000) });

    fake.subscriptions.get(started.subscriptionId)!.status = "canceled";
    expect(await payments.resumeRenewal(started.subscriptionId)).toMatchObject({ status: "canceled", ended: true });
  });

  it("resumes a subscription set to cancel on a date (the Dashboard's 'cancel on date'): the date is emptied", async () => {
    const started = await payments.startSubscription(start);
    fake.pay(started.subscriptionId);
    const sub = fake.subscriptions.get(started.subscriptionId)!;
    sub.cancel_at = sub.periodEnd - 3600;
    sub.canceled_at = sub.periodStart + 60;
    expect(await payments.getSubscription(started.subscriptionId)).toMatchObject({ status: "canceled", ended: false });

    const resumed = await payments.resumeRenewal(started.subscriptionId);
    expect(sub.cancel_at).toBeNull();
    expect(sub.cancel_at_period_end).toBe(false);
    expect(resumed).toMatchObject({ status: "active", canceledAt: null, currentPeriodEnd: new Date(sub.periodEnd * 1000) });
  });

  it("asks Stripe for nothing when the subscription already renews", async () => {
    const started = await payments.startSubscription(start);
    fake.pay(started.subscriptionId);
    const before = fake.requests.length;
    expect(await payments.resumeRenewal(started.subscriptionId)).toMatchObject({ status: "active", canceledAt: null });
    expect(fake.requests.slice(before).map((request) => request.method)).toEqual(["GET"]);
  });

  it("surfaces Stripe errors instead of inventing state", async () => {
    await expect(payments.getSubscription("sub_missing")).rejects.toThrow(/No such subscription/);
  });

  it("verifies webhooks on the raw body with the signing secret", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "customer.subscription.updated", created: 1_750_000_000, data: { object: fake.render([...fake.subscriptions.keys()][0]!) } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_secret" });
    const event = payments.webhooks!.parse(Buffer.from(payload), header);
    expect(event).toMatchObject({ kind: "subscription", id: "evt_1", created: new Date(1_750_000_000_000) });

    expect(() => payments.webhooks!.parse(Buffer.from(payload.replace("evt_1", "evt_2")), header)).toThrow(WebhookSignatureError);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => payments.webhooks!.parse(Buffer.from(payload), wrongSecret)).toThrow(WebhookSignatureError);
    expect(() => payments.webhooks!.parse(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});

describe("toSnapshot", () => {
  const base = { id: "sub_1", object: "subscription", customer: "cus_1", metadata: {}, cancel_at_period_end: false, cancel_at: null, canceled_at: null, ended_at: null };
  const items = { object: "list", data: [{ current_period_end: 1_760_000_000 }] };
  it.each([
    ["incomplete", {}, "incomplete"],
    ["incomplete_expired", {}, "incomplete"],
    ["active", {}, "active"],
    ["trialing", {}, "active"],
    ["past_due", {}, "active"],
    ["active", { cancel_at_period_end: true, canceled_at: 1_755_000_000 }, "canceled"],
    ["active", { cancel_at: 1_760_000_000 }, "canceled"],
    ["canceled", { canceled_at: 1_755_000_000 }, "canceled"],
    ["unpaid", {}, "canceled"],
  ] as const)("%s %o -> %s", (status, extra, expected) => {
    const snapshot = toSnapshot({ ...base, ...extra, status, items } as unknown as Stripe.Subscription);
    expect(snapshot.status).toBe(expected);
    expect(snapshot.currentPeriodEnd).toEqual(new Date(1_760_000_000_000));
  });

  it("takes the cancellation time, else the end time, and our user id from metadata", () => {
    const ended = toSnapshot({ ...base, status: "canceled", ended_at: 1_756_000_000, metadata: { userId }, items } as unknown as Stripe.Subscription);
    expect(ended).toMatchObject({ canceledAt: new Date(1_756_000_000_000), userId, customerId: "cus_1" });
  });
});
