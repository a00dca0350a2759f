import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { localSubscriptions, paymentEvents, users } from "../../db/schema/index";

// Issue 28: a subscriber who cancelled turns renewal back on, and never pays twice for one period.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const post = (url: string, cookie?: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const me = async (cookie: string) => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
const card = { cardNumber: "4242424242424242", expiry: "12 / 40", cvc: "123" };

/** A shopper who paid with 4242 and then cancelled: in the grace period, paid through a month from now. */
async function cancelledSubscriber(email: string) {
  const cookie = await signIn(ctx.app, email, { firstName: "Rae" });
  const { clientSecret } = (await post("/api/create-subscription", cookie)).json();
  expect((await post("/api/payments/local/confirm", cookie, { clientSecret, ...card })).statusCode).toBe(200);
  const cancelled = (await post("/api/cancel-subscription", cookie)).json();
  expect(cancelled).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });
  const user = await me(cookie);
  return { cookie, id: user.id as string, paidThrough: cancelled.subscriptionCurrentPeriodEnd as string };
}

const subscriptionsOf = (userId: string) =>
  ctx.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.userId, userId));

describe("POST /api/resume-subscription", () => {
  it("needs a signed-in user", async () => {
    expect((await post("/api/resume-subscription")).statusCode).toBe(401);
  });

  it("turns renewal back on: Premium (Active) again, renewing on the date already paid through, nothing charged", async () => {
    const { cookie, id, paidThrough } = await cancelledSubscriber("resume@example.com");
    expect(await me(cookie)).toMatchObject({ canResumeSubscription: true });
    // Paying again for the period already paid is refused: the subscription is resumed instead.
    expect((await post("/api/create-subscription", cookie)).statusCode).toBe(409);

    const resumed = await post("/api/resume-subscription", cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      subscriptionStatus: "active",
      subscriptionCanceledAt: null,
      subscriptionCurrentPeriodEnd: paidThrough,
      isPremium: true,
      isInGracePeriod: false,
    });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", canResumeSubscription: false });
    // One subscription, one payment period: renewal is back on, with the same period end.
    const rows = await subscriptionsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false, canceledAt: null });
    expect(rows[0]!.currentPeriodEnd!.toISOString()).toBe(paidThrough);
    // The shopper's trail, as support reads it: paid, cancelled, resumed.
    const trail = await ctx.database.db
      .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, id))
      .orderBy(paymentEvents.id);
    expect(trail).toEqual([
      { type: "local.payment_succeeded", outcome: "applied" },
      { type: "cancel", outcome: "applied" },
      { type: "resume", outcome: "applied" },
    ]);

    // Nothing left to resume; and the resumed subscription can be cancelled again.
    const twice = await post("/api/resume-subscription", cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: "You have no cancelled subscription to resume" });
    expect((await post("/api/cancel-subscription", cookie)).json()).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("refuses users with nothing to resume", async () => {
    for (const plan of ["free", "active", "family", "grace", "lapsed"] as const) {
      const user = await createUserWithPlan(ctx, plan);
      expect((await post("/api/resume-subscription", user.cookie)).statusCode, plan).toBe(409);
    }
  });

  it("a subscription that already ended is not resumed: the shopper subscribes again once the paid period is over", async () => {
    const { cookie, id } = await cancelledSubscriber("ended@example.com");
    // The provider ended it early (e.g. a refund); our record still says paid through next month.
    await ctx.database.db.update(localSubscriptions).set({ status: "canceled" }).where(eq(localSubscriptions.userId, id));
    const refused = await post("/api/resume-subscription", cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "Your subscription has ended and cannot be resumed" });
    // Review R12: Resume Premium is no longer offered once the provider said it ended.
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", canResumeSubscription: false });
    // Review R19: once known to have ended it is refused without asking the provider again, whatever it would answer.
    await ctx.database.db.update(localSubscriptions).set({ status: "active" }).where(eq(localSubscriptions.userId, id));
    const again = await post("/api/resume-subscription", cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Your subscription has ended and cannot be resumed" });
    expect((await subscriptionsOf(id))[0]).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("a shopper still in the grace period whose paid time is over may subscribe again", async () => {
    const grace = await createUserWithPlan(ctx, "grace");
    await ctx.database.db
      .update(users)
      .set({ subscriptionCurrentPeriodEnd: new Date(Date.now() - DAY) })
      .where(eq(users.id, grace.id));
    expect(await me(grace.cookie)).toMatchObject({ isInGracePeriod: true, canResumeSubscription: false });
    const created = await post("/api/create-subscription", grace.cookie);
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json();
    expect((await post("/api/payments/local/confirm", grace.cookie, { clientSecret, ...card })).statusCode).toBe(200);
    expect(await me(grace.cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionCanceledAt: null });
  });
});
