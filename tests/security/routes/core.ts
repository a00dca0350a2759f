import { randomBytes } from "node:crypto";
import { localSubscriptions } from "../../../src/server/db/schema/index";
import { everyone, signedIn, type Actor, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for the routes of sign-in, catalog, stores, preferences, cart, pricing, geocoding and payments. */

const VICTIM_CLIENT_SECRET = "pi_local_matrixvictim_secret_pending";

/** A cart entry of `owner` (added as them), for the routes that name one. */
export async function cartEntryOf(ctx: MatrixContext, owner: Actor): Promise<number> {
  const res = await ctx.as(owner, { method: "POST", url: "/api/cart", payload: { itemId: ctx.itemIds[3]!, quantity: 1 } });
  if (res.statusCode !== 201) throw new Error(`could not add a cart entry for ${owner.email}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export const coreRoutes: RouteGroup = {
  async seedVictim(ctx) {
    await cartEntryOf(ctx, ctx.victim);
    await ctx.as(ctx.victim, {
      method: "PUT",
      url: "/api/preferences",
      payload: {
        location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
        radiusMiles: 5,
        selectedStoreIds: ctx.storeIds.slice(0, 2),
      },
    });
    // A checkout of the victim's still waiting for payment: nobody else may pay it.
    await ctx.db.insert(localSubscriptions).values({
      id: `sub_local_matrix_${randomBytes(4).toString("hex")}`,
      userId: ctx.victim.id!,
      customerId: "cus_local_matrix_victim",
      clientSecret: VICTIM_CLIENT_SECRET,
    });
  },
  rows: [
    { route: "GET /api/app-config", request: () => ({ url: "/api/app-config" }), expect: everyone(200) },
    { route: "GET /api/login", request: () => ({ url: "/api/login?returnTo=/account" }), expect: everyone(302) },
    // Local sign-in is configured here, so the OpenID Connect callback does not exist.
    { route: "GET /api/callback", request: () => ({ url: "/api/callback?code=x&state=y" }), expect: everyone(404) },
    {
      route: "POST /api/login/local",
      request: () => ({
        method: "POST",
        url: "/api/login/local",
        payload: { email: `matrix-${randomBytes(4).toString("hex")}@example.com` },
      }),
      expect: everyone(200),
    },
    {
      route: "GET /api/logout",
      request: () => ({ url: "/api/logout", headers: { "sec-fetch-site": "same-origin" } }),
      expect: everyone(302),
    },
    { route: "POST /api/logout", request: () => ({ method: "POST", url: "/api/logout" }), expect: everyone(200) },
    { route: "GET /api/auth/user", request: () => ({ url: "/api/auth/user" }), expect: signedIn(200) },
    { route: "GET /api/grocery-items", request: () => ({ url: "/api/grocery-items" }), expect: everyone(200) },
    {
      route: "GET /api/grocery-items/search",
      request: () => ({ url: "/api/grocery-items/search?q=milk" }),
      expect: everyone(200),
    },
    {
      route: "GET /api/stores",
      request: () => ({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" }),
      expect: everyone(200),
    },
    { route: "GET /api/preferences", request: () => ({ url: "/api/preferences" }), expect: signedIn(200) },
    {
      route: "PUT /api/preferences",
      request: (ctx) => ({
        method: "PUT",
        url: "/api/preferences",
        payload: {
          location: { lat: 40.44, lng: -79.95, address: "Pittsburgh, PA 15213" },
          radiusMiles: 7.5,
          selectedStoreIds: ctx.storeIds.slice(0, 3),
        },
      }),
      expect: signedIn(200),
    },
    { route: "GET /api/cart", request: () => ({ url: "/api/cart" }), expect: signedIn(200) },
    {
      route: "POST /api/cart",
      request: (ctx) => ({ method: "POST", url: "/api/cart", payload: { itemId: ctx.itemIds[0]!, quantity: 2 } }),
      expect: signedIn(201),
    },
    {
      route: "PATCH /api/cart/:id",
      request: async (ctx, owner) => ({
        method: "PATCH",
        url: `/api/cart/${await cartEntryOf(ctx, owner)}`,
        payload: { quantity: 3 },
      }),
      expect: signedIn(200, 404),
    },
    {
      route: "DELETE /api/cart/:id",
      request: async (ctx, owner) => ({ method: "DELETE", url: `/api/cart/${await cartEntryOf(ctx, owner)}` }),
      expect: signedIn(200, 404),
    },
    { route: "DELETE /api/cart", request: () => ({ method: "DELETE", url: "/api/cart" }), expect: signedIn(200) },
    { route: "GET /api/pricing-status", request: () => ({ url: "/api/pricing-status" }), expect: everyone(200) },
    { route: "GET /api/geocode", request: () => ({ url: "/api/geocode?q=15213" }), expect: everyone(200) },
    {
      route: "GET /api/geocode/reverse",
      request: () => ({ url: "/api/geocode/reverse?lat=40.444&lng=-79.955" }),
      expect: everyone(200),
    },
    // Premium users (paid or in their grace period) already have it; family members may still buy their own.
    {
      route: "POST /api/create-subscription",
      request: () => ({ method: "POST", url: "/api/create-subscription" }),
      expect: { visitor: 401, free: 200, premium: 409, grace: 409, family: 200, admin: 200 },
    },
    {
      route: "POST /api/check-subscription-status",
      request: () => ({ method: "POST", url: "/api/check-subscription-status" }),
      expect: signedIn(200),
    },
    // The matrix's users have plans but no provider subscription, so there is nothing to cancel (the
    // cancellation itself is tested in subscription.routes.test.ts).
    {
      route: "POST /api/cancel-subscription",
      request: () => ({ method: "POST", url: "/api/cancel-subscription" }),
      expect: signedIn(409),
    },
    // Nor a cancelled subscription to resume (resuming is tested in subscription-resume.routes.test.ts).
    {
      route: "POST /api/resume-subscription",
      request: () => ({ method: "POST", url: "/api/resume-subscription" }),
      expect: signedIn(409),
    },
    // Paying the victim's own pending checkout works for nobody else: 402 "This payment was not found".
    {
      route: "POST /api/payments/local/confirm",
      request: (_ctx, owner) => ({
        method: "POST",
        url: "/api/payments/local/confirm",
        payload: {
          clientSecret: owner.role === "victim" ? VICTIM_CLIENT_SECRET : `pi_local_${randomBytes(6).toString("hex")}_secret_x`,
          cardNumber: "4242424242424242",
          expiry: "12 / 40",
          cvc: "123",
        },
      }),
      expect: signedIn(402, 402),
    },
    // Test-mode payments have no webhooks; the Stripe webhook is tested against a fake Stripe.
    {
      route: "POST /api/webhooks/stripe",
      request: () => ({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "stripe-signature": "t=1,v1=x" },
        payload: { id: "evt_1" },
      }),
      expect: everyone(404),
    },
  ],
};
