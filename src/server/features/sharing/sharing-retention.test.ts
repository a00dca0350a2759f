import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LIVE_SHARED_LISTS, SHARED_LIST_RETENTION_DAYS } from "../../../domain/contracts/sharing";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { sharedListItems, sharedLists } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";

// Decision 045: a shared list stays while its link is used (a view refreshes last_viewed_at at most daily), a list
// unseen for SHARED_LIST_RETENTION_DAYS is removed by the jobs, and one account has at most MAX_LIVE_SHARED_LISTS.
let ctx: TestContext;
let itemId: number;
beforeAll(async () => {
  // A web build of the real page template, so /shared/:id is served as it is to a visitor.
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "pennycart-retention-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../../web/index.html"), path.join(webRoot, "index.html"));
  ctx = await createTestApp({ WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: "0" });
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

let n = 0;
async function sharer() {
  n += 1;
  const cookie = await signIn(ctx.app, `retention-${n}-${Date.now()}@example.com`);
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, quantity: 2 } });
  return cookie;
}
async function share(cookie: string) {
  return ctx.app.inject({ method: "POST", url: "/api/shared-lists/from-cart", headers: { cookie }, payload: { title: "Week" } });
}
async function shareOk(cookie: string): Promise<string> {
  const res = await share(cookie);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const DAY_MS = 86_400_000;
const lastViewedOf = async (id: string) =>
  (await ctx.database.db.select({ at: sharedLists.lastViewedAt }).from(sharedLists).where(eq(sharedLists.id, id)))[0]?.at;
const setLastViewed = (id: string, at: Date) =>
  ctx.database.db.update(sharedLists).set({ lastViewedAt: at }).where(eq(sharedLists.id, id));
const runJobs = (now: Date) =>
  runJobsOnce(createJobs({ db: ctx.database.db, config: ctx.app.deps.config }), now, { info: () => {}, error: () => {} });

describe("a shared list's last view", () => {
  it("is refreshed when the link is opened after a day, and not on every view", async () => {
    const id = await shareOk(await sharer());
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await setLastViewed(id, twoHoursAgo);
    expect((await ctx.app.inject({ url: `/api/shared-lists/${id}` })).statusCode).toBe(200);
    expect(await lastViewedOf(id)).toEqual(twoHoursAgo);

    const monthsAgo = new Date(Date.now() - 200 * DAY_MS);
    await setLastViewed(id, monthsAgo);
    expect((await ctx.app.inject({ url: `/api/shared-lists/${id}` })).statusCode).toBe(200);
    expect((await lastViewedOf(id))!.getTime()).toBeGreaterThan(Date.now() - DAY_MS);
  });

  it("is refreshed by the shared page and by copying the list", async () => {
    const cookie = await sharer();
    const id = await shareOk(cookie);
    const monthsAgo = new Date(Date.now() - 200 * DAY_MS);
    await setLastViewed(id, monthsAgo);
    expect((await ctx.app.inject({ url: `/shared/${id}` })).statusCode).toBe(200);
    expect((await lastViewedOf(id))!.getTime()).toBeGreaterThan(Date.now() - DAY_MS);

    await setLastViewed(id, monthsAgo);
    const copied = await ctx.app.inject({ method: "POST", url: `/api/shared-lists/${id}/copy-to-cart`, headers: { cookie } });
    expect(copied.statusCode).toBe(200);
    expect((await lastViewedOf(id))!.getTime()).toBeGreaterThan(Date.now() - DAY_MS);
  });

  it("is not refreshed by the owner's own list of links", async () => {
    const cookie = await sharer();
    const id = await shareOk(cookie);
    const monthsAgo = new Date(Date.now() - 200 * DAY_MS);
    await setLastViewed(id, monthsAgo);
    expect((await ctx.app.inject({ url: "/api/shared-lists", headers: { cookie } })).statusCode).toBe(200);
    expect(await lastViewedOf(id)).toEqual(monthsAgo);
  });
});

describe("the shared-list retention job", () => {
  it("removes lists unseen for the retention period with their items, and keeps lists seen since", async () => {
    const cookie = await sharer();
    const stale = await shareOk(cookie);
    const seen = await shareOk(cookie);
    const now = new Date(Date.now() + 30 * DAY_MS);
    await setLastViewed(stale, new Date(now.getTime() - (SHARED_LIST_RETENTION_DAYS + 1) * DAY_MS));
    await setLastViewed(seen, new Date(now.getTime() - (SHARED_LIST_RETENTION_DAYS - 1) * DAY_MS));

    const results = await runJobs(now);
    expect(results["shared-lists"]).toMatchObject({ processed: expect.any(Number) });
    expect((results["shared-lists"] as { processed: number }).processed).toBeGreaterThanOrEqual(1);

    expect((await ctx.app.inject({ url: `/api/shared-lists/${stale}` })).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(sharedListItems).where(eq(sharedListItems.listId, stale))).toEqual([]);
    expect(await ctx.database.db.select().from(sharedLists).where(eq(sharedLists.id, stale))).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/shared-lists/${seen}` })).statusCode).toBe(200);
  });

  it("removes deleted lists once they no longer count toward the daily limit", async () => {
    const cookie = await sharer();
    const old = await shareOk(cookie);
    const recent = await shareOk(cookie);
    for (const id of [old, recent]) {
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}`, headers: { cookie } })).statusCode).toBe(200);
    }
    await ctx.database.db
      .update(sharedLists)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(sharedLists.id, old));

    await runJobs(new Date());
    const left = await ctx.database.db
      .select({ id: sharedLists.id })
      .from(sharedLists)
      .where(inArray(sharedLists.id, [old, recent]));
    expect(left).toEqual([{ id: recent }]);
  });
});

describe("live lists per account", () => {
  it(`refuses a share beyond ${MAX_LIVE_SHARED_LISTS} live lists, and allows it again after one is deleted`, async () => {
    const cookie = await sharer();
    const first = await shareOk(cookie);
    const [owner] = await ctx.database.db.select({ userId: sharedLists.userId }).from(sharedLists).where(eq(sharedLists.id, first));
    // Shared over earlier days, so the daily limit is not what refuses.
    await ctx.database.db.insert(sharedLists).values(
      Array.from({ length: MAX_LIVE_SHARED_LISTS - 1 }, () => ({
        id: randomBytes(16).toString("base64url"),
        userId: owner!.userId,
        title: "Earlier",
        createdAt: new Date(Date.now() - 3 * DAY_MS),
      })),
    );
    const refused = await share(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You have ${MAX_LIVE_SHARED_LISTS} shared lists. Delete one under My shared lists in your account to share another.`,
    });
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${first}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await share(cookie)).statusCode).toBe(201);
  });
});
