import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { checkoutUser, ctx, deliver, eventRows, fake, me, stripeEvent, startStripeApp, userRow } from "./stripe.test-harness";

startStripeApp();

const nowS = () => Math.floor(Date.now() / 1000);

// Whose plan an event changes: the user named in the subscription's metadata, else the stored customer; nobody else.
describe("Stripe events reach the right user", () => {
  it("records an event for a customer nobody has once, as ignored, and changes no user", async () => {
    const { cookie, subscriptionId } = await checkoutUser("owner-bystander@example.com");
    fake.pay(subscriptionId);
    const stranger = { ...fake.render(subscriptionId), id: "sub_stranger", customer: "cus_stranger", metadata: {} };
    const event = stripeEvent("customer.subscription.updated", stranger);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await eventRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "ignored", userId: null });
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free", hasPremiumAccess: false });
  });

  it("finds the user by the id in the subscription's metadata when the customer is not the one stored", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("owner-by-metadata@example.com");
    fake.pay(subscriptionId);
    const user = await userRow(email);
    const moved = { ...fake.render(subscriptionId), customer: `cus_${randomUUID()}`, metadata: { userId: user.id } };
    await deliver(stripeEvent("customer.subscription.updated", moved));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true });
  });

  it("falls back to the stored customer when the metadata names nobody of ours", async () => {
    // Not an id, nobody's id, and ids with something before or after them (edited in Stripe's dashboard).
    for (const [n, userId] of ["not-a-user-id", randomUUID(), `user_${randomUUID()}`, `${randomUUID()}-old`].entries()) {
      const { cookie, subscriptionId } = await checkoutUser(`owner-by-customer-${n}@example.com`);
      fake.pay(subscriptionId);
      const res = await deliver(
        stripeEvent("customer.subscription.updated", { ...fake.render(subscriptionId), metadata: { userId } }),
      );
      expect(res.statusCode, userId).toBe(200);
      expect(await me(cookie), userId).toMatchObject({ subscriptionStatus: "active", isPremium: true });
    }
  });

  it("never lets an older subscription's ending touch the one the user has now", async () => {
    const { cookie, subscriptionId, email } = await checkoutUser("owner-resubscribed@example.com");
    fake.pay(subscriptionId);
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), nowS() - 60));
    // The user has since subscribed again under a new subscription id.
    await ctx.database.db.update(users).set({ stripeSubscriptionId: "sub_current" }).where(eq(users.email, email));
    const ended = nowS() - 10;
    const oldEnded = { ...fake.render(subscriptionId), status: "canceled", canceled_at: ended, ended_at: ended };
    const event = stripeEvent("customer.subscription.deleted", oldEnded, ended);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", isPremium: true, subscriptionCanceledAt: null });
    expect((await userRow(email)).stripeSubscriptionId).toBe("sub_current");
    expect((await eventRows(event.id))[0]).toMatchObject({ outcome: "ignored" });
  });

  it("reads the subscription back on a failed renewal, so a subscription Stripe has ended ends here too", async () => {
    const { cookie, subscriptionId } = await checkoutUser("owner-renewal-failed@example.com");
    fake.pay(subscriptionId);
    await deliver(stripeEvent("customer.subscription.updated", fake.render(subscriptionId), nowS() - 60));
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active" });
    const stripeSide = fake.subscriptions.get(subscriptionId)!;
    Object.assign(stripeSide, { status: "canceled", canceled_at: nowS() - 5, ended_at: nowS() - 5 });
    const invoice = {
      id: "in_renewal_failed",
      object: "invoice",
      customer: stripeSide.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    const event = stripeEvent("invoice.payment_failed", invoice);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "canceled", isInGracePeriod: true });
    expect((await eventRows(event.id))[0]).toMatchObject({ outcome: "applied", type: "invoice.payment_failed" });
  });
});
