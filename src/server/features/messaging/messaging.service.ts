import { parsePhoneNumberFromString } from "libphonenumber-js";
import {
  PHONE_INVALID,
  PHONE_REQUIRED,
  SMS_PER_DAY,
  SMS_PER_HOUR,
  SUGGESTION_EMAIL_MISSING,
  SUGGESTION_MISSING,
  SUGGESTIONS_PER_DAY,
  type OutboxEntry,
  type SentSms,
} from "../../../domain/contracts/messaging";
import { cartSmsMessage } from "../../../domain/export/sms-message";
import type { Db } from "../../db/client";
import type { OutboxMessageRow, UserRow } from "../../db/schema/index";
import { HttpError } from "../../plugins/errors";
import { listCartLines } from "../cart/cart.service";
import * as outboxRepo from "../outbox/outbox.repository";
import { queueMessage } from "../outbox/outbox.service";
import * as repo from "./messaging.repository";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Where suggestions go when SUGGESTIONS_TO is not set (with no SMTP_URL they stay in the local outbox). */
export const DEFAULT_SUGGESTIONS_TO = "suggestions@pennycart.example";

/** A refused send because of a limit: 429 with the wait in Retry-After. */
export class LimitReached extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** '12 minutes', '1 minute', '3 hours': how long until `at`, rounded up. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** Throws LimitReached when `n` messages in the window already reach `max`; the wait is until the oldest leaves it. */
function checkWindow(counted: { n: number; oldest: Date | null }, max: number, windowMs: number, now: Date, what: string) {
  if (counted.n < max) return;
  // Stryker disable next-line OptionalChaining: the oldest is set whenever the count reaches the limit
  const freeAt = (counted.oldest?.getTime() ?? now.getTime()) + windowMs;
  const waitMs = Math.max(0, freeAt - now.getTime());
  throw new LimitReached(
    `You can send up to ${max} ${what}. Please try again in ${waitText(waitMs)}.`,
    Math.ceil(waitMs / 1000) || 1,
  );
}

/** The number in E.164 (US when no country code is given), or the spec's 400. */
export function toE164(phoneNumber: string): string {
  // Stryker disable next-line MethodExpression: the request schema (singleLineText) has trimmed it already
  const trimmed = phoneNumber.trim();
  if (trimmed === "") throw new HttpError(400, PHONE_REQUIRED);
  const parsed = parsePhoneNumberFromString(trimmed, "US");
  if (!parsed || !parsed.isValid()) throw new HttpError(400, PHONE_INVALID);
  return parsed.number;
}

/** Queues a text message (10 an hour, 30 a day per user). A blank message is the cart's list. */
export async function sendSms(
  db: Db,
  userId: string,
  input: { phoneNumber: string; message?: string | undefined },
  now = new Date(),
): Promise<SentSms> {
  const to = toE164(input.phoneNumber);
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    checkWindow(
      await repo.countMessagesSince(tx, userId, "sms", new Date(now.getTime() - HOUR_MS)),
      SMS_PER_HOUR,
      HOUR_MS,
      now,
      "text messages an hour",
    );
    checkWindow(
      await repo.countMessagesSince(tx, userId, "sms", new Date(now.getTime() - DAY_MS)),
      SMS_PER_DAY,
      DAY_MS,
      now,
      "text messages a day",
    );
    // Stryker disable next-line MethodExpression: the request schema (multiLineText) has trimmed it already
    let body = (input.message ?? "").trim();
    if (body === "") {
      const lines = await listCartLines(tx, userId);
      if (lines.length === 0) throw new HttpError(400, "Cart is empty");
      body = cartSmsMessage(lines.map((line) => ({ ...line.item, quantity: line.quantity })));
    }
    await queueMessage(tx, { userId, kind: "sms", channel: "sms", recipient: to, subject: null, body, replyTo: null });
  });
  return { ok: true, to };
}

/** The refusal of a suggestion whose reply address is not the account's. */
export const suggestionEmailNotYours = (accountEmail: string) =>
  `We answer suggestions at your account's e-mail address, ${accountEmail}. Another address cannot be used.`;

/** Stores a suggestion and queues its e-mail to the team with Reply-To the user (5 a day per user). */
export async function sendSuggestion(
  db: Db,
  user: Pick<UserRow, "id" | "email" | "firstName" | "lastName">,
  input: { title: string; suggestion: string; userEmail?: string | null | undefined },
  suggestionsTo: string,
  now = new Date(),
): Promise<void> {
  const title = input.title.trim();
  const suggestion = input.suggestion.trim();
  if (title === "" || suggestion === "") throw new HttpError(400, SUGGESTION_MISSING);
  // The answer goes to the account's own address, never one the request names (issue 27 item 8): an address
  // in the request is accepted only when it is that one.
  // Stryker disable next-line MethodExpression: an account's e-mail is stored trimmed (the sign-in form and the OpenID claims trim it)
  const userEmail = (user.email ?? "").trim();
  if (userEmail === "") throw new HttpError(400, SUGGESTION_EMAIL_MISSING);
  const given = (input.userEmail ?? "").trim();
  if (given !== "" && given.toLowerCase() !== userEmail.toLowerCase())
    throw new HttpError(400, suggestionEmailNotYours(userEmail));
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    checkWindow(
      await repo.countSuggestionsSince(tx, user.id, new Date(now.getTime() - DAY_MS)),
      SUGGESTIONS_PER_DAY,
      DAY_MS,
      now,
      "suggestions a day",
    );
    const id = await repo.insertSuggestion(tx, { userId: user.id, title, suggestion, userEmail, createdAt: now });
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
    await queueMessage(tx, {
      userId: user.id,
      kind: "suggestion",
      channel: "email",
      recipient: suggestionsTo,
      subject: `Suggestion: ${title}`,
      body: [
        `From: ${name ? `${name} <${userEmail}>` : userEmail}`,
        `Suggestion #${id}`,
        "",
        title,
        "",
        suggestion,
        "",
        "Reply to this e-mail to answer the user (promised within 2-3 business days).",
      ].join("\n"),
      replyTo: userEmail,
    });
  });
}

const toEntry = (row: OutboxMessageRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  replyTo: row.replyTo,
  status: row.status,
  attempts: row.attempts,
  transport: row.transport,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The latest 50 messages, newest first (developers' view of the outbox): every user's for an admin, else the user's own. */
export async function latestOutbox(db: Db, viewer: { id: string; isAdmin: boolean }): Promise<OutboxEntry[]> {
  return (await outboxRepo.listLatest(db, 50, viewer.isAdmin ? null : viewer.id)).map(toEntry);
}
