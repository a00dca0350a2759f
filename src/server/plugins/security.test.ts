import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Another app instance on the same database, closed after `use`. */
async function withApp(env: Record<string, string>, run: (other: TestContext) => Promise<void>) {
  const other = await createTestApp(env, { database: ctx.database });
  try {
    await run(other);
  } finally {
    await other.app.close();
  }
}

describe("client addresses behind proxies", () => {
  it("does not let X-Forwarded-For choose a new address for the rate limit by default", async () => {
    await withApp({ RATE_LIMIT_PER_MINUTE: "2" }, async ({ app }) => {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await app.inject({ url: "/api/pricing-status", headers: { "x-forwarded-for": `203.0.113.${i}` } })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    });
  });

  it("believes X-Forwarded-For from the proxies TRUST_PROXY names", async () => {
    await withApp({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "127.0.0.1" }, async ({ app }) => {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await app.inject({ url: "/api/pricing-status", headers: { "x-forwarded-for": `203.0.113.${i}` } })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200]);
    });
    await withApp({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "10.9.9.9" }, async ({ app }) => {
      // inject's peer is 127.0.0.1, which is not the named proxy: its header is ignored.
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await app.inject({ url: "/api/pricing-status", headers: { "x-forwarded-for": `203.0.113.${i}` } })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    });
  });
});

describe("rate limits and the page itself", () => {
  it("limits sign-in harder than the rest of the API (20 a minute)", async () => {
    await withApp({}, async ({ app }) => {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        codes.push(
          (await app.inject({ method: "POST", url: "/api/login/local", payload: { email: `limit-${i}@example.com` } }))
            .statusCode,
        );
      }
      expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
      expect(codes[20]).toBe(429);
      expect((await app.inject({ url: "/api/pricing-status" })).statusCode).toBe(200);
    });
  });

  it("keeps serving the app's files to a client the API limit has stopped", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-static-"));
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>PennyCart</title>");
    writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(path.join(root, "assets", "app-1.js"), "console.log(1)");
    await withApp({ RATE_LIMIT_PER_MINUTE: "1", WEB_ROOT: root }, async ({ app }) => {
      expect((await app.inject({ url: "/api/pricing-status" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/pricing-status" })).statusCode).toBe(429);
      for (const url of ["/assets/app-1.js", "/favicon.svg", "/", "/account"]) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
    });
  });
});

describe("cross-site requests", () => {
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({ method: "POST", url: "/api/login/local", headers, payload: { email: "csrf-probe@example.com" } });

  it("refuses Origin: null and cross-site fetches on state-changing calls", async () => {
    for (const headers of [{ origin: "null" }, { origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<
      string,
      string
    >[]) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site request refused" });
      expect(res.cookies.some((c) => c.name === "sid")).toBe(false);
    }
  });

  it("accepts our own origin, same-origin fetches and clients that send neither", async () => {
    expect((await post({ origin: "http://localhost:5000" })).statusCode).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });
});

describe("headers and the API description", () => {
  it("sends a Permissions-Policy that allows only location and payment, on pages and the API", async () => {
    for (const url of ["/api/pricing-status", "/healthz", "/some/page"]) {
      expect((await ctx.app.inject({ url })).headers["permissions-policy"], url).toBe(
        "geolocation=(self), camera=(), microphone=(), payment=(self)",
      );
    }
  });

  it("serves /api/docs unless API_DOCS is off", async () => {
    expect((await ctx.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    await withApp({ API_DOCS: "false" }, async ({ app }) => {
      expect((await app.inject({ url: "/api/docs/json" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/api/docs" })).statusCode).toBe(404);
      // Nor is the description built: the swagger plugin is not registered at all.
      expect(app.hasDecorator("swagger")).toBe(false);
    });
  });
});

describe("signing out", () => {
  const me = (cookie: string) => ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });

  it("ignores a logout link followed from another site, or from a browser that does not say (issue 27 item 9), and offers a button", async () => {
    const cookie = await signIn(ctx.app, "logout-cross@example.com");
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, {}]) {
      const res = await ctx.app.inject({ url: "/api/logout", headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>');
      expect((await me(cookie)).statusCode).toBe(200);
    }
    // The page's button: a form post from our own origin signs out and goes home.
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: ctx.app.deps.config.publicUrl, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/");
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("signs out from our own pages, a typed address, or POST /api/logout", async () => {
    for (const site of ["same-origin", "none"]) {
      const cookie = await signIn(ctx.app, `logout-${site}@example.com`);
      await ctx.app.inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": site } });
      expect((await me(cookie)).statusCode, site).toBe(401);
    }
    const cookie = await signIn(ctx.app, "logout-post@example.com");
    const res = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(res.json()).toEqual({ ok: true });
    expect((await me(cookie)).statusCode).toBe(401);
    const forged = await signIn(ctx.app, "logout-forged@example.com");
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: forged, origin: "https://evil.example" } }))
        .statusCode,
    ).toBe(403);
    expect((await me(forged)).statusCode).toBe(200);
  });
});
