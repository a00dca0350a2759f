import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { resolveSession, signInLocal, startSession } from "./auth.service";
import { createSessionCache } from "./session-cache";

// On the embedded database, signed-in requests are answered from a session cache that every change
// to sessions, users or catalog_state empties before the changing statement returns. These tests
// change those rows behind the app's back and expect the very next request to see it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
const userIdOf = async (email: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe("session cache", () => {
  it("uses the cache while nothing changes, and lets a lookup under way during a change store nothing", async () => {
    if (!ctx.database.watchAuthChanges) return; // PostgreSQL server: no cache, nothing to check
    const user = await signInLocal(ctx.database.db, { email: "cached@example.com" });
    const { token } = await startSession(ctx.database.db, user.id);
    const cache = createSessionCache(); // not subscribed: it cannot know of changes
    cache.live(Number.POSITIVE_INFINITY);
    const first = await resolveSession(ctx.database.db, token, new Date(), cache);
    await ctx.database.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, user.id));
    const second = await resolveSession(ctx.database.db, token, new Date(), cache);
    expect(second?.user.firstName).toBe(first?.user.firstName); // served from memory

    const stale = createSessionCache();
    stale.live(Number.POSITIVE_INFINITY);
    const seen = stale.generation();
    stale.invalidate();
    stale.set("hash", { user: first!.user, catalogVersion: 0, expiresAt: new Date(Date.now() + 864e5 * 30) }, seen);
    expect(stale.get("hash")).toBeUndefined();
  });

  it("shows a user change made outside the app on the next request", async () => {
    const cookie = await signIn(ctx.app, "renamed@example.com", { firstName: "Before" });
    expect((await me(cookie)).json().firstName).toBe("Before");
    expect((await me(cookie)).json().firstName).toBe("Before");
    await ctx.database.db
      .update(users)
      .set({ firstName: "After" })
      .where(eq(users.id, await userIdOf("renamed@example.com")));
    expect((await me(cookie)).json().firstName).toBe("After");
  });

  it("ends a session deleted or expired outside the app on the next request", async () => {
    const a = await signIn(ctx.app, "deleted@example.com");
    expect((await me(a)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, await userIdOf("deleted@example.com")));
    expect((await me(a)).statusCode).toBe(401);

    const b = await signIn(ctx.app, "expired@example.com");
    expect((await me(b)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, await userIdOf("expired@example.com")));
    expect((await me(b)).statusCode).toBe(401);
  });

  it("ends the session at sign-out, also on another app instance on the same database", async () => {
    const other = await createTestApp({}, { database: ctx.database });
    try {
      const cookie = await signIn(ctx.app, "leaving-both@example.com");
      expect((await other.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
      await ctx.app.inject({ url: "/api/logout", headers: { cookie } });
      expect((await other.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });
});
