import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working embedded defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.appEnv).toBe("development");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.geocoder).toBe("local");
    expect(config.advertisingEmail).toBe("ads@pennycart.example");
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: "false" }).databasePreparedStatements).toBe(false);
  });

  it("lists every bad variable in one error", () => {
    try {
      loadConfig({
        PORT: "abc",
        GEOCODER: "google",
        DATABASE_URL: "mysql://x",
        ADVERTISING_EMAIL: "nope",
        DATABASE_PREPARED_STATEMENTS: "no",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["PORT", "GEOCODER", "DATABASE_URL", "ADVERTISING_EMAIL", "DATABASE_PREPARED_STATEMENTS"])
        expect(message).toContain(name);
    }
  });

  it("requires whole groups of service settings", () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: "https://id.example" })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_PRICE_ID/);
  });

  it("refuses local sign-in, test-mode payments and a generated secret in production", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*OIDC_ISSUER_URL[\s\S]*STRIPE_SECRET_KEY/);
  });

  it("derives secure cookies and the public origin from PUBLIC_URL", () => {
    const config = loadConfig({ PUBLIC_URL: "https://pennycart.example/", ADMIN_EMAILS: " A@x.com, b@y.org ,," });
    expect(config.publicUrl).toBe("https://pennycart.example");
    expect(config.secureCookies).toBe(true);
    expect(config.adminEmails).toEqual(["a@x.com", "b@y.org"]);
  });

  it("refuses an empty number instead of reading it as 0 (a random port, or no rate limit)", () => {
    for (const name of ["PORT", "RATE_LIMIT_PER_MINUTE", "JOBS_INTERVAL_SECONDS"]) {
      expect(() => loadConfig({ [name]: "" }), name).toThrow(new RegExp(`${name}: must be a whole number`));
      expect(() => loadConfig({ [name]: "1e3" }), name).toThrow(new RegExp(`${name}: must be a whole number`));
    }
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "0" }).rateLimitPerMinute).toBe(0);
    expect(loadConfig({ PORT: " 8080 " }).port).toBe(8080);
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback, ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "loopback",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/not: 10.0.0.0\/33/);
  });

  it("runs the scheduler by default and serves the API description only outside production unless asked", () => {
    expect(loadConfig({}).jobs).toEqual({ enabled: true, intervalSeconds: 60 });
    expect(loadConfig({ JOBS_ENABLED: "false", JOBS_INTERVAL_SECONDS: "5" }).jobs).toEqual({
      enabled: false,
      intervalSeconds: 5,
    });
    expect(loadConfig({}).apiDocs).toBe(true);
    const production = {
      APP_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      OIDC_ISSUER_URL: "https://id.example",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
    };
    const stripe = {
      STRIPE_SECRET_KEY: "sk",
      STRIPE_PUBLISHABLE_KEY: "pk",
      STRIPE_PRICE_ID: "price",
      STRIPE_WEBHOOK_SECRET: "whsec",
    };
    expect(loadConfig({ ...production, ...stripe }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, ...stripe, API_DOCS: "true" }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: "yes" })).toThrow(/API_DOCS/);
  });
});
