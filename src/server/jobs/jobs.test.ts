// @module-tag slow
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sessions, users } from "../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../tests/support/test-app";
import { createTestDatabase, postgresUrlOf, writePgliteTemplate } from "../../../tests/support/test-database";
import type { Database } from "../db/client";
import { createJobs } from "./jobs";
import { runJobsOnce } from "./scheduler";
import { childEnv } from "../../../tests/support/child-env";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const quiet = { info: () => {}, error: () => {} };

describe("scheduled jobs", () => {
  it("remove expired sessions and keep live ones", async () => {
    await signIn(ctx.app, "old-session@example.com");
    const live = await signIn(ctx.app, "live-session@example.com");
    const [old] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "old-session@example.com"));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old!.id));
    const jobs = createJobs({ db: ctx.database.db, config: ctx.app.deps.config });
    const results = await runJobsOnce(jobs, new Date(), quiet);
    expect(results["expired-sessions"]).toEqual({ processed: 1 });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, old!.id))).toEqual([]);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: live } })).statusCode).toBe(200);
  });
});

// The CLI runs on a copy of the tests' migrated and seeded template (a database of its own on the PostgreSQL server
// in CI, a copy of the PGlite template in its DATA_DIR otherwise), as recurring-order-runs.test.ts's does (decision
// 067): creating and seeding an empty embedded database first cost 12 CPU-s, and tests/start/npm-start.test.ts is
// the test of a first start on an empty data directory.
describe("npm run jobs:run-due", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-jobs-cli-"));
  let onServer: Database | undefined;
  beforeAll(async () => {
    if (inject("postgresTemplate")) onServer = await createTestDatabase();
    else await writePgliteTemplate(dataDir);
  });
  afterAll(async () => {
    await onServer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli/run-due-jobs.ts", ...args], {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: onServer ? postgresUrlOf(onServer)! : "" }),
    });

  it("refuses a --now that is not a date, naming the format", async () => {
    await expect(run(["--now=next tuesday"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--now must be an ISO 8601 date and time"),
    });
  });

  it("runs every job once at the given instant on the configured database", async () => {
    const { stdout } = await run(["--now=2026-12-01T08:00:00Z"]);
    expect(stdout).toContain("Jobs due at 2026-12-01T08:00:00.000Z:");
    expect(stdout).toMatch(/expired-sessions: \d+ done/);
    expect(stdout).toMatch(/receipt-photos: \d+ done/);
  }, 120_000);
});
