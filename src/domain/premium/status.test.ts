import { describe, expect, it } from "vitest";
import {
  computeGraceEnd,
  computePremiumStatus,
  isPaidPeriodRunning,
  maySubscribe,
  planBadgeText,
  planLabel,
  type PremiumUserFields,
} from "./status";

const DAY = 24 * 60 * 60 * 1000;
const created = new Date("2025-03-01T12:00:00.000Z");
const at = (days: number, base = created): Date => new Date(base.getTime() + days * DAY);

const user = (fields: Partial<PremiumUserFields>): PremiumUserFields => ({
  subscriptionStatus: "free",
  subscriptionCanceledAt: null,
  subscriptionCurrentPeriodEnd: null,
  isFamilyPremium: false,
  createdAt: created,
  ...fields,
});
const canceled = (fields: Partial<PremiumUserFields> = {}) =>
  user({ subscriptionStatus: "canceled", subscriptionCanceledAt: at(5), ...fields });

describe("computePremiumStatus", () => {
  it.each([
    [
      "free",
      user({}),
      at(1),
      { isPremium: false, hasPremiumAccess: false, isInGracePeriod: false, subscriptionStatus: "free" },
      "Free",
      "Free Plan",
    ],
    [
      "unknown status counts as free",
      user({ subscriptionStatus: "past_due" }),
      at(1),
      { isPremium: false, hasPremiumAccess: false, subscriptionStatus: "free" },
      "Free",
      "Free Plan",
    ],
    [
      "null status counts as free",
      user({ subscriptionStatus: null }),
      at(1),
      { isPremium: false, subscriptionStatus: "free" },
      "Free",
      "Free Plan",
    ],
    [
      "active",
      user({ subscriptionStatus: "active" }),
      at(400),
      { isPremium: true, hasPremiumAccess: true, isInGracePeriod: false, gracePeriodDaysRemaining: 0, graceEndsAt: null },
      "Premium (Active)",
      "Premium Member",
    ],
    [
      "canceled inside createdAt + 30 days",
      canceled(),
      at(10),
      { isPremium: true, hasPremiumAccess: true, isInGracePeriod: true, gracePeriodDaysRemaining: 20, graceEndsAt: at(30) },
      "Grace Period",
      "Premium Member",
    ],
    [
      "canceled one millisecond before createdAt + 30 days",
      canceled(),
      new Date(at(30).getTime() - 1),
      { isInGracePeriod: true, gracePeriodDaysRemaining: 1 },
      "Grace Period",
      "Premium Member",
    ],
    [
      "canceled exactly at createdAt + 30 days",
      canceled(),
      at(30),
      { isPremium: false, hasPremiumAccess: false, isInGracePeriod: false, gracePeriodDaysRemaining: 0, graceEndsAt: at(30) },
      "Free",
      "Free Plan",
    ],
    [
      "canceled after createdAt + 30 days",
      canceled(),
      at(45),
      { isPremium: false, isInGracePeriod: false, gracePeriodDaysRemaining: 0 },
      "Free",
      "Free Plan",
    ],
    [
      "canceled, period end later than createdAt + 30: inside",
      canceled({ subscriptionCurrentPeriodEnd: at(50) }),
      at(40),
      { isPremium: true, isInGracePeriod: true, gracePeriodDaysRemaining: 10, graceEndsAt: at(50) },
      "Grace Period",
      "Premium Member",
    ],
    [
      "canceled, period end later than createdAt + 30: after it",
      canceled({ subscriptionCurrentPeriodEnd: at(50) }),
      at(50),
      { isPremium: false, isInGracePeriod: false, gracePeriodDaysRemaining: 0 },
      "Free",
      "Free Plan",
    ],
    [
      "canceled, period end earlier than createdAt + 30 does not shorten grace",
      canceled({ subscriptionCurrentPeriodEnd: at(12) }),
      at(20),
      { isInGracePeriod: true, gracePeriodDaysRemaining: 10, graceEndsAt: at(30) },
      "Grace Period",
      "Premium Member",
    ],
    [
      "canceled without a cancellation date has no grace",
      canceled({ subscriptionCanceledAt: null }),
      at(1),
      { isPremium: false, isInGracePeriod: false, gracePeriodDaysRemaining: 0, graceEndsAt: null },
      "Free",
      "Free Plan",
    ],
    [
      "family",
      user({ isFamilyPremium: true }),
      at(500),
      { isPremium: false, isFamilyPremium: true, hasPremiumAccess: true, isInGracePeriod: false },
      "Family Premium",
      "Premium Member",
    ],
    [
      "family plus canceled inside grace",
      canceled({ isFamilyPremium: true }),
      at(10),
      { isPremium: true, isFamilyPremium: true, hasPremiumAccess: true, isInGracePeriod: true, gracePeriodDaysRemaining: 20 },
      "Family Premium",
      "Premium Member",
    ],
    [
      "family plus canceled after grace",
      canceled({ isFamilyPremium: true }),
      at(90),
      { isPremium: false, hasPremiumAccess: true, isInGracePeriod: false },
      "Family Premium",
      "Premium Member",
    ],
    [
      "family plus own active subscription",
      user({ subscriptionStatus: "active", isFamilyPremium: true }),
      at(1),
      { isPremium: true, hasPremiumAccess: true },
      "Premium (Active)",
      "Premium Member",
    ],
    [
      "active with an old cancellation date (resubscribed)",
      user({ subscriptionStatus: "active", subscriptionCanceledAt: at(2) }),
      at(90),
      { isPremium: true, isInGracePeriod: false, graceEndsAt: null },
      "Premium (Active)",
      "Premium Member",
    ],
  ] as const)("%s", (_name, fields, now, expected, label, badge) => {
    const status = computePremiumStatus(fields, now);
    expect(status).toMatchObject(expected);
    expect(planLabel(status)).toBe(label);
    expect(planBadgeText(status)).toBe(badge);
  });

  it("rounds days remaining up to whole days and never below 0", () => {
    const cases: [number, number][] = [
      [29, 1],
      [29.999, 1],
      [28.5, 2],
      [28, 2],
      [0, 30],
      [-1, 31], // clock skew before createdAt: the full period plus the skew, rounded up
      [30, 0],
      [31, 0],
      [1000, 0],
    ];
    for (const [day, remaining] of cases) {
      expect(computePremiumStatus(canceled(), at(day)).gracePeriodDaysRemaining, `day ${day}`).toBe(remaining);
    }
  });

  it("accepts ISO strings as they arrive in the web app", () => {
    const status = computePremiumStatus(
      {
        subscriptionStatus: "canceled",
        subscriptionCanceledAt: "2025-03-06T00:00:00.000Z",
        subscriptionCurrentPeriodEnd: "2025-04-15T12:00:00.000Z",
        isFamilyPremium: false,
        createdAt: "2025-03-01T12:00:00.000Z",
      },
      new Date("2025-04-10T12:00:00.000Z"),
    );
    expect(status).toMatchObject({ isInGracePeriod: true, gracePeriodDaysRemaining: 5 });
    expect(status.graceEndsAt?.toISOString()).toBe("2025-04-15T12:00:00.000Z");
  });

  it("ignores unparsable dates instead of granting or extending grace", () => {
    expect(computePremiumStatus(canceled({ subscriptionCanceledAt: "not a date" }), at(1)).isInGracePeriod).toBe(false);
    expect(computePremiumStatus(canceled({ subscriptionCurrentPeriodEnd: "garbage" }), at(10)).graceEndsAt).toEqual(at(30));
    expect(computePremiumStatus(canceled({ createdAt: "garbage" }), at(10)).isInGracePeriod).toBe(false);
    expect(
      computePremiumStatus(canceled({ createdAt: "garbage", subscriptionCurrentPeriodEnd: at(20) }), at(10))
        .gracePeriodDaysRemaining,
    ).toBe(10);
  });

  it("treats a missing isFamilyPremium as false", () => {
    expect(computePremiumStatus({ subscriptionStatus: "free", createdAt: created }, at(1))).toMatchObject({
      isFamilyPremium: false,
      hasPremiumAccess: false,
    });
  });
});

describe("computeGraceEnd", () => {
  it("is null unless canceled with a cancellation date", () => {
    expect(computeGraceEnd(user({ subscriptionCanceledAt: at(1) }))).toBeNull();
    expect(computeGraceEnd(user({ subscriptionStatus: "active", subscriptionCanceledAt: at(1) }))).toBeNull();
    expect(computeGraceEnd(canceled())).toEqual(at(30));
  });

  it("falls back to the paid-through date when the account's creation date is unreadable, and is null with neither", () => {
    expect(computeGraceEnd(canceled({ createdAt: "not a date", subscriptionCurrentPeriodEnd: at(12) }))).toEqual(at(12));
    expect(computeGraceEnd(canceled({ createdAt: "not a date" }))).toBeNull();
    expect(computeGraceEnd(canceled({ createdAt: undefined, subscriptionCurrentPeriodEnd: null }))).toBeNull();
  });
});

describe("resuming or subscribing again (never paying twice for a period)", () => {
  it.each([
    ["free", user({}), false, true],
    ["active", user({ subscriptionStatus: "active", subscriptionCurrentPeriodEnd: at(40) }), false, false],
    ["canceled, paid through a later date", canceled({ subscriptionCurrentPeriodEnd: at(40) }), true, false],
    ["canceled, paid period over but still in the grace period", canceled({ subscriptionCurrentPeriodEnd: at(10) }), false, true],
    ["canceled, no paid-through date", canceled(), false, true],
    ["lapsed", canceled({ subscriptionCurrentPeriodEnd: at(-30) }), false, true],
  ])("%s", (_name, fields, running, may) => {
    const now = at(20);
    expect(isPaidPeriodRunning(fields, now)).toBe(running);
    expect(maySubscribe(fields, now)).toBe(may);
  });

  it("the paid period ends at its exact instant", () => {
    const fields = canceled({ subscriptionCurrentPeriodEnd: at(30) });
    expect(isPaidPeriodRunning(fields, new Date(at(30).getTime() - 1))).toBe(true);
    expect(isPaidPeriodRunning(fields, at(30))).toBe(false);
  });
});
