import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { SESSION_TTL_MS } from "./auth.service";

let ctx: TestContext;
beforeAll(async () => {
  // Many sign-ins from one address: the sign-in limit has its own test (health.routes.test.ts).
  ctx = await createTestApp({ ADMIN_EMAILS: "boss@example.com", RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

describe("local sign-in and sessions", () => {
  it("answers 401 with a JSON message when signed out", async () => {
    const res = await ctx.app.inject({ url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("redirects /api/login to the local sign-in page, keeping only same-origin return paths", async () => {
    const ok = await ctx.app.inject({ url: "/api/login?returnTo=/account" });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/login?returnTo=%2Faccount");
    const evil = await ctx.app.inject({ url: "/api/login?returnTo=//evil.example/x" });
    expect(evil.headers.location).toBe("/login?returnTo=%2F");
  });

  it("creates the user once per e-mail, case-insensitively, and returns the spec's user fields", async () => {
    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      payload: { email: "Dana@Example.com", firstName: "Dana", lastName: "Scully" },
    });
    expect(first.statusCode).toBe(200);
    const user = first.json().user;
    expect(user).toMatchObject({
      email: "dana@example.com",
      firstName: "Dana",
      lastName: "Scully",
      profileImageUrl: null,
      subscriptionStatus: "free",
      subscriptionCanceledAt: null,
      subscriptionCurrentPeriodEnd: null,
      isFamilyPremium: false,
      isAdmin: false,
      isPremium: false,
      isInGracePeriod: false,
      gracePeriodDaysRemaining: 0,
      hasPremiumAccess: false,
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();

    const again = await ctx.app.inject({ method: "POST", url: "/api/login/local", payload: { email: "DANA@example.COM" } });
    expect(again.json().user.id).toBe(user.id);
    expect(again.json().user.firstName).toBe("Dana");
  });

  it("names the cookie __Host-sid over https (Secure, Path=/, no Domain), and ignores a plain sid there (issue 27 item 10)", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://pennycart.example", RATE_LIMIT_PER_MINUTE: "0" }, { database: ctx.database });
    try {
      const res = await https.app.inject({ method: "POST", url: "/api/login/local", payload: { email: "host@example.com" } });
      expect(res.cookies.map((c) => c.name)).toEqual(["__Host-sid"]);
      const [hostSid] = res.cookies;
      expect(hostSid).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
      expect(hostSid!.domain).toBeUndefined();
      const me = await https.app.inject({ url: "/api/auth/user", headers: { cookie: `__Host-sid=${hostSid!.value}` } });
      expect(me.statusCode).toBe(200);
      // The same signed token under the old name (set by a subdomain or over http) signs no one in.
      expect((await https.app.inject({ url: "/api/auth/user", headers: { cookie: `sid=${hostSid!.value}` } })).statusCode).toBe(401);
    } finally {
      await https.app.close();
    }
  });

  it("keeps the session in the sid cookie (httpOnly, SameSite=Lax) and ends it on logout", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      payload: { email: "fox@example.com", firstName: "Fox" },
    });
    const sid = res.cookies.find((c) => c.name === "sid")!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe("Lax");
    const cookie = `sid=${sid.value}`;

    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().firstName).toBe("Fox");

    const out = await ctx.app.inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("issues a new session id at every sign-in", async () => {
    const a = await signIn(ctx.app, "walter@example.com");
    const b = await signIn(ctx.app, "walter@example.com");
    expect(a).not.toBe(b);
  });

  it("ends a session at its expiry and slides one that is past half its life", async () => {
    const cookie = await signIn(ctx.app, "scully@example.com");
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "scully@example.com"));
    const mine = eq(sessions.userId, user!.id);
    const expiry = async () =>
      (await ctx.database.db.select({ at: sessions.expiresAt }).from(sessions).where(mine))[0]!.at.getTime();

    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 24 * 3600_000) })
      .where(mine);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);

    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("rejects a forged or tampered cookie", async () => {
    const cookie = await signIn(ctx.app, "mulder@example.com");
    const tampered = cookie.slice(0, -2) + (cookie.endsWith("A") ? "BB" : "AA");
    const res = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: tampered } });
    expect(res.statusCode).toBe(401);
  });

  it("answers a form post with a 303 to the return path, and a bad form back to the page with the error", async () => {
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=form%40example.com&firstName=Form&returnTo=%2Faccount",
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/account");
    expect(ok.cookies.some((c) => c.name === "sid")).toBe(true);

    const offsite = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=form%40example.com&returnTo=https%3A%2F%2Fevil.example",
    });
    expect(offsite.headers.location).toBe("/");

    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=nope",
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toContain("error=Please%20enter%20a%20valid%20email%20address");
    expect(bad.cookies.some((c) => c.name === "sid")).toBe(false);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a@b.co", firstName: "x".repeat(81) }, "First name must be at most 80 characters"],
  ])("refuses bad sign-in input %o with 400 and creates nothing", async (payload, message) => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/login/local", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.cookies.some((c) => c.name === "sid")).toBe(false);
  });

  it("never follows a return path a browser would read as another site", async () => {
    for (const returnTo of [
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "https://evil.example",
    ]) {
      const login = await ctx.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(login.headers.location, JSON.stringify(returnTo)).toBe("/login?returnTo=%2F");
      const form = await ctx.app.inject({
        method: "POST",
        url: "/api/login/local",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `email=redirect%40example.com&returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location, JSON.stringify(returnTo)).toBe("/");
    }
  });

  it("percent-encodes a non-ASCII return path and creates exactly the session it hands out", async () => {
    const sessionsBefore = (await ctx.database.db.select().from(sessions)).length;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `email=unicode%40example.com&returnTo=${encodeURIComponent("/shared/café?q=ü")}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/shared/caf%C3%A9?q=%C3%BC");
    expect(res.cookies.filter((c) => c.name === "sid")).toHaveLength(1);
    expect((await ctx.database.db.select().from(sessions)).length).toBe(sessionsBefore + 1);
  });

  it("refuses control characters in names with 400 and creates nothing", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      payload: { email: "nul@example.com", firstName: "Nu\u0000ll" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("First name cannot contain control characters");
    expect((await ctx.database.db.select().from(users).where(eq(users.email, "nul@example.com"))).length).toBe(0);
  });

  it("marks users listed in ADMIN_EMAILS as admins", async () => {
    const cookie = await signIn(ctx.app, "Boss@Example.com");
    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json().isAdmin).toBe(true);
  });

  it("refuses a state-changing call from another site", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login/local",
      headers: { origin: "https://evil.example" },
      payload: { email: "csrf@example.com" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site request refused");
  });
});
