import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../../../../tests/support/fake-twilio";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/support/smtp-catcher";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { groceryItems, outboxMessages, users } from "../../db/schema/index";
import { runJobsOnce } from "../../jobs/scheduler";
import { createRecurringOrder } from "../recurring-orders/recurring-orders.service";
import { localTransport } from "../../integrations/messaging/local";
import type { MessageTransports } from "../../integrations/messaging/port";
import { createSmtpTransport } from "../../integrations/messaging/smtp";
import { createTwilioTransport } from "../../integrations/messaging/twilio";
import { createTransports } from "../../integrations/messaging/transports";
import { createJobs } from "../../jobs/jobs";
import { loadConfig } from "../../config";
import { claimDue, listLatest } from "./outbox.repository";
import { backoffMs, deliverDue, LEASE_MS, MAX_ATTEMPTS } from "./outbox.sender";
import { queueMessage } from "./outbox.service";
import { sms } from "./outbox.test-harness";

let database: Database;
let twilio: FakeTwilio;
let smtp: SmtpCatcher;
let transports: MessageTransports;

const TWILIO = { accountSid: "AC00000000000000000000000000000001", authToken: "token-1", from: "+14125550100" };

beforeAll(async () => {
  database = await createTestDatabase();
  twilio = await startFakeTwilio();
  smtp = await startSmtpCatcher();
  transports = {
    sms: createTwilioTransport(TWILIO, { apiBaseUrl: twilio.baseUrl }),
    email: createSmtpTransport(smtp.url, "PennyCart <no-reply@pennycart.example>"),
  };
});
afterAll(async () => {
  await twilio.close();
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outboxMessages);
  twilio.messages.length = 0;
  twilio.down = false;
  smtp.mails.length = 0;
});

const db = () => database.db;
const rowOf = async (id: number) => (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe("outbox delivery", () => {
  it("does not send a message again after another sender took it over while an earlier send outlasted the lease", async () => {
    await queueMessage(db(), sms(1));
    await queueMessage(db(), sms(2));
    const now = new Date();
    const sent: string[] = [];
    const recording = (name: string): MessageTransports["sms"] => ({
      name,
      send: async (message) => {
        sent.push(`${name}: ${message.body}`);
        return {};
      },
    });
    let other: Promise<unknown> | undefined;
    const slow: MessageTransports["sms"] = {
      name: "slow",
      send: async (message) => {
        sent.push(`slow: ${message.body}`);
        // This send hangs past the lease: meanwhile another instance's run finds both messages due.
        other ??= deliverDue(db(), { sms: recording("other"), email: localTransport }, new Date(now.getTime() + LEASE_MS + 1000));
        await other;
        return {};
      },
    };
    await deliverDue(db(), { sms: slow, email: localTransport }, now);
    expect(sent.filter((line) => line.endsWith("Text 2"))).toEqual(["other: Text 2"]);
  });

  it("sends a text through the Twilio SDK and records the transport and Twilio's id", async () => {
    const id = await queueMessage(db(), sms(1));
    const report = await deliverDue(db(), transports, new Date());
    expect(report).toEqual({ processed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(twilio.messages).toEqual([
      expect.objectContaining({
        accountSid: TWILIO.accountSid,
        to: "+14125551001",
        from: TWILIO.from,
        body: "Text 1",
        auth: `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString("base64")}`,
      }),
    ]);
    expect(await rowOf(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      transport: "twilio",
      providerMessageId: twilio.messages[0]!.sid,
    });
  });

  it("sends an e-mail over SMTP with subject, Reply-To and body", async () => {
    const id = await queueMessage(db(), {
      userId: null,
      kind: "suggestion",
      channel: "email",
      recipient: "team@pennycart.example",
      subject: "Suggestion: Dark mode",
      body: "Please add a dark mode.",
      replyTo: "shopper@example.com",
    });
    await deliverDue(db(), transports, new Date());
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(["team@pennycart.example"]);
    expect(mail.from).toBe("no-reply@pennycart.example");
    expect(mail.headers["subject"]).toBe("Suggestion: Dark mode");
    expect(mail.headers["reply-to"]).toBe("shopper@example.com");
    expect(mail.text).toContain("Please add a dark mode.");
    expect(await rowOf(id)).toMatchObject({ status: "sent", transport: "smtp" });
  });

  it("with no service configured keeps messages in the outbox, marked sent by the local transport", async () => {
    const local = createTransports(loadConfig({ APP_ENV: "test" }));
    expect(local).toEqual({ sms: localTransport, email: localTransport });
    const id = await queueMessage(db(), sms(2));
    await deliverDue(db(), local, new Date());
    expect(await rowOf(id)).toMatchObject({ status: "sent", transport: "local", attempts: 1 });
    expect(twilio.messages).toEqual([]);
  });

  it("retries with exponential backoff while Twilio is down and marks the message failed after the last attempt", async () => {
    twilio.down = true;
    const id = await queueMessage(db(), sms(3));
    let now = new Date();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(db(), transports, now)).toMatchObject({ processed: 1, retrying: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "queued", attempts: attempt });
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(attempt));
      // Nothing is due before the backoff ends.
      expect((await deliverDue(db(), transports, new Date(row.nextAttemptAt.getTime() - 1))).processed).toBe(0);
      now = row.nextAttemptAt;
    }
    expect(await deliverDue(db(), transports, now)).toMatchObject({ processed: 1, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await deliverDue(db(), transports, new Date(now.getTime() + 864e5))).processed).toBe(0);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it("delivers every message exactly once when the services were down (port closed) and come back", async () => {
    await twilio.stop();
    await smtp.stop();
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push(await queueMessage(db(), sms(10 + n)));
    for (let n = 0; n < 3; n++)
      ids.push(
        await queueMessage(db(), {
          userId: null,
          kind: "recurring-order",
          channel: "email",
          recipient: `family${n}@example.com`,
          subject: `Order ${n}`,
          body: `Order body ${n}`,
          replyTo: null,
        }),
      );
    const start = new Date();
    expect(await deliverDue(db(), transports, start)).toMatchObject({ processed: 8, retrying: 8, sent: 0 });
    await twilio.start();
    await smtp.start();
    // The SMTP transport was made for the old port; the catcher keeps its port on restart.
    const later = new Date(start.getTime() + backoffMs(1));
    // Two senders at once (two instances, or the scheduler and a kick) share the work without doubles.
    const [a, b] = await Promise.all([deliverDue(db(), transports, later), deliverDue(db(), transports, later)]);
    expect(a.sent + b.sent).toBe(8);
    expect(await deliverDue(db(), transports, new Date(later.getTime() + 864e5))).toMatchObject({ processed: 0 });
    expect(twilio.messages.map((m) => m.to).sort()).toEqual([
      "+14125551010",
      "+14125551011",
      "+14125551012",
      "+14125551013",
      "+14125551014",
    ]);
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(["family0@example.com", "family1@example.com", "family2@example.com"]);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries a message whose sender died mid-delivery once its lease ends", async () => {
    const id = await queueMessage(db(), sms(20));
    const now = new Date();
    // A sender claimed it and died before recording anything.
    const { claimDue } = await import("./outbox.repository");
    expect(await claimDue(db(), now, new Date(now.getTime() + LEASE_MS), 10)).toHaveLength(1);
    expect((await deliverDue(db(), transports, now)).processed).toBe(0);
    await deliverDue(db(), transports, new Date(now.getTime() + LEASE_MS));
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(twilio.messages).toHaveLength(1);
  });

  it("sends the due texts in the order they were queued: one a dead sender left goes out before those queued after it", async () => {
    for (const n of [40, 41, 42]) await queueMessage(db(), sms(n));
    const now = new Date();
    // A sender claimed the first text and died before sending it; its lease ends after the other two are due.
    expect((await claimDue(db(), now, new Date(now.getTime() + LEASE_MS), 1)).map((row) => row.body)).toEqual(["Text 40"]);
    const sent: string[] = [];
    const recording: MessageTransports["sms"] = {
      name: "recording",
      send: async (message) => {
        sent.push(message.body);
        return {};
      },
    };
    await deliverDue(db(), { sms: recording, email: localTransport }, new Date(now.getTime() + LEASE_MS));
    expect(sent).toEqual(["Text 40", "Text 41", "Text 42"]);
  });

  it("shows developers the latest messages, newest first", async () => {
    const ids: number[] = [];
    for (const n of [50, 51, 52]) ids.push(await queueMessage(db(), sms(n)));
    expect((await listLatest(db(), 2)).map((row) => [row.id, row.body])).toEqual([
      [ids[2], "Text 52"],
      [ids[1], "Text 51"],
    ]);
  });

  it("shows a shopper's latest messages only", async () => {
    const [mine, theirs] = await db()
      .insert(users)
      .values([{ email: "outbox-mine@example.com" }, { email: "outbox-theirs@example.com" }])
      .returning({ id: users.id });
    const own = await queueMessage(db(), { ...sms(60), userId: mine!.id });
    await queueMessage(db(), { ...sms(61), userId: theirs!.id });
    await queueMessage(db(), sms(62));
    expect((await listLatest(db(), 10, mine!.id)).map((row) => [row.id, row.body])).toEqual([[own, "Text 60"]]);
  });

  it("runs as the scheduler's outbox job", async () => {
    const id = await queueMessage(db(), sms(30));
    const jobs = createJobs({ db: db(), config: loadConfig({ APP_ENV: "test" }), transports });
    const job = jobs.find((j) => j.name === "outbox")!;
    expect(await job.runDue(new Date())).toMatchObject({ processed: 1, sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", transport: "twilio" });
  });

  it("delivers the recurring-order e-mail over SMTP in the same scheduler run that places the order", async () => {
    const [user] = await db()
      .insert(users)
      .values({
        email: "robin.recurring@example.com",
        firstName: "Robin",
        subscriptionStatus: "active",
        subscriptionCurrentPeriodEnd: new Date("2099-01-01"),
      })
      .returning({ id: users.id });
    const [item] = await db().select({ id: groceryItems.id, name: groceryItems.name }).from(groceryItems).limit(1);
    const created = new Date("2027-03-01T10:00:00Z");
    await createRecurringOrder(db(), user!.id, { frequency: "weekly", items: [{ itemId: item!.id, quantity: 2 }] }, created);
    const jobs = createJobs({ db: db(), config: loadConfig({ APP_ENV: "test" }), transports });
    const quiet = { info: () => {}, error: () => {} };
    const results = await runJobsOnce(jobs, new Date(created.getTime() + 8 * 864e5), quiet);
    expect(results["recurring-orders"]).toMatchObject({ processed: 1 });
    expect(results["outbox"]).toMatchObject({ sent: 1 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(["robin.recurring@example.com"]);
    expect(mail.headers["subject"]).toBe("Your weekly PennyCart order is in your cart");
    expect(mail.headers["reply-to"]).toBeUndefined();
    expect(mail.text).toContain(`- ${item!.name}`);
  });
});
