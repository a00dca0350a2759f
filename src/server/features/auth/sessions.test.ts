// @module-tag engines
// Sessions over their life: several devices, sliding expiry, the expired-sessions job, and the account behind them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { sessions, users } from "../../db/schema/index";
import { insertUser } from "./auth.repository";
import { removeExpiredSessions, SESSION_TTL_MS, signInLocal } from "./auth.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

const DAY = 24 * 3600_000;
const me = (cookie: string) => ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
const userId = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const sessionsOf = async (email: string) =>
  ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await userId(email)));
const expireIn = async (email: string, ms: number) =>
  ctx.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(sessions.userId, await userId(email)));

describe("a shopper's sessions", () => {
  it("starts a session that lasts 30 days", async () => {
    const cookie = await signIn(ctx.app, "session-length@example.com");
    const [session] = await sessionsOf("session-length@example.com");
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("signing out on one device leaves the shopper signed in on another, and other shoppers too", async () => {
    const phone = await signIn(ctx.app, "two-devices@example.com");
    const laptop = await signIn(ctx.app, "two-devices@example.com");
    const someoneElse = await signIn(ctx.app, "bystander@example.com");
    const out = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: phone } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it("keeps the expiry of a session with more than half its life left", async () => {
    const cookie = await signIn(ctx.app, "fresh-session@example.com");
    await expireIn("fresh-session@example.com", 20 * DAY);
    const [before] = await sessionsOf("fresh-session@example.com");
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    const [after] = await sessionsOf("fresh-session@example.com");
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });

  it("slides only the session that was used, not the shopper's other devices or anyone else's", async () => {
    const used = await signIn(ctx.app, "slide-one@example.com");
    await signIn(ctx.app, "slide-one@example.com");
    await signIn(ctx.app, "slide-other@example.com");
    await expireIn("slide-one@example.com", DAY);
    await expireIn("slide-other@example.com", DAY);
    expect((await me(used)).statusCode).toBe(200);
    const mine = (await sessionsOf("slide-one@example.com")).map((s) => s.expiresAt.getTime()).sort((a, b) => a - b);
    expect(mine[0]).toBeLessThan(Date.now() + 2 * DAY);
    expect(mine[1]).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const [other] = await sessionsOf("slide-other@example.com");
    expect(other!.expiresAt.getTime()).toBeLessThan(Date.now() + 2 * DAY);
  });

  it("the expired-sessions job removes the sessions past their expiry at its run time, keeps the rest and counts them", async () => {
    await signIn(ctx.app, "expiring@example.com");
    await signIn(ctx.app, "expiring@example.com");
    const [first, second] = await sessionsOf("expiring@example.com");
    // Dates before any session this file makes, so the job's count is this test's own.
    const lapsed = new Date("2001-01-01T00:00:00Z");
    const later = new Date("2001-03-01T00:00:00Z");
    await ctx.database.db.update(sessions).set({ expiresAt: lapsed }).where(eq(sessions.tokenHash, first!.tokenHash));
    await ctx.database.db.update(sessions).set({ expiresAt: later }).where(eq(sessions.tokenHash, second!.tokenHash));

    expect(await removeExpiredSessions(ctx.database.db, new Date("2000-12-31T00:00:00Z"))).toBe(0);
    expect(await removeExpiredSessions(ctx.database.db, new Date("2001-02-01T00:00:00Z"))).toBe(1);
    expect((await sessionsOf("expiring@example.com")).map((s) => s.tokenHash)).toEqual([second!.tokenHash]);
  });

  it("shows a canceled subscriber when the subscription was canceled, when the paid period ends and when the grace ends", async () => {
    const grace = await createUserWithPlan(ctx, "grace");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, grace.id));
    const body = (await me(grace.cookie)).json();
    expect(body).toMatchObject({
      subscriptionStatus: "canceled",
      subscriptionCanceledAt: row!.subscriptionCanceledAt!.toISOString(),
      subscriptionCurrentPeriodEnd: row!.subscriptionCurrentPeriodEnd!.toISOString(),
      isInGracePeriod: true,
      hasPremiumAccess: true,
    });
    expect(Date.parse(body.graceEndsAt)).toBeGreaterThan(Date.now());
  });
});

describe("local sign-in of an existing shopper", () => {
  const signInWith = (payload: Record<string, string>) => ctx.app.inject({ method: "POST", url: "/api/login/local", payload });

  it("takes a new name given at sign-in, one part at a time, and keeps the stored one when none is given", async () => {
    const first = (await signInWith({ email: "renamed@example.com", firstName: "Sam", lastName: "Smith" })).json().user;
    const lastOnly = (await signInWith({ email: "renamed@example.com", lastName: "Jones" })).json().user;
    expect(lastOnly).toMatchObject({ id: first.id, firstName: "Sam", lastName: "Jones" });
    const firstOnly = (await signInWith({ email: "renamed@example.com", firstName: "Samantha" })).json().user;
    expect(firstOnly).toMatchObject({ id: first.id, firstName: "Samantha", lastName: "Jones" });
    const none = (await signInWith({ email: "RENAMED@example.com" })).json().user;
    expect(none).toMatchObject({ id: first.id, firstName: "Samantha", lastName: "Jones" });
    // The service itself also reads an empty name as none given (the form already turns a blank one into none).
    const empty = await signInLocal(ctx.database.db, { email: "renamed@example.com", firstName: "", lastName: "" });
    expect(empty).toMatchObject({ id: first.id, firstName: "Samantha", lastName: "Jones" });
  });
});

describe("creating an account that another request created first", () => {
  it("returns the account already made for that e-mail instead of a second one", async () => {
    const made = await insertUser(ctx.database.db, { email: "race@example.com", firstName: "First" });
    const again = await insertUser(ctx.database.db, { email: "race@example.com", firstName: "Second" });
    expect(again.id).toBe(made.id);
    expect(again.firstName).toBe("First");
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "race@example.com"))).toHaveLength(1);
  });

  it("returns the account already made for an OpenID Connect subject", async () => {
    const made = await insertUser(ctx.database.db, { email: null, oidcSubject: "sub-race", firstName: "Ann" });
    const again = await insertUser(ctx.database.db, { email: null, oidcSubject: "sub-race", firstName: "Bob" });
    expect(again.id).toBe(made.id);
    expect(again.firstName).toBe("Ann");
  });

  it("never hands a new OpenID Connect identity the account of someone who holds its e-mail", async () => {
    const holder = await insertUser(ctx.database.db, { email: "holder@example.com", firstName: "Holder" });
    await expect(insertUser(ctx.database.db, { email: "holder@example.com", oidcSubject: "sub-intruder" })).rejects.toThrow(
      "User insert conflicted but no existing user was found",
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, holder.id));
    expect(row!.oidcSubject).toBeNull();
  });
});
