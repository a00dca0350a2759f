import { z } from "zod";
import { multiLineText, singleLineText } from "./common";

/** A text message's longest body (Twilio's limit for one message, split into segments on the way). */
export const MAX_SMS_LENGTH = 1600;
export const SMS_PER_HOUR = 10;
export const SMS_PER_DAY = 30;

export const MAX_SUGGESTION_TITLE = 100;
export const MAX_SUGGESTION_TEXT = 2000;
export const SUGGESTIONS_PER_DAY = 5;

// Spec §5 texts: the dialogs show the title in bold and the message under it.
export const PHONE_REQUIRED = "Phone Number Required";
export const PHONE_REQUIRED_DETAIL = "Please enter a phone number to send the SMS.";
export const PHONE_INVALID = "Please enter a valid phone number";
export const SUGGESTION_MISSING_TITLE = "Missing Information";
export const SUGGESTION_MISSING = "Please provide both a title and description for your suggestion.";
export const SUGGESTION_EMAIL_TITLE = "Email Required";
export const SUGGESTION_EMAIL_MISSING = "We need your email to respond to your suggestion.";

/** POST /api/send-sms. A blank message gets the cart export's default ('My Shopping List:' and the cart's lines). */
export const sendSmsSchema = z.object({
  phoneNumber: singleLineText("Phone number", { max: 40 }),
  message: multiLineText("Message", { max: MAX_SMS_LENGTH }).optional(),
});
export type SendSmsInput = z.input<typeof sendSmsSchema>;
/** The number the text goes to, in E.164. */
export const sentSmsSchema = z.object({ ok: z.literal(true), to: z.string() });
export type SentSms = z.infer<typeof sentSmsSchema>;

/** POST /api/send-suggestion. A blank userEmail falls back to the account's e-mail. */
export const sendSuggestionSchema = z.object({
  title: singleLineText("Title", { max: MAX_SUGGESTION_TITLE }),
  suggestion: multiLineText("Suggestion", { max: MAX_SUGGESTION_TEXT }),
  userEmail: singleLineText("E-mail", { max: 254 }).nullish(),
});
export type SendSuggestionInput = z.input<typeof sendSuggestionSchema>;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  replyTo: z.string().nullable(),
  status: z.enum(["queued", "sent", "failed"]),
  attempts: z.number().int(),
  transport: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListSchema = z.array(outboxEntrySchema);
