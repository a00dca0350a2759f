// An invoice that belongs to no subscription (a one-off charge made in Stripe's dashboard) changes no plan.
import { describe, expect, it } from "vitest";
import { checkoutUser, deliver, eventRows, fake, me, stripeEvent, startStripeApp } from "./stripe.test-harness";

startStripeApp();

describe("an invoice outside any subscription", () => {
  it("is acknowledged without reading a subscription, recording the event or changing the customer's plan", async () => {
    const { cookie, subscriptionId } = await checkoutUser("one-off-invoice@example.com");
    const reads = () => fake.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/subscriptions/")).length;
    const before = reads();
    for (const type of ["invoice.paid", "invoice.payment_failed"]) {
      const invoice = {
        id: `in_one_off_${type}`,
        object: "invoice",
        customer: fake.subscriptions.get(subscriptionId)!.customer,
        parent: null,
      };
      const event = stripeEvent(type, invoice);
      const res = await deliver(event);
      expect(res.statusCode, type).toBe(200);
      expect(await eventRows(event.id)).toHaveLength(0);
    }
    expect(reads()).toBe(before);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "free", hasPremiumAccess: false });
  });
});
