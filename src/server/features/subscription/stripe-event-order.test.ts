// Webhook events arriving out of order: within one second (issue 9 defect 3) and across seconds, split from
// stripe-webhooks.test.ts.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents } from "../../db/schema/index";
import {
  checkoutUser,
  ctx,
  deliver,
  eventRows,
  fake,
  me,
  post,
  stripeEvent,
  userRow,
  startStripeApp,
} from "./stripe.test-harness";

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

describe("events of one subscription arriving out of order", () => {
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
});
