// The send limits' waits, the suggestion e-mail and the developers' outbox view, with a fixed clock
// (the routes' tests use the real one).
import { randomBytes } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database, Db } from "../../db/client";
import { outboxMessages, suggestions, users } from "../../db/schema/index";
import { localTransport } from "../../integrations/messaging/local";
import { deliverDue } from "../outbox/outbox.sender";
import { latestOutbox, sendSms, sendSuggestion } from "./messaging.service";

const T = new Date("2027-06-01T12:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(T.getTime() + ms);

let database: Database;
const db = (): Db => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function shopper(
  names: { firstName?: string; lastName?: string } = {},
  email = `shopper-${randomBytes(4).toString("hex")}@example.com`,
) {
  const [row] = await db()
    .insert(users)
    .values({ email, ...names })
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
  return row!;
}

/** `n` texts the shopper sent at `createdAt`. */
const textsSent = (userId: string, n: number, createdAt: Date) =>
  db()
    .insert(outboxMessages)
    .values(
      Array.from({ length: n }, () => ({
        userId,
        kind: "sms",
        channel: "sms" as const,
        recipient: "+14125550100",
        body: "earlier",
        createdAt,
      })),
    );
const POLICY = { countries: ["US", "CA"], segmentsPerAccountPerDay: 60, segmentsPerDay: 3000 };
const text = (userId: string, now: Date) => sendSms(db(), userId, { phoneNumber: "4125550100", message: "Milk" }, POLICY, now);
const suggest = (user: Awaited<ReturnType<typeof shopper>>, now: Date, input: object = {}) =>
  sendSuggestion(db(), user, { title: "Dark mode", suggestion: "Please add one.", ...input }, "team@pennycart.example", now);

describe("the text limits' waits", () => {
  it("asks for 1 minute (Retry-After 31 s) when the hour's oldest text is 59½ minutes old, and sends once it is an hour old", async () => {
    const user = await shopper();
    await textsSent(user.id, 10, at(-(59 * MINUTE + 29_500)));
    await expect(text(user.id, T)).rejects.toMatchObject({
      statusCode: 429,
      message: "You can send up to 10 text messages an hour. Please try again in 1 minute.",
      retryAfterSeconds: 31,
    });
    await expect(text(user.id, at(30_500))).resolves.toEqual({ ok: true, to: "+14125550100" });
  });

  it("counts the wait in minutes up to 89 and in hours from 90", async () => {
    const waiting89 = await shopper();
    await textsSent(waiting89.id, 30, at(-(24 * HOUR - 89 * MINUTE)));
    await expect(text(waiting89.id, T)).rejects.toThrow(
      "You can send up to 30 text messages a day. Please try again in 89 minutes.",
    );
    const waiting90 = await shopper();
    await textsSent(waiting90.id, 30, at(-(24 * HOUR - 90 * MINUTE)));
    await expect(text(waiting90.id, T)).rejects.toThrow(
      "You can send up to 30 text messages a day. Please try again in 2 hours.",
    );
  });
});

describe("the text budgets in message parts (issue 27 item 4)", () => {
  // 161 GSM characters take 2 parts; one emoji makes a text UCS-2 (70 characters a part, 67 in a long one).
  const long = "x".repeat(161);
  const send = (userId: string, message: string, now: Date, policy: Partial<typeof POLICY> = {}) =>
    sendSms(db(), userId, { phoneNumber: "4125550100", message }, { ...POLICY, ...policy }, now);

  it("count each text's parts against the account's daily budget, saying when it frees up", async () => {
    const user = await shopper();
    const small = { segmentsPerAccountPerDay: 5 };
    await send(user.id, long, T, small);
    await send(user.id, long, at(HOUR), small);
    await expect(send(user.id, long, at(2 * HOUR), small)).rejects.toMatchObject({
      statusCode: 429,
      message:
        "You can send up to 5 text message parts a day (this one takes 2; a long text, or one with emoji, takes several). Please try again in 22 hours.",
      retryAfterSeconds: 22 * 3600,
    });
    await expect(send(user.id, "one part", at(2 * HOUR), small)).resolves.toMatchObject({ ok: true });
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.userId, user.id));
    expect(rows.map((row) => row.segments).sort()).toEqual([1, 2, 2]);
    await expect(send(user.id, `🛒 ${"x".repeat(70)}`, at(25 * HOUR), small)).resolves.toMatchObject({ ok: true });
    const [emoji] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, user.id))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(emoji!.segments).toBe(2);
  });

  it("say when enough parts leave the day: after as many of the oldest texts as the new one needs", async () => {
    const user = await shopper();
    const small = { segmentsPerAccountPerDay: 5 };
    const day = at(-50 * 24 * HOUR);
    const later = (hours: number) => new Date(day.getTime() + hours * HOUR);
    await send(user.id, "one", day, small);
    await send(user.id, "two", later(1), small);
    await send(user.id, long, later(2), small);
    // 4 of 5 used; 3 more need 2 to leave: the first two texts' (1 + 1), so the second one's time, 22 hours on.
    const three = "x".repeat(307);
    await expect(send(user.id, three, later(3), small)).rejects.toMatchObject({
      message: expect.stringMatching(/this one takes 3; .* Please try again in 22 hours\.$/),
      retryAfterSeconds: 22 * 3600,
    });
  });

  it("say a day when the text alone takes more parts than the budget", async () => {
    const user = await shopper();
    await expect(send(user.id, "x".repeat(307), at(-60 * 24 * HOUR), { segmentsPerAccountPerDay: 2 })).rejects.toMatchObject({
      message: expect.stringMatching(/this one takes 3; .* Please try again in 24 hours\.$/),
      retryAfterSeconds: 24 * 3600,
    });
  });

  it("stop every account's texts once the whole app's daily budget is spent, also when many send at once", async () => {
    // A day of its own: no other test's texts fall in its window.
    const day = at(40 * 24 * HOUR);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopper()));
    const results = await Promise.allSettled(shoppers.map((s) => send(s.id, long, day, { segmentsPerDay: 10 })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    for (const refused of results.filter((r) => r.status === "rejected"))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 429,
        message: "Text messages are paused: PennyCart has sent its texts for today. Please try again in 24 hours.",
      });
    const sent = await db()
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.userId,
          shoppers.map((s) => s.id),
        ),
      );
    expect(sent.reduce((sum, row) => sum + row.segments!, 0)).toBe(10);
  });
});

describe("suggestions", () => {
  it("allow a sixth suggestion a day after the first, saying how long until then", async () => {
    const user = await shopper();
    for (let i = 0; i < 5; i++) await suggest(user, at(i * MINUTE));
    await expect(suggest(user, at(23 * HOUR))).rejects.toMatchObject({
      statusCode: 429,
      message: "You can send up to 5 suggestions a day. Please try again in 60 minutes.",
      retryAfterSeconds: 3600,
    });
    await expect(suggest(user, at(24 * HOUR))).resolves.toBeUndefined();
  });

  it("e-mail the team the suggestion with the shopper's name and address, its number and how to answer", async () => {
    const robin = `robin-${randomBytes(4).toString("hex")}@example.com`;
    const named = await shopper({ firstName: "Robin", lastName: "Lee" }, robin);
    // The account's own address, however the request spells it.
    await suggest(named, T, { title: " Dark mode ", suggestion: " Please add one. ", userEmail: ` ${robin.toUpperCase()} ` });
    const [stored] = await db().select().from(suggestions).where(eq(suggestions.userId, named.id));
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.userId, named.id));
    expect(mail).toMatchObject({
      kind: "suggestion",
      channel: "email",
      recipient: "team@pennycart.example",
      subject: "Suggestion: Dark mode",
      replyTo: robin,
    });
    expect(mail!.body).toBe(
      [
        `From: Robin Lee <${robin}>`,
        `Suggestion #${stored!.id}`,
        "",
        "Dark mode",
        "",
        "Please add one.",
        "",
        "Reply to this e-mail to answer the user (promised within 2-3 business days).",
      ].join("\n"),
    );

    const unnamed = await shopper();
    await suggest(unnamed, T);
    const [plain] = await db().select().from(outboxMessages).where(eq(outboxMessages.userId, unnamed.id));
    expect(plain!.body.split("\n")[0]).toBe(`From: ${unnamed.email}`);
    expect(plain!.replyTo).toBe(unnamed.email);
  });

  it("refuse any answer address but the account's own, storing and queueing nothing (issue 27 item 8)", async () => {
    const user = await shopper();
    for (const userEmail of [
      "support@pennycart.example",
      "robin@example.com",
      `${user.email}.evil.example`,
      "not an address",
      `${user.email} x`,
    ]) {
      await expect(suggest(user, T, { userEmail }), userEmail).rejects.toMatchObject({
        statusCode: 400,
        message: `We answer suggestions at your account's e-mail address, ${user.email}. Another address cannot be used.`,
      });
    }
    expect(await db().select().from(suggestions).where(eq(suggestions.userId, user.id))).toEqual([]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.userId, user.id))).toEqual([]);
  });
});

describe("the developers' outbox view", () => {
  it("shows each message's fields, with when it was sent once it was", async () => {
    const user = await shopper();
    await suggest(user, T);
    const everyones = { id: user.id, isAdmin: true };
    const [queued] = (await latestOutbox(db(), everyones)).filter((entry) => entry.replyTo === user.email);
    expect(queued).toEqual({
      id: expect.any(Number),
      kind: "suggestion",
      channel: "email",
      to: "team@pennycart.example",
      subject: "Suggestion: Dark mode",
      body: expect.stringContaining("Please add one."),
      replyTo: user.email,
      status: "queued",
      attempts: 0,
      transport: null,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sentAt: null,
    });
    const sentAt = new Date();
    await deliverDue(db(), { sms: localTransport, email: localTransport }, sentAt);
    const [sent] = (await latestOutbox(db(), everyones)).filter((entry) => entry.id === queued!.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, transport: "local", sentAt: sentAt.toISOString() });
  });
});
