import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/support/smtp-catcher";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { outboxMessages, suggestions } from "../../db/schema/index";
import type { OutboxEntry } from "../../../domain/contracts/messaging";
import { createJobs } from "../../jobs/jobs";
import type { MessageTransport } from "../../integrations/messaging/port";
import { backoffMs } from "../outbox/outbox.sender";

let ctx: TestContext;
let smtp: SmtpCatcher;
let mailCtx: TestContext;
let items: { id: number; name: string; brand: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  smtp = await startSmtpCatcher();
  mailCtx = await createTestApp({
    RATE_LIMIT_PER_MINUTE: "0",
    SMTP_URL: smtp.url,
    MAIL_FROM: "app@pennycart.example",
    SUGGESTIONS_TO: "team@pennycart.example",
  });
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
});
afterAll(async () => {
  await ctx.close();
  await mailCtx.close();
  await smtp.stop();
});

const post = (c: TestContext, url: string, cookie: string, payload: object) =>
  c.app.inject({ method: "POST", url, headers: { cookie }, payload });
const outbox = async (c: TestContext = ctx) => {
  await c.app.deps.outbox.idle();
  return (await c.app.inject({ url: "/api/dev/outbox" })).json() as OutboxEntry[];
};
const rowsOf = (userId: string) => ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));

describe("POST /api/send-sms", () => {
  it("queues the text to the E.164 number and, with no Twilio settings, lands it in the local outbox", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const res = await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "(412) 555-0123", message: "Milk and eggs" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, to: "+14125550123" });
    const [latest] = await outbox();
    expect(latest).toMatchObject({
      channel: "sms",
      kind: "sms",
      to: "+14125550123",
      body: "Milk and eggs",
      status: "sent",
      transport: "local",
    });
  });

  it("keeps an international number's country code", async () => {
    const user = await createUserWithPlan(ctx, "family");
    const res = await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "+44 20 7946 0958", message: "Hi" });
    expect(res.json()).toEqual({ ok: true, to: "+442079460958" });
  });

  it("sends 'My Shopping List:' and the cart's lines when the message is blank", async () => {
    const user = await createUserWithPlan(ctx, "grace");
    expect((await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550124", message: "  " })).json()).toEqual({
      message: "Cart is empty",
    });
    await post(ctx, "/api/cart", user.cookie, { itemId: items[0]!.id, quantity: 2 });
    await post(ctx, "/api/cart", user.cookie, { itemId: items[1]!.id, quantity: 1 });
    expect((await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550124" })).statusCode).toBe(200);
    const [row] = await rowsOf(user.id);
    expect(row!.body).toBe(
      [
        "My Shopping List:",
        `${items[0]!.name} (${items[0]!.brand}) - 2 ${items[0]!.unit}`,
        `${items[1]!.name} (${items[1]!.brand}) - 1 ${items[1]!.unit}`,
      ].join("\n"),
    );
  });

  it("refuses a blank or invalid number and an overlong message, queueing nothing", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const send = (payload: object) => post(ctx, "/api/send-sms", user.cookie, payload);
    expect(await send({ phoneNumber: "   ", message: "x" })).toMatchObject({ statusCode: 400 });
    expect((await send({ phoneNumber: "   ", message: "x" })).json()).toEqual({ message: "Phone Number Required" });
    for (const phoneNumber of ["123", "555-01", "+1 000 000 0000", "call me"]) {
      const res = await send({ phoneNumber, message: "x" });
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json()).toEqual({ message: "Please enter a valid phone number" });
    }
    expect((await send({ phoneNumber: "4125550125", message: "x".repeat(1601) })).statusCode).toBe(400);
    expect((await send({ phoneNumber: "4125550125", message: "x".repeat(1600) })).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("needs Premium: free users get 403, visitors 401", async () => {
    const free = await createUserWithPlan(ctx, "free");
    const res = await post(ctx, "/api/send-sms", free.cookie, { phoneNumber: "4125550126", message: "x" });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(free.id)).toEqual([]);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/send-sms", payload: { phoneNumber: "4125550126" } })).statusCode,
    ).toBe(401);
  });

  it("allows 10 texts an hour, then 429 saying when, with Retry-After", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000);
    await ctx.database.db.insert(outboxMessages).values(
      Array.from({ length: 10 }, () => ({
        userId: user.id,
        kind: "sms",
        channel: "sms" as const,
        recipient: "+14125550127",
        body: "earlier",
        status: "sent" as const,
        createdAt: fiftyMinutesAgo,
      })),
    );
    const res = await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550127", message: "one more" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: "You can send up to 10 text messages an hour. Please try again in 10 minutes." });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(540);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(await rowsOf(user.id)).toHaveLength(10);
  });

  it("allows 30 texts a day", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const twentyHoursAgo = new Date(Date.now() - 20 * 3600_000);
    await ctx.database.db.insert(outboxMessages).values(
      Array.from({ length: 30 }, () => ({
        userId: user.id,
        kind: "sms",
        channel: "sms" as const,
        recipient: "+14125550128",
        body: "earlier",
        createdAt: twentyHoursAgo,
      })),
    );
    const res = await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550128", message: "one more" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: "You can send up to 30 text messages a day. Please try again in 4 hours." });
  });

  it("counts concurrent sends against the limit one at a time", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550129", message: `m${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});

describe("POST /api/send-suggestion", () => {
  it("stores the suggestion and e-mails it over SMTP to SUGGESTIONS_TO with Reply-To the user", async () => {
    const user = await createUserWithPlan(mailCtx, "active");
    const res = await post(mailCtx, "/api/send-suggestion", user.cookie, {
      title: "Dark mode",
      suggestion: "Please add a dark mode.",
      userEmail: "reply-here@example.com",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await mailCtx.app.deps.outbox.idle();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(["team@pennycart.example"]);
    expect(mail.from).toBe("app@pennycart.example");
    expect(mail.headers["subject"]).toBe("Suggestion: Dark mode");
    expect(mail.headers["reply-to"]).toBe("reply-here@example.com");
    expect(mail.text).toContain("Please add a dark mode.");
    const stored = await mailCtx.database.db.select().from(suggestions).where(eq(suggestions.userId, user.id));
    expect(stored).toMatchObject([
      { title: "Dark mode", suggestion: "Please add a dark mode.", userEmail: "reply-here@example.com" },
    ]);
    const [entry] = await outbox(mailCtx);
    expect(entry).toMatchObject({ kind: "suggestion", status: "sent", transport: "smtp", replyTo: "reply-here@example.com" });
  });

  it("uses the account's e-mail when none is given; with no SMTP it lands in the local outbox", async () => {
    const user = await createUserWithPlan(ctx, "family");
    const res = await post(ctx, "/api/send-suggestion", user.cookie, { title: "Aisles", suggestion: "Sort by aisle" });
    expect(res.statusCode).toBe(200);
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      channel: "email",
      to: "suggestions@pennycart.example",
      replyTo: user.email,
      status: "sent",
      transport: "local",
    });
  });

  it("answers the spec's texts for missing information, and refuses overlong fields", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const send = (payload: object) => post(ctx, "/api/send-suggestion", user.cookie, payload);
    for (const payload of [
      { title: " ", suggestion: "x" },
      { title: "x", suggestion: "\n  " },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Please provide both a title and description for your suggestion." });
    }
    expect((await send({ title: "x".repeat(101), suggestion: "x" })).statusCode).toBe(400);
    expect((await send({ title: "x", suggestion: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await send({ title: "x", suggestion: "x", userEmail: "not-an-email" })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(suggestions).where(eq(suggestions.userId, user.id))).toEqual([]);
  });

  it("needs an e-mail: 'We need your email to respond to your suggestion.'", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const { users } = await import("../../db/schema/index");
    await ctx.database.db.update(users).set({ email: null }).where(eq(users.id, user.id));
    const res = await post(ctx, "/api/send-suggestion", user.cookie, { title: "t", suggestion: "s", userEmail: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "We need your email to respond to your suggestion." });
  });

  it("allows 5 a day per user (429), and needs Premium (403)", async () => {
    const user = await createUserWithPlan(ctx, "active");
    for (let i = 0; i < 5; i++) {
      expect((await post(ctx, "/api/send-suggestion", user.cookie, { title: `t${i}`, suggestion: "s" })).statusCode).toBe(200);
    }
    const res = await post(ctx, "/api/send-suggestion", user.cookie, { title: "t6", suggestion: "s" });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You can send up to 5 suggestions a day\. Please try again in /);
    const free = await createUserWithPlan(ctx, "free");
    expect((await post(ctx, "/api/send-suggestion", free.cookie, { title: "t", suggestion: "s" })).statusCode).toBe(403);
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the latest 50 messages, newest first, outside production", async () => {
    const list = await outbox();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => b - a));
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(["id", "channel", "to", "subject", "body", "status", "createdAt"]),
    );
  });

  it("is 404 in production", async () => {
    const prod = await createTestApp(
      {
        APP_ENV: "production",
        SESSION_SECRET: "x".repeat(32),
        OIDC_ISSUER_URL: "https://id.example",
        OIDC_CLIENT_ID: "a",
        OIDC_CLIENT_SECRET: "b",
        STRIPE_SECRET_KEY: "sk",
        STRIPE_PUBLISHABLE_KEY: "pk",
        STRIPE_PRICE_ID: "p",
        STRIPE_WEBHOOK_SECRET: "w",
      },
      { database: ctx.database },
    );
    expect((await prod.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
    await prod.app.close();
  });
});

describe("a stop between the action and the delivery", () => {
  it("loses nothing: a text queued while Twilio is unreachable is delivered once by the next process's scheduler", async () => {
    const unreachable: MessageTransport = {
      name: "twilio",
      send: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:1");
      },
    };
    const first = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" }, { messaging: { sms: unreachable, email: unreachable } });
    const user = await createUserWithPlan(first, "active");
    const res = await post(first, "/api/send-sms", user.cookie, { phoneNumber: "4125550150", message: "Still there?" });
    expect(res.statusCode).toBe(200);
    await first.app.deps.outbox.idle();
    const database = first.database;
    // The process stops (the app closes; the database and its outbox stay).
    await first.app.close();
    const [queued] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user.id));
    expect(queued).toMatchObject({ status: "queued", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:1" });

    const delivered: string[] = [];
    const working: MessageTransport = {
      name: "twilio",
      send: async (m) => (delivered.push(`${m.recipient}: ${m.body}`), { providerMessageId: "SM1" }),
    };
    const jobs = createJobs({ db: database.db, config: first.app.deps.config, transports: { sms: working, email: working } });
    const outboxJob = jobs.find((job) => job.name === "outbox")!;
    const later = new Date(Date.now() + backoffMs(1));
    await outboxJob.runDue(later);
    await outboxJob.runDue(new Date(later.getTime() + 864e5));
    expect(delivered).toEqual(["+14125550150: Still there?"]);
    const [sent] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, providerMessageId: "SM1" });
    await database.close();
  });
});
