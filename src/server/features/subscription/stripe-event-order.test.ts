// Webhook ordering within one second (issue 9 defect 3), split from stripe-webhooks.test.ts.
import { describe, expect, it } from "vitest";
import { checkoutUser, deliver, fake, me, stripeEvent, userRow, startStripeApp } from "./stripe.test-harness";

startStripeApp();

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

  it("two updates of an active subscription in the same second: the one that arrives last applies (a renewal's new period end)", async () => {
    const email = "same-second-renewal@example.com";
    const { cookie, subscriptionId } = await checkoutUser(email);
    fake.pay(subscriptionId);
    const second = Math.floor(Date.now() / 1000) - 10;
    const stripeSide = fake.subscriptions.get(subscriptionId)!;
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), second));
    const renewedEnd = stripeSide.periodEnd + 30 * 24 * 3600;
    Object.assign(stripeSide, { periodStart: stripeSide.periodEnd, periodEnd: renewedEnd });
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), second));
    expect(Date.parse((await me(cookie)).subscriptionCurrentPeriodEnd)).toBe(renewedEnd * 1000);
  });

  it("a new subscription started in the same second the old one was canceled gives Premium", async () => {
    const email = "same-second-new-subscription@example.com";
    const { cookie, subscriptionId } = await checkoutUser(email);
    fake.pay(subscriptionId);
    const second = Math.floor(Date.now() / 1000) - 10;
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: second };
    await deliver(stripeEvent("customer.subscription.updated", canceled, second));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled" });
    // Started for the same customer in Stripe's dashboard, within that second.
    const replacement = { ...fake.render(subscriptionId), id: "sub_same_second_replacement" };
    expect((await deliver(stripeEvent("customer.subscription.created", replacement, second))).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionCanceledAt: null, isPremium: true });
    expect((await userRow(email)).stripeSubscriptionId).toBe("sub_same_second_replacement");
  });
});

describe("a canceled subscription the shopper resumes", () => {
  it("is active again when Stripe reports the cancellation undone later", async () => {
    const { cookie, subscriptionId } = await checkoutUser("resumed-later@example.com");
    fake.pay(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const canceled = { ...fake.render(subscriptionId), cancel_at_period_end: true, canceled_at: now - 60 };
    await deliver(stripeEvent("customer.subscription.updated", canceled, now - 60));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), now - 30));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionCanceledAt: null, isPremium: true });
  });
});
