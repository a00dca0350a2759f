import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("health, errors and headers", () => {
  it("reports liveness and readiness", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready", rateLimits: "per instance" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await ctx.app.inject({ url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No API route GET /api/does-not-exist" });
  });

  it("sets security headers", async () => {
    const res = await ctx.app.inject({ url: "/healthz" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends helmet's whole set of security headers on every response, HSTS and upgrades only over https", async () => {
    const CSP =
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
      "img-src 'self' data: https:;object-src 'none';script-src 'self' https://js.stripe.com;script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;frame-src https://js.stripe.com https://hooks.stripe.com;" +
      "connect-src 'self' https://api.stripe.com";
    const SECURITY_HEADERS = {
      "content-security-policy": CSP.replace(";upgrade-insecure-requests", ""),
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=(self)",
    };
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.keys(headers)
          .filter((name) => name in SECURITY_HEADERS || name === "strict-transport-security")
          .map((name) => [name, headers[name]]),
      );
    for (const url of ["/healthz", "/api/does-not-exist", "/api/pricing-status"]) {
      expect(pick((await ctx.app.inject({ url })).headers)).toEqual(SECURITY_HEADERS);
    }
    const https = await createTestApp({ PUBLIC_URL: "https://pennycart.example" }, { database: ctx.database });
    try {
      const headers = (await https.app.inject({ url: "/healthz" })).headers;
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(headers["content-security-policy"]).toBe(CSP);
    } finally {
      await https.app.close();
    }
  });

  it("serves the OpenAPI description", async () => {
    const res = await ctx.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/auth/user");
  });

  it("reports readiness failure without leaking internals", async () => {
    const broken = await createTestApp(
      {},
      { database: { ...ctx.database, ping: () => Promise.reject(new Error("secret detail")) } },
    );
    const res = await broken.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain("secret detail");
    await broken.app.close();
  });

  it("limits API calls per client with a JSON 429", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" }, { database: ctx.database });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ url: "/api/pricing-status" })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await limited.app.inject({ url: "/api/pricing-status" });
    expect(res.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    await limited.app.close();
  });

  it("serves pages and API errors normally with the rate limit turned off", async () => {
    const open = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" }, { database: ctx.database });
    for (let i = 0; i < 3; i++) {
      expect((await open.app.inject({ url: "/some/page" })).statusCode).not.toBe(429);
      expect((await open.app.inject({ url: "/api/pricing-status" })).statusCode).toBe(200);
    }
    await open.app.close();
  });
});
