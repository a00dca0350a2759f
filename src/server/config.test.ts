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
      loadConfig({ PORT: "abc", GEOCODER: "google", DATABASE_URL: "mysql://x", ADVERTISING_EMAIL: "nope", DATABASE_PREPARED_STATEMENTS: "no" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["PORT", "GEOCODER", "DATABASE_URL", "ADVERTISING_EMAIL", "DATABASE_PREPARED_STATEMENTS"]) expect(message).toContain(name);
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
});
