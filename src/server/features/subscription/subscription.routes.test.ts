import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, users } from "../../db/schema/index";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const post = (url: string, cookie?: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
const me = async (cookie: string) => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
const card = (cardNumber: string) => ({ cardNumber, expiry: "12 / 40", cvc: "123" });

describe("subscriptions in local test mode", () => {
  it("needs a signed-in user for every call", async () => {
    for (const url of ["/api/create-subscription", "/api/check-subscription-status", "/api/cancel-subscription"]) {
      expect((await post(url)).statusCode, url).toBe(401);
    }
    expect(
      (await post("/api/payments/local/confirm", undefined, { clientSecret: "x", ...card("4242424242424242") })).statusCode,
    ).toBe(401);
  });

  it("a free user upgrades: a declined card changes nothing, 4242 makes them Premium for a month, and they cancel into the grace period", async () => {
    const cookie = await signIn(ctx.app, "upgrade@example.com", { firstName: "Una" });
    const created = await post("/api/create-subscription", cookie);
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json();
    expect(clientSecret).toEqual(expect.any(String));
    // Reloading the page reuses the checkout still waiting for payment.
    expect((await post("/api/create-subscription", cookie)).json()).toEqual({ clientSecret });

    const declined = await post("/api/payments/local/confirm", cookie, { clientSecret, ...card("4000 0000 0000 0002") });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: "Your card was declined.", code: "card_declined" });
    expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({
      subscriptionStatus: "free",
      hasPremiumAccess: false,
    });

    const paid = await post("/api/payments/local/confirm", cookie, { clientSecret, ...card("4242 4242 4242 4242") });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: "succeeded" });
    const checked = (await post("/api/check-subscription-status", cookie)).json();
    expect(checked).toMatchObject({
      subscriptionStatus: "active",
      isPremium: true,
      hasPremiumAccess: true,
      subscriptionCanceledAt: null,
    });
    const periodEnd = Date.parse(checked.subscriptionCurrentPeriodEnd);
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY);
    expect(periodEnd - Date.now()).toBeLessThan(32 * DAY);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true });

    const again = await post("/api/create-subscription", cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You already have Premium" });

    const canceled = await post("/api/cancel-subscription", cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      subscriptionStatus: "canceled",
      isPremium: true,
      isInGracePeriod: true,
      subscriptionCurrentPeriodEnd: checked.subscriptionCurrentPeriodEnd,
    });
    expect(canceled.json().gracePeriodDaysRemaining).toBeGreaterThanOrEqual(28);
    expect(Date.parse(canceled.json().subscriptionCanceledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true, hasPremiumAccess: true });
    // The payment trail an operator reads: what changed the plan, in order (the checks that changed nothing add no row).
    const trail = await ctx.database.db
      .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, (await me(cookie)).id))
      .orderBy(paymentEvents.id);
    expect(trail).toEqual([
      { type: "local.payment_succeeded", outcome: "applied" },
      { type: "cancel", outcome: "applied" },
    ]);

    const twice = await post("/api/cancel-subscription", cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: "You have no active subscription to cancel" });
  });

  it("checking without a subscription reports the stored plan", async () => {
    const family = await createUserWithPlan(ctx, "family");
    expect((await post("/api/check-subscription-status", family.cookie)).json()).toMatchObject({
      subscriptionStatus: "free",
      hasPremiumAccess: true,
    });
  });

  it("refuses cancelling when there is nothing to cancel", async () => {
    for (const plan of ["free", "family", "grace"] as const) {
      const user = await createUserWithPlan(ctx, plan);
      expect((await post("/api/cancel-subscription", user.cookie)).statusCode, plan).toBe(409);
    }
  });

  it("refuses a second subscription while in the grace period", async () => {
    const grace = await createUserWithPlan(ctx, "grace");
    expect((await post("/api/create-subscription", grace.cookie)).statusCode).toBe(409);
  });

  it("lets a lapsed subscriber subscribe again", async () => {
    const lapsed = await createUserWithPlan(ctx, "lapsed");
    const { clientSecret } = (await post("/api/create-subscription", lapsed.cookie)).json();
    expect(
      (await post("/api/payments/local/confirm", lapsed.cookie, { clientSecret, ...card("4242424242424242") })).statusCode,
    ).toBe(200);
    expect(await me(lapsed.cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionCanceledAt: null });
  });

  it("never confirms another user's payment", async () => {
    const owner = await signIn(ctx.app, "owner@example.com");
    const thief = await signIn(ctx.app, "thief@example.com");
    const { clientSecret } = (await post("/api/create-subscription", owner)).json();
    const res = await post("/api/payments/local/confirm", thief, { clientSecret, ...card("4242424242424242") });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe("resource_missing");
    expect(await me(thief)).toMatchObject({ subscriptionStatus: "free" });
    expect(await me(owner)).toMatchObject({ subscriptionStatus: "free" });
  });

  it.each([
    [{ cardNumber: "4242", expiry: "12 / 40", cvc: "123" }, "Please enter a valid card number"],
    [{ cardNumber: "4242424242424242", expiry: "13 / 40", cvc: "123" }, "Please enter the expiry date as MM / YY"],
    [{ cardNumber: "4242424242424242", expiry: "01 / 20", cvc: "123" }, "Your card's expiration date is in the past"],
    [{ cardNumber: "4242424242424242", expiry: "12 / 40", cvc: "1" }, "Please enter the 3 or 4 digit security code"],
  ])("refuses a malformed card %o", async (body, message) => {
    const cookie = await signIn(ctx.app, "malformed@example.com");
    const { clientSecret } = (await post("/api/create-subscription", cookie)).json();
    const res = await post("/api/payments/local/confirm", cookie, { clientSecret, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("has no Stripe webhook in test mode", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Payment webhooks are not enabled" });
  });

  it("refuses state-changing calls from another site", async () => {
    const cookie = await signIn(ctx.app, "csrf@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/cancel-subscription",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("records a payment event only when a status check finds a change, not on every poll", async () => {
    const cookie = await signIn(ctx.app, "poller@example.com");
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "poller@example.com"));
    const events = async () =>
      (await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, user!.id))).length;
    const { clientSecret } = (await post("/api/create-subscription", cookie)).json();
    for (let i = 0; i < 5; i++)
      expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "free" });
    expect(await events()).toBe(0);
    await post("/api/payments/local/confirm", cookie, { clientSecret, ...card("4242424242424242") });
    expect(await events()).toBe(1);
    for (let i = 0; i < 5; i++)
      expect((await post("/api/check-subscription-status", cookie)).json()).toMatchObject({ subscriptionStatus: "active" });
    expect(await events()).toBe(1);
    await post("/api/cancel-subscription", cookie);
    expect(await events()).toBe(2);
  });

  it("refuses a client secret with control characters with 400", async () => {
    const cookie = await signIn(ctx.app, "nul-secret@example.com");
    const res = await post("/api/payments/local/confirm", cookie, { clientSecret: "pi_\u0000", ...card("4242424242424242") });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Payment cannot contain control characters");
  });
});
