// Suggestions, the dev outbox and a stop between an action and its delivery (split from messaging.routes.test.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp } from "../../../../tests/support/test-app";
import { outboxMessages, suggestions } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import type { MessageTransport } from "../../integrations/messaging/port";
import { backoffMs } from "../outbox/outbox.sender";
import { ctx, mailCtx, outbox, post, smtp, startMessagingApps } from "./messaging.test-harness";

startMessagingApps();

describe("POST /api/send-suggestion", () => {
  it("stores the suggestion and e-mails it over SMTP to SUGGESTIONS_TO with Reply-To the user", async () => {
    const user = await createUserWithPlan(mailCtx, "active", `reply-here-${Date.now()}@example.com`);
    const res = await post(mailCtx, "/api/send-suggestion", user.cookie, {
      title: "Dark mode",
      suggestion: "Please add a dark mode.",
      userEmail: user.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await mailCtx.app.deps.outbox.idle();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(["team@pennycart.example"]);
    expect(mail.from).toBe("app@pennycart.example");
    expect(mail.headers["subject"]).toBe("Suggestion: Dark mode");
    expect(mail.headers["reply-to"]).toBe(user.email);
    expect(mail.text).toContain("Please add a dark mode.");
    const stored = await mailCtx.database.db.select().from(suggestions).where(eq(suggestions.userId, user.id));
    expect(stored).toMatchObject([{ title: "Dark mode", suggestion: "Please add a dark mode.", userEmail: user.email }]);
    const [entry] = await outbox(mailCtx);
    expect(entry).toMatchObject({ kind: "suggestion", status: "sent", transport: "smtp", replyTo: user.email });
  });

  it("never takes the reply address from the request: another address is refused and nothing is sent (issue 27 item 8)", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const res = await post(ctx, "/api/send-suggestion", user.cookie, {
      title: "Refund",
      suggestion: "Please refund me.",
      userEmail: "support@pennycart.example",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `We answer suggestions at your account's e-mail address, ${user.email}. Another address cannot be used.`,
    });
    expect(await ctx.database.db.select().from(suggestions).where(eq(suggestions.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user.id))).toEqual([]);
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
  it("shows a signed-in user only their own messages, an admin everyone's, and a visitor nothing (issue 27 item 7)", async () => {
    const ann = await createUserWithPlan(ctx, "active");
    const bob = await createUserWithPlan(ctx, "active");
    expect(
      (await post(ctx, "/api/send-sms", ann.cookie, { phoneNumber: "(412) 555-0101", message: "Ann's list" })).statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, "/api/send-sms", bob.cookie, { phoneNumber: "(412) 555-0102", message: "Bob's list" })).statusCode,
    ).toBe(200);
    await ctx.app.deps.outbox.idle();
    const read = async (cookie?: string) => {
      const res = await ctx.app.inject({ url: "/api/dev/outbox", ...(cookie ? { headers: { cookie } } : {}) });
      return {
        status: res.statusCode,
        bodies: res.statusCode === 200 ? (res.json() as { body: string }[]).map((m) => m.body) : [],
      };
    };
    expect(await read(ann.cookie)).toEqual({ status: 200, bodies: ["Ann's list"] });
    expect(await read(bob.cookie)).toEqual({ status: 200, bodies: ["Bob's list"] });
    expect((await read()).status).toBe(401);
    expect((await outbox()).map((m) => m.body)).toEqual(expect.arrayContaining(["Ann's list", "Bob's list"]));
  });

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
