import { describe, expect, it } from "vitest";
import { localLoginSchema, safeReturnTo } from "./auth";

const ORIGIN = "https://pennycart.example";

describe("safeReturnTo", () => {
  it("follows paths on our own origin, with their query and fragment", () => {
    expect(safeReturnTo("/account", ORIGIN)).toBe("/account");
    expect(safeReturnTo("/shared/abc?x=1#top", ORIGIN)).toBe("/shared/abc?x=1#top");
    expect(safeReturnTo("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
    expect(safeReturnTo("/lists//")).toBe("/lists//");
    expect(safeReturnTo("/account")).toBe("/account");
    expect(safeReturnTo("/.//evil.example", ORIGIN)).toBe("/");
  });

  it.each([
    ["//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["/.//evil.example"],
    ["/a/..//evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["account"],
    ["/\u0000x"],
    [""],
  ])("sends %j to the home page", (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe("/");
  });

  it("refuses anything that is not a string", () => {
    for (const value of [undefined, null, 42, ["/account"], { path: "/account" }]) expect(safeReturnTo(value, ORIGIN)).toBe("/");
  });

  it("percent-encodes non-ASCII paths so they fit in a Location header", () => {
    expect(safeReturnTo("/café?q=ü", ORIGIN)).toBe("/caf%C3%A9?q=%C3%BC");
  });
});

describe("local sign-in form", () => {
  it("lower-cases the e-mail and drops blank names", () => {
    expect(localLoginSchema.parse({ email: " Dana@Example.COM ", firstName: "  ", lastName: " Scully " })).toEqual({
      email: "dana@example.com",
      firstName: undefined,
      lastName: "Scully",
    });
  });

  it("refuses names with control characters and over 80 characters", () => {
    const message = (input: object) => localLoginSchema.safeParse({ email: "a@b.co", ...input }).error?.issues[0]?.message;
    expect(message({ firstName: "Da\u0000na" })).toBe("First name cannot contain control characters");
    expect(message({ lastName: "x".repeat(81) })).toBe("Last name must be at most 80 characters");
    expect(localLoginSchema.safeParse({}).error?.issues[0]?.message).toBe("Email is required");
    expect(localLoginSchema.safeParse({ email: "nope" }).error?.issues[0]?.message).toBe("Please enter a valid email address");
    const domain = `${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(61)}.${"e".repeat(61)}.orgx`; // 252 characters
    expect(localLoginSchema.safeParse({ email: `a@${domain}` }).success).toBe(true);
    expect(localLoginSchema.safeParse({ email: `ab@${domain}` }).error?.issues[0]?.message).toBe(
      "Email must be at most 254 characters",
    );
    expect(localLoginSchema.safeParse({ email: "a\u0000@b.co" }).success).toBe(false);
  });
});
