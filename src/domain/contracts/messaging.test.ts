import { describe, expect, it } from "vitest";
import {
  MAX_SMS_LENGTH,
  MAX_SUGGESTION_TEXT,
  MAX_SUGGESTION_TITLE,
  outboxEntrySchema,
  sendSmsSchema,
  sendSuggestionSchema,
  sentSmsSchema,
} from "./messaging";
import { expectEveryFieldChecked, expectRoundTrip, refusal } from "./schema.test-support";

describe("sending a text", () => {
  it("trims the number and keeps the message's lines", () => {
    expect(sendSmsSchema.parse({ phoneNumber: " (412) 555-0100 ", message: "My Shopping List:\r\n- Milk\n" })).toEqual({
      phoneNumber: "(412) 555-0100",
      message: "My Shopping List:\n- Milk",
    });
    expect(sendSmsSchema.parse({ phoneNumber: "+14125550100" })).toEqual({ phoneNumber: "+14125550100" });
  });

  it("bounds the message at one Twilio message and the number at 40 characters", () => {
    expect(sendSmsSchema.safeParse({ phoneNumber: "1", message: "m".repeat(MAX_SMS_LENGTH) }).success).toBe(true);
    expect(refusal(sendSmsSchema, { phoneNumber: "1", message: "m".repeat(MAX_SMS_LENGTH + 1) })).toBe(
      `Message must be at most ${MAX_SMS_LENGTH} characters`,
    );
    expect(sendSmsSchema.safeParse({ phoneNumber: "1".repeat(40) }).success).toBe(true);
    expect(refusal(sendSmsSchema, { phoneNumber: "1".repeat(41) })).toBe("Phone number must be at most 40 characters");
    expect(refusal(sendSmsSchema, { phoneNumber: "412\u0000555" })).toBe("Phone number cannot contain control characters");
  });
});

describe("sending a suggestion", () => {
  it("bounds the title and the text, and lets the e-mail be left out", () => {
    const ok = { title: "t".repeat(MAX_SUGGESTION_TITLE), suggestion: "s".repeat(MAX_SUGGESTION_TEXT) };
    expect(sendSuggestionSchema.parse({ ...ok, userEmail: null })).toEqual({ ...ok, userEmail: null });
    expect(sendSuggestionSchema.parse(ok)).toEqual(ok);
    expect(refusal(sendSuggestionSchema, { ...ok, title: `${ok.title}t` })).toBe(
      `Title must be at most ${MAX_SUGGESTION_TITLE} characters`,
    );
    expect(refusal(sendSuggestionSchema, { ...ok, suggestion: `${ok.suggestion}s` })).toBe(
      `Suggestion must be at most ${MAX_SUGGESTION_TEXT} characters`,
    );
    expect(refusal(sendSuggestionSchema, { ...ok, userEmail: "e".repeat(255) })).toBe("E-mail must be at most 254 characters");
  });
});

describe("messaging responses", () => {
  const entry = {
    id: 1,
    kind: "sms",
    channel: "sms",
    to: "+14125550100",
    subject: null,
    body: "My Shopping List:",
    replyTo: null,
    status: "queued",
    attempts: 0,
    transport: null,
    lastError: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    sentAt: null,
  };
  it("describe the outbox and a sent text completely", () => {
    expectRoundTrip(outboxEntrySchema, entry);
    expectEveryFieldChecked(outboxEntrySchema, entry);
    for (const status of ["sent", "failed"]) expectRoundTrip(outboxEntrySchema, { ...entry, status, channel: "email" });
    expect(outboxEntrySchema.safeParse({ ...entry, status: "lost" }).success).toBe(false);
    expect(outboxEntrySchema.safeParse({ ...entry, channel: "fax" }).success).toBe(false);
    expectRoundTrip(sentSmsSchema, { ok: true, to: "+14125550100" });
    expect(sentSmsSchema.safeParse({ ok: false, to: "+14125550100" }).success).toBe(false);
  });
});
