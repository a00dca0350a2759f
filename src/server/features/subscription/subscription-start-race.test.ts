// Review R33: two create-subscription calls at once (two tabs, a double mount, two instances) made two
// subscriptions, both payable, and the app tracked and could cancel only one.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSubscriptions, users } from "../../db/schema/index";
import { applySnapshot } from "./subscription.service";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let other: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance on the same database, as two servers behind a load balancer.
  other = await createTestApp({}, { database: ctx.database });
});
afterAll(async () => {
  await other.app.close();
  await ctx.close();
});

const post = (app: TestContext["app"], url: string, cookie: string, payload?: Record<string, unknown>) =>
  app.inject({ method: "POST", url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };

async function userRow(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe("starting a subscription twice at once", () => {
  it("gives both calls the same checkout, on one instance or two", async () => {
    const email = "race-start@example.com";
    const cookie = await signIn(ctx.app, email);
    const answers = await Promise.all([
      post(ctx.app, "/api/create-subscription", cookie),
      post(other.app, "/api/create-subscription", cookie),
      post(ctx.app, "/api/create-subscription", cookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const secrets = new Set(answers.map((a) => a.json().clientSecret));
    expect(secrets.size).toBe(1);
    const user = await userRow(email);
    const rows = await ctx.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(user.subscriptionStartClaimedAt).toBeNull();
  });

  it("refuses to pay a second checkout once the user has Premium, and keeps the subscription they have", async () => {
    const email = "race-pay@example.com";
    const cookie = await signIn(ctx.app, email);
    const first = (await post(ctx.app, "/api/create-subscription", cookie)).json().clientSecret as string;
    const user = await userRow(email);
    // A second checkout made before this fix (or by a provider's retry): a pending subscription the user's row
    // does not track.
    await ctx.database.db.insert(localSubscriptions).values({
      id: "sub_local_second",
      userId: user.id,
      customerId: user.stripeCustomerId!,
      clientSecret: "pi_local_second_secret_x",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await post(ctx.app, "/api/payments/local/confirm", cookie, { clientSecret: first, ...card })).statusCode).toBe(200);
    const second = await post(other.app, "/api/payments/local/confirm", cookie, {
      clientSecret: "pi_local_second_secret_x",
      ...card,
    });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({ message: "You already have Premium", code: "already_premium" });
    const [unpaid] = await ctx.database.db
      .select()
      .from(localSubscriptions)
      .where(and(eq(localSubscriptions.id, "sub_local_second"), eq(localSubscriptions.userId, user.id)));
    expect(unpaid!.status).toBe("incomplete");
    const after = await userRow(email);
    expect(after.stripeSubscriptionId).toBe(user.stripeSubscriptionId);
    expect(after.subscriptionStatus).toBe("active");
    // Paying the checkout the user has again is still answered as paid (a double click on Pay).
    const again = await post(ctx.app, "/api/payments/local/confirm", cookie, { clientSecret: first, ...card });
    expect(again.statusCode).toBe(200);

    // A duplicate paid elsewhere (Stripe's invoice.paid of a second subscription) does not take over the one the
    // user has and can cancel: the event is recorded as ignored.
    const outcome = await applySnapshot(ctx.database.db, {
      provider: "local",
      eventId: "evt_duplicate_active",
      type: "invoice.paid",
      occurredAt: new Date(Date.now() + 1000),
      source: "event",
      snapshot: {
        subscriptionId: "sub_local_second",
        customerId: user.stripeCustomerId!,
        status: "active",
        ended: false,
        canceledAt: null,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        userId: user.id,
      },
    });
    expect(outcome).toBe("ignored");
    expect((await userRow(email)).stripeSubscriptionId).toBe(user.stripeSubscriptionId);
  });
});
