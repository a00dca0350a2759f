import { describe, expect, it } from "vitest";
import { appConfigSchema, userSchema } from "./auth";
import { groceryItemSchema, storeSchema } from "./catalog";
import { errorSchema, idParamsSchema, okSchema } from "./common";
import { createdSharedListSchema } from "./sharing";
import { localConfirmResponseSchema } from "./subscription";
import { expectEveryFieldChecked, expectRoundTrip } from "./schema.test-support";

// What the server sends is encoded through these schemas: a field missing here never reaches the screen.
describe("response contracts", () => {
  it("describe the signed-in user with every premium field", () => {
    const user = {
      id: "0b1d",
      email: "ann@example.org",
      firstName: "Ann",
      lastName: null,
      profileImageUrl: null,
      createdAt: "2026-11-01T00:00:00.000Z",
      subscriptionStatus: "active",
      subscriptionCanceledAt: null,
      subscriptionCurrentPeriodEnd: "2026-12-01T00:00:00.000Z",
      isFamilyPremium: false,
      isAdmin: false,
      isPremium: true,
      isInGracePeriod: false,
      gracePeriodDaysRemaining: 0,
      hasPremiumAccess: true,
      graceEndsAt: null,
      canResumeSubscription: false,
    };
    expectRoundTrip(userSchema, user);
    expectEveryFieldChecked(userSchema, user);
    for (const subscriptionStatus of ["free", "canceled"]) expectRoundTrip(userSchema, { ...user, subscriptionStatus });
    expect(userSchema.safeParse({ ...user, subscriptionStatus: "trial" }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, gracePeriodDaysRemaining: 7 }).success).toBe(true);
    expect(userSchema.safeParse({ ...user, gracePeriodDaysRemaining: -1 }).success).toBe(false);
  });

  it("describe the app's configuration", () => {
    const config = { advertisingEmail: "ads@example.org", signIn: "oidc", payments: "stripe", stripePublishableKey: "pk_test" };
    expectRoundTrip(appConfigSchema, config);
    expectRoundTrip(appConfigSchema, { ...config, signIn: "local", payments: "local", stripePublishableKey: null });
    expectEveryFieldChecked(appConfigSchema, config);
    expect(appConfigSchema.safeParse({ ...config, signIn: "saml" }).success).toBe(false);
    expect(appConfigSchema.safeParse({ ...config, payments: "paypal" }).success).toBe(false);
  });

  it("describe items and stores completely", () => {
    const item = { id: 1, name: "Whole Milk", brand: "Giant Eagle", category: "Dairy", unit: "gal", size: 1, sizeUnit: "gal" };
    expectRoundTrip(groceryItemSchema, item);
    expectEveryFieldChecked(groceryItemSchema, item);
    const store = {
      id: 1,
      chainId: 2,
      chainName: "Aldi",
      name: "Aldi",
      color: "#00005f",
      logo: "A",
      address: "1 Main St",
      city: "Pittsburgh",
      state: "PA",
      zipCode: "15213",
      latitude: "40.44",
      longitude: "-79.99",
      websiteUrl: null,
      onlineShoppingUrl: null,
      searchUrlTemplate: null,
      supportsOnlineOrdering: false,
      isBudget: true,
      calculatedDistance: 1.2,
    };
    expectRoundTrip(storeSchema, store);
    expectEveryFieldChecked(storeSchema, store, ["calculatedDistance"]);
  });

  it("describe the small answers", () => {
    expectRoundTrip(okSchema, { ok: true });
    expect(okSchema.safeParse({ ok: false }).success).toBe(false);
    expect(okSchema.safeParse({}).success).toBe(false);
    expectRoundTrip(errorSchema, { message: "Not found" });
    expect(errorSchema.safeParse({}).success).toBe(false);
    expect(idParamsSchema.parse({ id: "12" })).toEqual({ id: 12 });
    expect(idParamsSchema.safeParse({}).success).toBe(false);
    expectEveryFieldChecked(createdSharedListSchema, { id: "a", shareUrl: "http://x/shared/a" });
    expectRoundTrip(localConfirmResponseSchema, { status: "succeeded" });
    expect(localConfirmResponseSchema.safeParse({ status: "failed" }).success).toBe(false);
  });
});
