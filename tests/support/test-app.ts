import { loadConfig } from "../../src/server/config";
import { buildApp, type App, type AppDeps, type BuildAppOptions } from "../../src/server/app";
import type { Database } from "../../src/server/db/client";
import { createLocalGeocoder } from "../../src/server/integrations/geocoding/local";
import { createLocalIdentity } from "../../src/server/integrations/identity/local";
import { createTestDatabase } from "./test-database";

export type TestContext = { app: App; database: Database; close(): Promise<void> };

/** The real app on a private database, for app.inject tests. Overrides replace any dependency; options set the logger. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
  options: BuildAppOptions = {},
): Promise<TestContext> {
  const database = overrides.database ?? (await createTestDatabase());
  const config = loadConfig({ APP_ENV: "test", DATA_DIR: "/nonexistent-test-data", ...env });
  const app = await buildApp({
    config,
    database,
    identity: createLocalIdentity(),
    geocoder: createLocalGeocoder(),
    sessionSecret: "test-secret-that-is-at-least-32-characters-long",
    ...overrides,
  }, options);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in locally and returns the Cookie header value for later requests. */
export async function signIn(app: App, email: string, names: { firstName?: string; lastName?: string } = {}): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login/local", payload: { email, ...names } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  // `sid` over http, `__Host-sid` when PUBLIC_URL is https.
  const cookie = res.cookies.find((c) => c.name === "sid" || c.name === "__Host-sid");
  if (!cookie) throw new Error("sign-in set no session cookie");
  return `${cookie.name}=${cookie.value}`;
}
