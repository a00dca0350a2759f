// What the Stripe webhook does with each kind of event, as its log line reports it ("stripe webhook handled",
// `result`), and the events it must leave alone: the service is called directly, so its result can be read.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { paymentEvents, users } from "../../db/schema/index";
import { HttpError } from "../../plugins/errors";
import {
  checkoutUser,
  ctx,
  eventRows,
  fake,
  me,
  post,
  settings,
  startStripeApp,
  stripeEvent,
  userRow,
} from "./stripe.test-harness";
import { handleWebhook, type SubscriptionDeps } from "./subscription.service";

startStripeApp();

const deps = (): SubscriptionDeps => ({ db: ctx.database.db, payments: ctx.app.deps.payments });
const signed = (event: object) => {
  const payload = JSON.stringify(event);
  return [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: settings().webhookSecret })] as const;
};
const handle = (event: object, using = deps()) => handleWebhook(using, ...signed(event));
const nowS = () => Math.floor(Date.now() / 1000);
const invoiceFor = (subscriptionId: string | null) => ({
  id: `in_${subscriptionId ?? "one_off"}`,
  object: "invoice",
  customer: null,
  parent: subscriptionId
    ? { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } }
    : null,
});

describe("the Stripe webhook's result for each event", () => {
  it("applied for a new state, duplicate for Stripe's redelivery of it", async () => {
    const { cookie, subscriptionId } = await checkoutUser("result-applied@example.com");
    fake.pay(subscriptionId);
    const event = stripeEvent("customer.subscription.updated", fake.render(subscriptionId));
    expect(await handle(event)).toBe("applied");
    expect(await handle(event)).toBe("duplicate");
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active" });
  });

  it("stale for an event older than the state applied, and recorded as stale", async () => {
    const { subscriptionId } = await checkoutUser("result-stale@example.com");
    fake.pay(subscriptionId);
    expect(await handle(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), nowS() - 10))).toBe("applied");
    const older = stripeEvent("customer.subscription.updated", fake.render(subscriptionId), nowS() - 20);
    expect(await handle(older)).toBe("stale");
    expect((await eventRows(older.id))[0]).toMatchObject({ outcome: "stale" });
  });

  it("ignored for a customer nobody has here, then duplicate for its redelivery", async () => {
    const { subscriptionId } = await checkoutUser("result-stranger@example.com");
    fake.pay(subscriptionId);
    const stranger = { ...fake.render(subscriptionId), id: "sub_result_stranger", customer: "cus_result_stranger", metadata: {} };
    const event = stripeEvent("customer.subscription.updated", stranger);
    expect(await handle(event)).toBe("ignored");
    expect(await handle(event)).toBe("duplicate");
  });

  it("ignored for an invoice outside any subscription", async () => {
    expect(await handle(stripeEvent("invoice.paid", invoiceFor(null)))).toBe("ignored");
  });

  it("an active state arriving after a cancellation from the same second is stale, and recorded as stale", async () => {
    const { cookie, subscriptionId } = await checkoutUser("result-same-second@example.com");
    fake.pay(subscriptionId);
    const second = nowS() - 10;
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: second };
    expect(await handle(stripeEvent("customer.subscription.updated", canceled, second))).toBe("applied");
    const active = stripeEvent("customer.subscription.updated", fake.render(subscriptionId), second);
    expect(await handle(active)).toBe("stale");
    expect((await eventRows(active.id))[0]).toMatchObject({ outcome: "stale" });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("of two cancellations from the same second, the one that arrives last applies (its period end)", async () => {
    const { cookie, subscriptionId } = await checkoutUser("result-two-cancellations@example.com");
    fake.pay(subscriptionId);
    const second = nowS() - 10;
    const stripeSide = fake.subscriptions.get(subscriptionId)!;
    const canceled = () => ({ ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: second });
    expect(await handle(stripeEvent("customer.subscription.updated", canceled(), second))).toBe("applied");
    const laterEnd = stripeSide.periodEnd + 7 * 24 * 3600;
    Object.assign(stripeSide, { periodEnd: laterEnd });
    expect(await handle(stripeEvent("customer.subscription.updated", canceled(), second))).toBe("applied");
    expect(Date.parse((await me(cookie)).subscriptionCurrentPeriodEnd)).toBe(laterEnd * 1000);
  });
});

describe("events the webhook leaves alone", () => {
  it("a subscription or invoice event outside the five handled is ignored, recorded nowhere, and changes no plan", async () => {
    const { cookie, subscriptionId } = await checkoutUser("result-unhandled@example.com");
    fake.pay(subscriptionId);
    const trialEnding = stripeEvent("customer.subscription.trial_will_end", fake.render(subscriptionId));
    const upcoming = stripeEvent("invoice.upcoming", invoiceFor(subscriptionId));
    expect(await handle(trialEnding)).toBe("ignored");
    expect(await handle(upcoming)).toBe("ignored");
    expect([...(await eventRows(trialEnding.id)), ...(await eventRows(upcoming.id))]).toEqual([]);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free", hasPremiumAccess: false });
  });

  it("an unexpected failure while reading an event is passed on, not answered as a malformed event", async () => {
    const failing: SubscriptionDeps = {
      ...deps(),
      payments: {
        ...ctx.app.deps.payments,
        webhooks: {
          parse: () => {
            throw new Error("out of memory while parsing");
          },
        },
      },
    };
    const outcome = handle(stripeEvent("invoice.paid", invoiceFor(null)), failing);
    await expect(outcome).rejects.toThrow("out of memory while parsing");
    await expect(outcome).rejects.not.toBeInstanceOf(HttpError);
  });
});

describe("a status check (a read of the subscription back from Stripe)", () => {
  const trailOf = async (email: string) =>
    ctx.database.db
      .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, (await userRow(email)).id))
      .orderBy(paymentEvents.id);

  it("takes a renewal's new period end when only the period changed (its webhook was lost)", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("result-check-renewal@example.com");
    fake.pay(subscriptionId);
    await post("/api/check-subscription-status", cookie);
    const stripeSide = fake.subscriptions.get(subscriptionId)!;
    const renewedEnd = stripeSide.periodEnd + 30 * 24 * 3600;
    Object.assign(stripeSide, { periodStart: stripeSide.periodEnd, periodEnd: renewedEnd });
    const checked = (await post("/api/check-subscription-status", cookie)).json();
    expect(Date.parse(checked.subscriptionCurrentPeriodEnd)).toBe(renewedEnd * 1000);
    expect(await trailOf(email)).toEqual([
      { type: "check", outcome: "applied" },
      { type: "check", outcome: "applied" },
    ]);
  });

  it("older than the state an event applied, changes nothing and adds no row", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("result-check-stale@example.com");
    fake.pay(subscriptionId);
    // Stripe's clock runs ahead of ours: its cancellation is stamped after our read (an hour, so no slow machine reaches it).
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: nowS() };
    expect(await handle(stripeEvent("customer.subscription.updated", canceled, nowS() + 3600))).toBe("applied");
    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "canceled" });
    expect(await trailOf(email)).toEqual([{ type: "customer.subscription.updated", outcome: "applied" }]);
  });
});

describe("a shopper with no subscription stored here", () => {
  it("takes a subscription Stripe reports canceled at period end: Premium until that end, then the grace period", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("result-unstored@example.com");
    fake.pay(subscriptionId);
    // The subscription id was never stored (say, the checkout's answer was lost); Stripe knows the user by metadata.
    await ctx.database.db.update(users).set({ stripeSubscriptionId: null }).where(eq(users.email, email));
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: nowS() - 5 };
    expect(await handle(stripeEvent("customer.subscription.updated", canceled))).toBe("applied");
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isPremium: true, hasPremiumAccess: true });
    expect((await userRow(email)).stripeSubscriptionId).toBe(subscriptionId);
  });
});
