import { describe, expect, it } from "vitest";
import { errorMessage } from "./api-client";

const FALLBACK = "Could not save the decision. Please try again.";

describe("errorMessage: what a shopper reads when a call fails", () => {
  it("is the API's own message", () => {
    expect(errorMessage(new Error('400: {"message":"Price must be at least $0.01"}'), FALLBACK)).toBe(
      "Price must be at least $0.01",
    );
  });

  it("is the fallback for a network failure, a proxy's error page or a body without a message", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new Error("502: <html><body>Bad Gateway</body></html>"), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new Error('500: {"error":"x"}'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage("boom", FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new Error(""), FALLBACK)).toBe(FALLBACK);
  });

  it("keeps a readable message the app itself raised", () => {
    expect(errorMessage(new Error("Please enter a location"), FALLBACK)).toBe("Please enter a location");
  });
});
