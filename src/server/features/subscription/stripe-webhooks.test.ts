import { desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { paymentEvents, users } from "../../db/schema/index";
import { createStripePayments } from "../../integrations/payments/stripe";

let ctx: TestContext;
let fake: FakeStripe;
const settings = () => fakeStripeSettings(fake);

beforeAll(async () => {
  fake = await startFakeStripe();
  const s = settings();
  ctx = await createTestApp(
    {
      STRIPE_SECRET_KEY: s.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_PRICE_ID: s.priceId,
      STRIPE_WEBHOOK_SECRET: s.webhookSecret,
    },
    { payments: createStripePayments(s) },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const post = (url: string, cookie: string) => ctx.app.inject({ method: "POST", url, headers: { cookie } });
const me = async (cookie: string) => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
const userRow = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const eventRows = (eventId: string) => ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

let eventCounter = 0;
function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_${++eventCounter}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

function deliver(event: object, options: { secret?: string; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? settings().webhookSecret });
  return ctx.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

/** A signed-in user with an incomplete Stripe subscription, made through the real create call. */
async function checkoutUser(email: string) {
  const cookie = await signIn(ctx.app, email);
  const created = await post("/api/create-subscription", cookie);
  expect(created.statusCode).toBe(200);
  const row = await userRow(email);
  return { cookie, email, subscriptionId: row.stripeSubscriptionId!, clientSecret: created.json().clientSecret as string };
}

describe("Stripe checkout through the API", () => {
  it("creates the subscription, reads it back after payment, and cancels at period end", async () => {
    const { cookie, email, subscriptionId, clientSecret } = await checkoutUser("stripe-api@example.com");
    expect(clientSecret).toBe(fake.subscriptions.get(subscriptionId)!.clientSecret);
    expect((await userRow(email)).stripeCustomerId).toMatch(/^cus_/);
    expect((await ctx.app.inject({ url: "/api/app-config" })).json()).toMatchObject({
      payments: "stripe",
      stripePublishableKey: "pk_test_fake",
    });

    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "free" });
    fake.pay(subscriptionId);
    const checked = (await post("/api/check-subscription-status", cookie)).json();
    expect(checked).toMatchObject({ subscriptionStatus: "active", hasPremiumAccess: true });
    expect(Date.parse(checked.subscriptionCurrentPeriodEnd)).toBe(fake.subscriptions.get(subscriptionId)!.periodEnd * 1000);

    const canceled = (await post("/api/cancel-subscription", cookie)).json();
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(canceled).toMatchObject({
      subscriptionStatus: "canceled",
      isInGracePeriod: true,
      subscriptionCurrentPeriodEnd: checked.subscriptionCurrentPeriodEnd,
    });
  });

  it("has no local confirm call when Stripe is configured", async () => {
    const cookie = await signIn(ctx.app, "no-local@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/local/confirm",
      headers: { cookie },
      payload: { clientSecret: "pi_x_secret_y", cardNumber: "4242424242424242", expiry: "12 / 40", cvc: "123" },
    });
    expect(res.statusCode).toBe(404);
  });
});

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

  it("never lets an older event overwrite newer state", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-order@example.com");
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const activeObject = fake.render(subscriptionId);
    const canceledObject = { ...activeObject, cancel_at_period_end: true, canceled_at: now - 60 };

    const newer = stripeEvent("customer.subscription.updated", canceledObject, now - 60);
    const older = stripeEvent("customer.subscription.updated", activeObject, now - 120);
    expect((await deliver(newer)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });

    expect((await deliver(older)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });
    expect((await eventRows(older.id))[0]).toMatchObject({ outcome: "stale" });
  });

  it("does not let a late event from before our own read-back undo it", async () => {
    const { cookie, subscriptionId } = await checkoutUser("webhook-late@example.com");
    const createdEvent = stripeEvent(
      "customer.subscription.created",
      fake.render(subscriptionId),
      Math.floor(Date.now() / 1000) - 5,
    );
    fake.pay(subscriptionId);
    await post("/api/check-subscription-status", cookie);
    await post("/api/cancel-subscription", cookie);
    // Stamped a second before our own read-back of the cancellation, however long the steps took.
    const [cancelRead] = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, "cancel"))
      .orderBy(desc(paymentEvents.id))
      .limit(1);
    const lateActive = stripeEvent(
      "customer.subscription.updated",
      { ...fake.render(subscriptionId), cancel_at_period_end: false, canceled_at: null },
      Math.floor(cancelRead!.occurredAt.getTime() / 1000) - 1,
    );
    await deliver(createdEvent);
    await deliver(lateActive);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
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

  describe("two states of one subscription within the same second, in either order of arrival", () => {
    const deletedObject = (subscriptionId: string, at: number) => ({
      ...fake.render(subscriptionId),
      status: "canceled",
      canceled_at: at,
      ended_at: at,
    });

    it.each([
      ["deleted, then an older active update", ["deleted", "active"]],
      ["an active update, then deleted", ["active", "deleted"]],
    ])("%s: the subscription stays ended", async (_name, order) => {
      const { cookie, subscriptionId } = await checkoutUser(`same-second-deleted-${order.join("-")}@example.com`);
      fake.pay(subscriptionId);
      const second = Math.floor(Date.now() / 1000) - 10;
      const events = {
        deleted: stripeEvent("customer.subscription.deleted", deletedObject(subscriptionId, second), second),
        active: stripeEvent("customer.subscription.updated", fake.render(subscriptionId), second),
      };
      for (const name of order) expect((await deliver(events[name as keyof typeof events])).statusCode).toBe(200);
      expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
      expect((await userRow(`same-second-deleted-${order.join("-")}@example.com`)).subscriptionStatus).toBe("canceled");
    });

    it.each([
      ["canceled at period end, then active", ["canceled", "active"]],
      ["active, then canceled at period end", ["active", "canceled"]],
    ])("%s: canceled wins the tie", async (_name, order) => {
      const email = `same-second-cancel-${order.join("-")}@example.com`;
      const { cookie, subscriptionId } = await checkoutUser(email);
      fake.pay(subscriptionId);
      const second = Math.floor(Date.now() / 1000) - 10;
      const events = {
        canceled: stripeEvent(
          "customer.subscription.updated",
          { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: second },
          second,
        ),
        active: stripeEvent("customer.subscription.updated", fake.render(subscriptionId), second),
      };
      for (const name of order) await deliver(events[name as keyof typeof events]);
      expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });
    });
  });

  it("never revives a deleted subscription, even by an update stamped later", async () => {
    const email = "deleted-stays@example.com";
    const { cookie, subscriptionId } = await checkoutUser(email);
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        { ...fake.render(subscriptionId), status: "canceled", canceled_at: now - 20, ended_at: now - 20 },
        now - 20,
      ),
    );
    const revival = stripeEvent("customer.subscription.updated", fake.render(subscriptionId), now - 5);
    await deliver(revival);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
    expect((await eventRows(revival.id))[0]).toMatchObject({ outcome: "stale" });
  });

  it("applies a deletion that arrives after a newer update of the same subscription", async () => {
    const { cookie, subscriptionId } = await checkoutUser("deleted-late@example.com");
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), now - 5));
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        { ...fake.render(subscriptionId), status: "canceled", canceled_at: now - 20, ended_at: now - 20 },
        now - 20,
      ),
    );
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
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
    const { cookie, subscriptionId } = await checkoutUser(`malformed-${++eventCounter}@example.com`);
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

  it("acknowledges events it does not handle without recording them", async () => {
    const event = stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventRows(event.id)).toHaveLength(0);
  });
});
