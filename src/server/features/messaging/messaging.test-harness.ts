import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/support/smtp-catcher";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { outboxMessages } from "../../db/schema/index";
import type { OutboxEntry } from "../../../domain/contracts/messaging";
export let ctx: TestContext;
export let smtp: SmtpCatcher;
export let mailCtx: TestContext;
export let items: { id: number; name: string; brand: string; unit: string }[];

export const post = (c: TestContext, url: string, cookie: string, payload: object) =>
  c.app.inject({ method: "POST", url, headers: { cookie }, payload });
export const outbox = async (c: TestContext = ctx) => {
  await c.app.deps.outbox.idle();
  return (await c.app.inject({ url: "/api/dev/outbox" })).json() as OutboxEntry[];
};
export const rowsOf = (userId: string) => ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));

/** Starts the app (and one with SMTP) before the file's tests and stops them after. */
export function startMessagingApps(): void {
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
}
