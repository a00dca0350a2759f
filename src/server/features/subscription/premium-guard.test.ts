import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlanUsers, expectPremiumOnly, type Plan, type PlanUser } from "../../../../tests/support/premium-users";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { TestContext } from "../../../../tests/support/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createLocalGeocoder } from "../../integrations/geocoding/local";
import { createLocalIdentity } from "../../integrations/identity/local";
import { createLocalPayments } from "../../integrations/payments/local";
import { requirePremium } from "../../plugins/guards";

let ctx: TestContext;
let people: Record<Plan, PlanUser>;

// The real app plus one probe route guarded by requirePremium, so the guard is tested on its own;
// each later premium-only call runs expectPremiumOnly against its own route.
beforeAll(async () => {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ APP_ENV: "test", DATA_DIR: "/nonexistent-test-data" }),
    database,
    identity: createLocalIdentity(),
    geocoder: createLocalGeocoder(),
    payments: createLocalPayments(database.db),
    sessionSecret: "test-secret-that-is-at-least-32-characters-long",
  });
  app.post("/api/test/premium-only", async (request) => ({ userId: requirePremium(request).id }));
  await app.ready();
  ctx = { app, database, close: async () => (await app.close(), await database.close()) };
  people = await createPlanUsers(ctx);
});
afterAll(() => ctx.close());

describe("requirePremium", () => {
  it("answers 403 'Premium subscription required' for free and lapsed users, and lets premium, family and grace-period users through", async () => {
    await expectPremiumOnly(ctx, { method: "POST", url: "/api/test/premium-only" }, people);
  });

  it("hands the handler the signed-in user", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/premium-only",
      headers: { cookie: people.family.cookie },
    });
    expect(res.json()).toEqual({ userId: people.family.id });
  });

  it.each([
    [
      "free",
      { subscriptionStatus: "free", isPremium: false, hasPremiumAccess: false, isInGracePeriod: false, isFamilyPremium: false },
    ],
    ["active", { subscriptionStatus: "active", isPremium: true, hasPremiumAccess: true, isInGracePeriod: false }],
    ["family", { subscriptionStatus: "free", isPremium: false, hasPremiumAccess: true, isFamilyPremium: true }],
    [
      "grace",
      {
        subscriptionStatus: "canceled",
        isPremium: true,
        hasPremiumAccess: true,
        isInGracePeriod: true,
        gracePeriodDaysRemaining: 20,
      },
    ],
    [
      "lapsed",
      {
        subscriptionStatus: "canceled",
        isPremium: false,
        hasPremiumAccess: false,
        isInGracePeriod: false,
        gracePeriodDaysRemaining: 0,
      },
    ],
  ] as const)("GET /api/auth/user reports the %s plan", async (plan, expected) => {
    const res = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: people[plan].cookie } });
    expect(res.json()).toMatchObject(expected);
  });
});
