import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createLocalGeocoder } from "../integrations/geocoding/local";
import { createLocalIdentity } from "../integrations/identity/local";
import { signIn } from "../../../tests/support/test-app";
import { createTestDatabase } from "../../../tests/support/test-database";
import { loggerOptions, redactUrl, serializeError } from "./logging";

let database: Database;
let app: App;
let lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  app = await buildApp(
    {
      config: loadConfig({ APP_ENV: "test", DATA_DIR: "/nonexistent-test-data", RATE_LIMIT_PER_MINUTE: "0" }),
      database,
      identity: createLocalIdentity(),
      geocoder: createLocalGeocoder(),
      sessionSecret: "test-secret-that-is-at-least-32-characters-long",
    },
    { logger: loggerOptions("info", stream) },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("logs", () => {
  it("log a failed query by its shape and parameter types, never the shopper's values", async () => {
    const cookie = await signIn(app, "private.person@example.com", { firstName: "Secretname" });
    await database.db.execute(sql`alter table user_preferences rename to user_preferences_gone`);
    try {
      lines = [];
      const res = await app.inject({
        method: "PUT",
        url: "/api/preferences",
        headers: { cookie },
        payload: { location: { lat: 40.1, lng: -80.1, address: "221B Baker Street" }, radiusMiles: 15, selectedStoreIds: [] },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    } finally {
      await database.db.execute(sql`alter table user_preferences_gone rename to user_preferences`);
    }
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === "request failed");
    expect(failure?.err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      query: expect.stringContaining("user_preferences"),
    });
    expect(failure?.err?.params).toContain("[string(17)]");
    const all = lines.join("\n");
    expect(all).not.toContain("221B Baker Street");
    expect(all).not.toContain("private.person@example.com");
    expect(all).not.toContain(cookie.slice(4, 30));
  });

  it("hide query string values and cookie headers", async () => {
    lines = [];
    await app.inject({ url: "/api/geocode?q=221B%20Baker%20Street", headers: { cookie: "sid=secret-cookie-value" } });
    const all = lines.join("\n");
    expect(all).toContain("/api/geocode?q=[redacted]");
    expect(all).not.toContain("Baker");
    expect(all).not.toContain("secret-cookie-value");
    expect(redactUrl("/api/callback?code=abc&state=xyz")).toBe("/api/callback?code=[redacted]&state=[redacted]");
    expect(redactUrl("/api/cart")).toBe("/api/cart");
  });

  it("redact the values PostgreSQL quotes in its own messages", () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "kid@example.com"'), {
      code: "22P02",
      severity: "ERROR",
    });
    expect(serializeError(error)).toMatchObject({ message: 'invalid input syntax for type uuid: "…"', code: "22P02" });
    const duplicate = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      severity: "ERROR",
      detail: "Key (email)=(a@b.co) already exists.",
    });
    expect(JSON.stringify(serializeError(duplicate))).not.toContain("a@b.co");
  });
});
