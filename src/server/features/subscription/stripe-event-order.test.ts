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
});
