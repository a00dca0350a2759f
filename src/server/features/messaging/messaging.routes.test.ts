import { describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp } from "../../../../tests/support/test-app";
import { outboxMessages } from "../../db/schema/index";
import { ctx, items, outbox, post, rowsOf, startMessagingApps } from "./messaging.test-harness";

startMessagingApps();

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

  it("texts the United States and Canada only, never a premium-rate or shared-cost number, saying why (issue 27 item 4)", async () => {
    const user = await createUserWithPlan(ctx, "family");
    const send = (phoneNumber: string) => post(ctx, "/api/send-sms", user.cookie, { phoneNumber, message: "Hi" });
    expect((await send("+1 416 555 0123")).json()).toEqual({ ok: true, to: "+14165550123" });
    const abroad = "Texts can only go to numbers in the United States and Canada.";
    for (const [phoneNumber, message] of [
      ["+44 20 7946 0958", abroad],
      // Jamaica and the satellite networks: +1 and +870 numbers that bill as international.
      ["+1 876 555 0123", abroad],
      ["+870 773 123 456", abroad],
      ["+882 16 123456", abroad],
      ["+1 900 555 1234", "+1 900 555 1234 is a premium-rate number: PennyCart does not text such numbers."],
      ["+1 500 555 0006", "+1 500 555 0006 is a personal forwarding number: PennyCart does not text such numbers."],
      ["+1 976 234 5678", "Please enter a valid phone number"],
    ]) {
      const res = await send(phoneNumber!);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json(), phoneNumber).toEqual({ message });
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("texts the countries SMS_COUNTRIES names, keeping the country code", async () => {
    const uk = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0", SMS_COUNTRIES: "us, gb" }, { database: ctx.database });
    try {
      const user = await createUserWithPlan(uk, "family");
      const send = (phoneNumber: string) => post(uk, "/api/send-sms", user.cookie, { phoneNumber, message: "Hi" });
      expect((await send("+44 20 7946 0958")).json()).toEqual({ ok: true, to: "+442079460958" });
      expect((await send("+1 416 555 0123")).json()).toEqual({
        message: "Texts can only go to numbers in the United States and United Kingdom.",
      });
    } finally {
      await uk.app.close();
    }
  });

  it("cuts a text built from a long cart to 1,600 characters, ending '…and N more items' (issue 27 item 5)", async () => {
    const user = await createUserWithPlan(ctx, "active");
    for (const item of items.slice(0, 120)) await post(ctx, "/api/cart", user.cookie, { itemId: item.id, quantity: 1 });
    expect((await post(ctx, "/api/send-sms", user.cookie, { phoneNumber: "4125550130" })).statusCode).toBe(200);
    const [row] = await rowsOf(user.id);
    expect(row!.body.length).toBeLessThanOrEqual(1600);
    expect(row!.body.length).toBeGreaterThan(1500);
    expect(row!.body).toMatch(/\n…and \d+ more items$/);
    expect(row!.segments).toBeGreaterThanOrEqual(10);
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
