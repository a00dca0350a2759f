import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect } from "vitest";
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { paymentEvents, users } from "../../db/schema/index";
import { createStripePayments } from "../../integrations/payments/stripe";
export let ctx: TestContext;
export let fake: FakeStripe;
export const settings = () => fakeStripeSettings(fake);

export const post = (url: string, cookie: string) => ctx.app.inject({ method: "POST", url, headers: { cookie } });
export const me = async (cookie: string) => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
export const userRow = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
export const eventRows = (eventId: string) =>
  ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

let eventCounter = 0;
export function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_${++eventCounter}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

export function deliver(event: object, options: { secret?: string; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? settings().webhookSecret });
  return ctx.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

/** A signed-in user with an incomplete Stripe subscription, made through the real create call. */
export async function checkoutUser(email: string) {
  const cookie = await signIn(ctx.app, email);
  const created = await post("/api/create-subscription", cookie);
  expect(created.statusCode).toBe(200);
  const row = await userRow(email);
  return { cookie, email, subscriptionId: row.stripeSubscriptionId!, clientSecret: created.json().clientSecret as string };
}
/** Starts the app on a fake Stripe server before the file's tests and stops both after. */
export function startStripeApp(): void {
  beforeAll(async () => {
    fake = await startFakeStripe();
    const s = settings();
    ctx = await createTestApp(
      {
        STRIPE_SECRET_KEY: s.secretKey,
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_PRICE_ID: s.priceId,
        STRIPE_WEBHOOK_SECRET: s.webhookSecret,
      },
      { payments: await createStripePayments(s) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
}
