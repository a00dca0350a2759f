import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { AuthChangeWatcher, Database } from "../db/client";
import { createLocalGeocoder } from "../integrations/geocoding/local";
import { createLocalIdentity } from "../integrations/identity/local";
import { createTestDatabase } from "../../../tests/support/test-database";
import { loggerOptions } from "./logging";

// The session cache turns itself off whenever the database's change feed cannot vouch for it
// (decision 036); operators should hear of it, once, and of its return.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("session cache state in the logs", () => {
  it("warns once when the cache turns off, says when it is back, and says nothing at start or close", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      ),
    );
    let feed!: AuthChangeWatcher;
    const app = await buildApp(
      {
        config: loadConfig({ APP_ENV: "test", DATA_DIR: "/nonexistent-test-data" }),
        database: { ...database, watchAuthChanges: async (watcher) => ((feed = watcher), async () => feed.down()) },
        identity: createLocalIdentity(),
        geocoder: createLocalGeocoder(),
        sessionSecret: "test-secret-that-is-at-least-32-characters-long",
      },
      { logger: loggerOptions("info", stream) },
    );
    await app.ready();
    const said = () => lines.filter((line) => line.msg.startsWith("session cache")).map((line) => [line.level, line.msg]);
    const until = () => performance.now() + 60_000;

    feed.live(until());
    feed.live(until());
    expect(said()).toEqual([]);
    feed.down();
    feed.down();
    feed.live(until());
    feed.live(until());
    expect(said()).toEqual([
      [40, "session cache off until the database's change feed is back: every request looks its session up"],
      [30, "session cache back on: the database's change feed is live again"],
    ]);
    await app.close();
    expect(said()).toHaveLength(2);
  });
});
