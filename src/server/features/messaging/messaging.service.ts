import { parsePhoneNumberFromString, type NumberType } from "libphonenumber-js/max";
import { SegmentedMessage } from "sms-segments-calculator";
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
import { lockUserRow } from "../../db/user-lock";
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

/** Where texts may go and how many parts a day they may take (config.sms). */
export type SmsPolicy = { countries: readonly string[]; segmentsPerAccountPerDay: number; segmentsPerDay: number };

/** Number types that cost the sender more than a text, or reach no person: never texted (issue 27 item 4). */
const REFUSED_TYPES: Partial<Record<NonNullable<NumberType>, string>> = {
  PREMIUM_RATE: "a premium-rate number",
  SHARED_COST: "a shared-cost number",
  UAN: "a company switchboard number",
  VOICEMAIL: "a voicemail access number",
  PAGER: "a pager number",
  PERSONAL_NUMBER: "a personal forwarding number",
};

/** "the United States and Canada" */
function countryList(countries: readonly string[]): string {
  // Made where it is used (only for a refusal's text), not when the module loads: a mutant of it then fails the tests
  // that read the names instead of failing to load them.
  // Stryker disable next-line ArrayDeclaration: the process's default locale is English here; the names are the same
  const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
  const names = countries
    .map((code) => regionNames.of(code) ?? code)
    .map((name) => (name === "United States" ? "the United States" : name));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

/**
 * The number in E.164 (US when no country code is given), or a 400 that says why it cannot be texted: not a
 * phone number (the spec's text), a country the operator does not text, or a number type that costs more than
 * a text (premium rate, shared cost, ...). The full metadata knows each number's type.
 */
export function toE164(phoneNumber: string, countries: readonly string[] = ["US", "CA"]): string {
  // Stryker disable next-line MethodExpression: the request schema (singleLineText) has trimmed it already
  const trimmed = phoneNumber.trim();
  if (trimmed === "") throw new HttpError(400, PHONE_REQUIRED);
  const parsed = parsePhoneNumberFromString(trimmed, "US");
  if (!parsed || !parsed.isValid()) throw new HttpError(400, PHONE_INVALID);
  if (!parsed.country || !countries.includes(parsed.country))
    throw new HttpError(400, `Texts can only go to numbers in ${countryList(countries)}.`);
  const type = parsed.getType();
  const refused = type && REFUSED_TYPES[type];
  if (refused) throw new HttpError(400, `${parsed.formatInternational()} is ${refused}: PennyCart does not text such numbers.`);
  return parsed.number;
}

/** Throws LimitReached when `parts` more segments would pass `budget` in the day; the wait is until enough leave it. */
function checkBudget(
  used: { segments: number; times: { at: Date; segments: number }[] },
  parts: number,
  budget: number,
  now: Date,
  message: (wait: string) => string,
) {
  if (used.segments + parts <= budget) return;
  // The budget frees up as the oldest texts leave the 24-hour window (or never, for a text longer than the budget).
  let freed = used.segments + parts - budget;
  let freeAt = now.getTime() + DAY_MS;
  for (const sent of used.times) {
    freed -= sent.segments;
    if (freed <= 0) {
      freeAt = sent.at.getTime() + DAY_MS;
      break;
    }
  }
  const waitMs = Math.max(0, freeAt - now.getTime());
  throw new LimitReached(message(waitText(waitMs)), Math.ceil(waitMs / 1000) || 1);
}

/**
 * Queues a text message (10 an hour, 30 a day per user, and the policy's daily segment budgets per account and
 * for the whole app). A blank message is the cart's list, cut to 1,600 characters.
 */
export async function sendSms(
  db: Db,
  userId: string,
  input: { phoneNumber: string; message?: string | undefined },
  policy: SmsPolicy,
  now = new Date(),
): Promise<SentSms> {
  const to = toE164(input.phoneNumber, policy.countries);
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
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
    const segments = new SegmentedMessage(body).segmentsCount;
    const since = new Date(now.getTime() - DAY_MS);
    checkBudget(
      await repo.smsSegmentsSince(tx, since, userId),
      segments,
      policy.segmentsPerAccountPerDay,
      now,
      (wait) =>
        `You can send up to ${policy.segmentsPerAccountPerDay} text message parts a day (this one takes ${segments}; a long text, or one with emoji, takes several). Please try again in ${wait}.`,
    );
    // The whole app's budget: one sender at a time past this point, so parallel sends cannot both pass it.
    await repo.lockSmsBudget(tx);
    checkBudget(
      await repo.smsSegmentsSince(tx, since, null),
      segments,
      policy.segmentsPerDay,
      now,
      (wait) => `Text messages are paused: PennyCart has sent its texts for today. Please try again in ${wait}.`,
    );
    // Sent at the clock the limits were counted with.
    await queueMessage(tx, {
      userId,
      kind: "sms",
      channel: "sms",
      recipient: to,
      subject: null,
      body,
      replyTo: null,
      segments,
      createdAt: now,
    });
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
    await lockUserRow(tx, user.id);
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
