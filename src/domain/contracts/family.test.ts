import { describe, expect, it } from "vitest";
import {
  ALREADY_A_MEMBER,
  FILL_IN_ALL_FIELDS,
  MEMBER_NOT_FOUND,
  INVALID_EMAIL,
  MAX_MEMBER_EMAIL,
  MAX_MEMBER_NAME,
  addFamilyMemberSchema,
  adminAuditEntrySchema,
  familyMemberSchema,
  firstFamilyMemberProblem,
} from "./family";
import { expectEveryFieldChecked, expectRoundTrip, messagesOf, refusal } from "./schema.test-support";

describe("adding a family member (spec §5 texts)", () => {
  it("trims both fields and accepts a simple address", () => {
    expect(addFamilyMemberSchema.parse({ name: "  Ann Lee ", email: " ann@example.org " })).toEqual({
      name: "Ann Lee",
      email: "ann@example.org",
    });
  });

  it("asks to fill in all fields when a field is missing, blank or not text", () => {
    for (const input of [
      {},
      { name: "Ann" },
      { email: "ann@example.org" },
      { name: "   ", email: "ann@example.org" },
      { name: "Ann", email: " " },
      { name: 5, email: "a@b.co" },
    ])
      expect(firstFamilyMemberProblem(input), JSON.stringify(input)).toBe(FILL_IN_ALL_FIELDS);
  });

  it("says the e-mail is invalid only when both fields are filled", () => {
    for (const email of [
      "ann",
      "ann@",
      "@example.org",
      "ann@example",
      "ann@exa mple.org",
      "a@b@c.org",
      "ann @example.org",
      "ann@example.o rg",
    ])
      expect(firstFamilyMemberProblem({ name: "Ann", email }), email).toBe(INVALID_EMAIL);
    expect(firstFamilyMemberProblem({ name: "", email: "not-an-address" })).toBe(FILL_IN_ALL_FIELDS);
    expect(firstFamilyMemberProblem({ name: "Ann", email: "ann@example.org" })).toBeNull();
  });

  it("bounds the name and the e-mail, naming the field", () => {
    const longName = "n".repeat(MAX_MEMBER_NAME);
    expect(addFamilyMemberSchema.safeParse({ name: longName, email: "a@b.co" }).success).toBe(true);
    expect(refusal(addFamilyMemberSchema, { name: `${longName}n`, email: "a@b.co" })).toBe(
      `Name must be at most ${MAX_MEMBER_NAME} characters`,
    );
    const longEmail = `${"e".repeat(MAX_MEMBER_EMAIL - 6)}@b.com`;
    expect(addFamilyMemberSchema.safeParse({ name: "Ann", email: longEmail }).success).toBe(true);
    expect(refusal(addFamilyMemberSchema, { name: "Ann", email: `e${longEmail}` })).toBe(
      `Email must be at most ${MAX_MEMBER_EMAIL} characters`,
    );
    expect(firstFamilyMemberProblem({ name: `${longName}n`, email: "a@b.co" })).toBe(
      `Name must be at most ${MAX_MEMBER_NAME} characters`,
    );
  });

  it("refuses control characters inside either field", () => {
    expect(messagesOf(addFamilyMemberSchema, { name: "Ann\u0000Lee", email: "a@b.co" })).toEqual([
      "Name cannot contain control characters",
    ]);
    expect(messagesOf(addFamilyMemberSchema, { name: "Ann", email: "a\u2028@b.co" })[0]).toBe(
      "Email cannot contain control characters",
    );
    expect(addFamilyMemberSchema.safeParse({ name: "Ann\u009fLee", email: "a@b.co" }).success).toBe(false);
  });
});

describe("family answers", () => {
  it("say what happened to a duplicate or an unknown member", () => {
    expect(ALREADY_A_MEMBER).toMatch(/already a family member/);
    expect(MEMBER_NOT_FOUND).toMatch(/not found/);
  });
});

describe("family responses", () => {
  const member = { id: 3, name: "Ann", email: "ann@example.org", addedAt: "2026-11-01T00:00:00.000Z" };
  const audit = {
    id: 1,
    action: "family_member.added",
    adminEmail: "admin@example.org",
    subjectName: "Ann",
    subjectEmail: "ann@example.org",
    createdAt: "2026-11-01T00:00:00.000Z",
  };

  it("carry every field the admin screen reads", () => {
    expectRoundTrip(familyMemberSchema, member);
    expectRoundTrip(familyMemberSchema, { ...member, addedAt: null });
    expectEveryFieldChecked(familyMemberSchema, member);
    expectRoundTrip(adminAuditEntrySchema, audit);
    expectRoundTrip(adminAuditEntrySchema, { ...audit, action: "family_member.removed" });
    expectEveryFieldChecked(adminAuditEntrySchema, audit);
    expect(adminAuditEntrySchema.safeParse({ ...audit, action: "user.deleted" }).success).toBe(false);
    expect(familyMemberSchema.safeParse({ ...member, id: 1.5 }).success).toBe(false);
  });
});
