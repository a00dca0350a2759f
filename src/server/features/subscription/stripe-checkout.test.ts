// Stripe checkout through the API, on the fake Stripe server (split from stripe-webhooks.test.ts).
import { describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/test-app";
import { checkoutUser, ctx, fake, post, userRow, startStripeApp } from "./stripe.test-harness";

startStripeApp();

describe("Stripe checkout through the API", () => {
  it("creates the subscription, reads it back after payment, cancels at period end and resumes", async () => {
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

    const creations = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").length;
    const createdBefore = creations();
    const resumed = (await post("/api/resume-subscription", cookie)).json();
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    expect(resumed).toMatchObject({
      subscriptionStatus: "active",
      subscriptionCurrentPeriodEnd: checked.subscriptionCurrentPeriodEnd,
    });
    // Resuming creates nothing new to pay.
    expect(creations()).toBe(createdBefore);
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

describe("a checkout opened again after paying, before Stripe's webhook (review R41)", () => {
  /** Pays the user's checkout at the fake Stripe, changes it there, then opens the checkout again: 409, nothing created. */
  async function reopenAfterPaying(email: string, changeAtStripe: (subscriptionId: string) => void) {
    const { cookie, subscriptionId } = await checkoutUser(email);
    fake.pay(subscriptionId);
    changeAtStripe(subscriptionId);
    const creations = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").length;
    const before = creations();
    const reopened = await post("/api/create-subscription", cookie);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toEqual({ message: "You already have Premium" });
    expect(creations()).toBe(before);
    const user = await userRow(email);
    expect(user.stripeSubscriptionId).toBe(subscriptionId);
    return { user, subscriptionId };
  }

  it("answers 409 'You already have Premium' and applies the paid subscription, creating nothing", async () => {
    const { user } = await reopenAfterPaying("stripe-paid-then-reopened@example.com", () => {});
    expect(user.subscriptionStatus).toBe("active");
  });

  it("does the same when the paid subscription was also set to end before the webhook: it runs to its period's end", async () => {
    // Set to end outside the app (the Dashboard, the customer portal) before any webhook reached us.
    const { user, subscriptionId } = await reopenAfterPaying("stripe-paid-set-to-end@example.com", (id) => {
      fake.subscriptions.get(id)!.cancel_at_period_end = true;
    });
    expect(user.subscriptionStatus).toBe("canceled");
    expect(user.subscriptionCurrentPeriodEnd?.getTime()).toBe(fake.subscriptions.get(subscriptionId)!.periodEnd * 1000);
  });
});
