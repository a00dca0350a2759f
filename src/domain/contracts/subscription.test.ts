import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clientSecretResponseSchema,
  localCardSchema,
  localConfirmSchema,
  parseCardExpiry,
  subscriptionStateSchema,
} from "./subscription";
import { expectEveryFieldChecked, expectRoundTrip, messagesOf, refusal } from "./schema.test-support";

describe("card expiry", () => {
  it("reads MM / YY with or without the spaces and slash", () => {
    expect(parseCardExpiry("04 / 29")).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry(" 4/29 ")).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry("1229")).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry("01 / 30")).toEqual({ month: 1, year: 2030 });
  });
  it("refuses months outside 1 to 12 and other shapes", () => {
    for (const value of ["00/29", "13/29", "4/2029", "4-29", "ab/cd", "", "123/29", "x04/29", "04/29x"])
      expect(parseCardExpiry(value), value).toBeNull();
  });
});

describe("the local test card form", () => {
  const card = { cardNumber: "4242 4242-4242 4242", expiry: "11 / 26", cvc: " 123 " };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 12));
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the digits of the card number and accepts this month", () => {
    expect(localCardSchema.parse(card)).toEqual({ cardNumber: "4242424242424242", expiry: "11 / 26", cvc: "123" });
    expect(localCardSchema.safeParse({ ...card, expiry: "01/27" }).success).toBe(true);
    expect(localCardSchema.parse({ ...card, expiry: " 12/26 " }).expiry).toBe("12/26");
    expect(localCardSchema.safeParse({ ...card, cvc: "1234" }).success).toBe(true);
  });

  it("refuses a past month, a past year and a malformed date with the form's words", () => {
    expect(refusal(localCardSchema, { ...card, expiry: "10 / 26" })).toBe("Your card's expiration date is in the past");
    expect(refusal(localCardSchema, { ...card, expiry: "12 / 25" })).toBe("Your card's expiration date is in the past");
    expect(messagesOf(localCardSchema, { ...card, expiry: "13/26" })).toEqual(["Please enter the expiry date as MM / YY"]);
  });

  it("refuses short or long card numbers and security codes", () => {
    expect(localCardSchema.safeParse({ ...card, cardNumber: "4".repeat(12) }).success).toBe(true);
    expect(localCardSchema.safeParse({ ...card, cardNumber: "4".repeat(19) }).success).toBe(true);
    for (const cardNumber of ["4".repeat(11), "4".repeat(20), "4242 4242 4242 424x"])
      expect(refusal(localCardSchema, { ...card, cardNumber })).toBe("Please enter a valid card number");
    for (const cvc of ["12", "12345", "12a"])
      expect(refusal(localCardSchema, { ...card, cvc })).toBe("Please enter the 3 or 4 digit security code");
    expect(refusal(localCardSchema, { expiry: card.expiry, cvc: card.cvc })).toBe("Please enter a card number");
    expect(refusal(localCardSchema, { cardNumber: card.cardNumber, cvc: card.cvc })).toBe("Please enter the expiry date");
    expect(refusal(localCardSchema, { cardNumber: card.cardNumber, expiry: card.expiry })).toBe("Please enter the security code");
  });

  it("needs the payment's client secret to confirm", () => {
    expect(refusal(localConfirmSchema, card)).toBe("Payment must be text");
    expect(refusal(localConfirmSchema, { ...card, clientSecret: " " })).toBe("Payment is required");
    expect(localConfirmSchema.parse({ ...card, clientSecret: "pi_1_secret_2" }).clientSecret).toBe("pi_1_secret_2");
  });
});

describe("subscription responses", () => {
  const state = {
    subscriptionStatus: "canceled",
    subscriptionCanceledAt: "2026-11-01T00:00:00.000Z",
    subscriptionCurrentPeriodEnd: null,
    isPremium: false,
    isInGracePeriod: true,
    gracePeriodDaysRemaining: 3,
    hasPremiumAccess: true,
  };
  it("describe the caller's subscription completely", () => {
    expectRoundTrip(subscriptionStateSchema, state);
    expectEveryFieldChecked(subscriptionStateSchema, state);
    expect(subscriptionStateSchema.safeParse({ ...state, gracePeriodDaysRemaining: -1 }).success).toBe(false);
    expect(subscriptionStateSchema.safeParse({ ...state, gracePeriodDaysRemaining: 0.5 }).success).toBe(false);
    expectRoundTrip(clientSecretResponseSchema, { clientSecret: "pi_secret" });
    expect(clientSecretResponseSchema.safeParse({}).success).toBe(false);
  });
});
