import { addMonths } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { createLocalPayments, testCardDecline } from "./local";

let database: Database;
let userId: string;
let otherUserId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db.insert(users).values([{ email: "local-pay@example.com" }, { email: "someone-else@example.com" }]).returning();
  userId = rows[0]!.id;
  otherUserId = rows[1]!.id;
});
afterAll(() => database.close());

const start = (id = userId) => ({ userId: id, email: null, name: null, customerId: null, subscriptionId: null });

describe("test cards", () => {
  it.each([
    ["4242 4242 4242 4242", null],
    ["4242424242424242", null],
    ["5555 5555 5555 4444", null],
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "Your card has expired."],
    ["4242 4242 4242 4241", "Your card number is incorrect."],
    ["4111 1111 1111 1111", "Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242."],
  ])("%s -> %s", (card, message) => {
    expect(testCardDecline(card)?.message ?? null).toBe(message);
  });
});

describe("local test-mode payments", () => {
  it("declines 4000 0000 0000 0002, then pays with 4242 and runs for one month", async () => {
    const now = new Date("2025-06-10T12:00:00Z");
    const payments = createLocalPayments(database.db, () => now);
    const started = await payments.startSubscription(start());
    expect(started.clientSecret).toMatch(/^pi_local_\w+_secret_/);
    expect(await payments.getSubscription(started.subscriptionId)).toMatchObject({ status: "incomplete", userId });

    const declined = await payments.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4000000000000002", alreadyPremium: false });
    expect(declined).toEqual({ ok: false, code: "card_declined", message: "Your card was declined." });
    expect((await payments.getSubscription(started.subscriptionId)).status).toBe("incomplete");

    const paid = await payments.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4242424242424242", alreadyPremium: false });
    expect(paid).toEqual({ ok: true, snapshot: expect.objectContaining({ status: "active", currentPeriodEnd: addMonths(now, 1), userId }) });
  });

  it("keeps its state in the database: another instance (or a restart) confirms a checkout started elsewhere", async () => {
    const started = await createLocalPayments(database.db).startSubscription(start());
    const afterRestart = createLocalPayments(database.db);
    const paid = await afterRestart.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4242 4242 4242 4242", alreadyPremium: false });
    expect(paid.ok).toBe(true);
    expect((await createLocalPayments(database.db).getSubscription(started.subscriptionId)).status).toBe("active");
  });

  it("reuses the pending checkout and refuses someone else's client secret", async () => {
    const payments = createLocalPayments(database.db);
    const first = await payments.startSubscription(start());
    const again = await payments.startSubscription({ ...start(), customerId: first.customerId, subscriptionId: first.subscriptionId });
    expect(again).toEqual(first);
    const foreign = await payments.localCheckout!.confirmPayment({ userId: otherUserId, clientSecret: first.clientSecret, cardNumber: "4242424242424242", alreadyPremium: false });
    expect(foreign).toMatchObject({ ok: false, code: "resource_missing" });
    expect((await payments.getSubscription(first.subscriptionId)).status).toBe("incomplete");
  });

  it("cancels at period end, keeping the paid-through date, and ends once that date passes", async () => {
    let now = new Date("2025-07-01T00:00:00Z");
    const payments = createLocalPayments(database.db, () => now);
    const started = await payments.startSubscription(start());
    await payments.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4242424242424242", alreadyPremium: false });
    now = new Date("2025-07-05T00:00:00Z");
    const canceled = await payments.cancelAtPeriodEnd(started.subscriptionId);
    expect(canceled).toMatchObject({ status: "canceled", canceledAt: now, currentPeriodEnd: new Date("2025-08-01T00:00:00Z") });
    // Canceling twice changes nothing.
    now = new Date("2025-07-06T00:00:00Z");
    expect((await payments.cancelAtPeriodEnd(started.subscriptionId)).canceledAt).toEqual(new Date("2025-07-05T00:00:00Z"));
    now = new Date("2025-08-02T00:00:00Z");
    expect(await payments.getSubscription(started.subscriptionId)).toMatchObject({ status: "canceled", currentPeriodEnd: new Date("2025-08-01T00:00:00Z") });
  });

  it("resumes a subscription set to end: renewal back on, same period end; an ended one stays ended", async () => {
    let now = new Date("2025-07-01T00:00:00Z");
    const payments = createLocalPayments(database.db, () => now);
    const started = await payments.startSubscription(start());
    await payments.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4242424242424242", alreadyPremium: false });
    now = new Date("2025-07-05T00:00:00Z");
    await payments.cancelAtPeriodEnd(started.subscriptionId);
    const resumed = await payments.resumeRenewal(started.subscriptionId);
    expect(resumed).toMatchObject({
      status: "active",
      ended: false,
      canceledAt: null,
      currentPeriodEnd: new Date("2025-08-01T00:00:00Z"),
    });
    // It renews (rolls forward) instead of ending when the period passes.
    now = new Date("2025-08-02T00:00:00Z");
    expect(await payments.getSubscription(started.subscriptionId)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date("2025-09-01T00:00:00Z"),
    });

    await payments.cancelAtPeriodEnd(started.subscriptionId);
    now = new Date("2025-09-02T00:00:00Z");
    expect(await payments.resumeRenewal(started.subscriptionId)).toMatchObject({ status: "canceled", ended: true });
  });

  it("renews a live subscription whose period has passed (test-mode renewals always pay)", async () => {
    let now = new Date("2025-01-31T00:00:00Z");
    const payments = createLocalPayments(database.db, () => now);
    const started = await payments.startSubscription(start());
    await payments.localCheckout!.confirmPayment({ userId, clientSecret: started.clientSecret, cardNumber: "4242424242424242", alreadyPremium: false });
    now = new Date("2025-04-15T00:00:00Z");
    const renewed = await payments.getSubscription(started.subscriptionId);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
  });

  it("has no webhooks", () => {
    expect(createLocalPayments(database.db).webhooks).toBeNull();
  });
});
