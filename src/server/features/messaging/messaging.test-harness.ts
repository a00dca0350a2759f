import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/support/smtp-catcher";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { outboxMessages } from "../../db/schema/index";
import type { OutboxEntry } from "../../../domain/contracts/messaging";
export let ctx: TestContext;
export let smtp: SmtpCatcher;
export let mailCtx: TestContext;
export let items: { id: number; name: string; brand: string; unit: string }[];

export const post = (c: TestContext, url: string, cookie: string, payload: object) =>
  c.app.inject({ method: "POST", url, headers: { cookie }, payload });
/** The admin of the harness's apps: the outbox view shows every user's messages only to an admin. */
export const OUTBOX_ADMIN = "outbox-admin@example.com";
const adminCookies = new WeakMap<TestContext, string>();
/** The latest 50 messages of every user, read as an admin once the outbox is idle. */
export const outbox = async (c: TestContext = ctx) => {
  await c.app.deps.outbox.idle();
  let cookie = adminCookies.get(c);
  if (!cookie) adminCookies.set(c, (cookie = await signIn(c.app, OUTBOX_ADMIN)));
  return (await c.app.inject({ url: "/api/dev/outbox", headers: { cookie } })).json() as OutboxEntry[];
};
export const rowsOf = (userId: string) => ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));

/** Starts the app (and one with SMTP) before the file's tests and stops them after. */
export function startMessagingApps(): void {
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0", ADMIN_EMAILS: OUTBOX_ADMIN });
    smtp = await startSmtpCatcher();
    mailCtx = await createTestApp({
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_EMAILS: OUTBOX_ADMIN,
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
