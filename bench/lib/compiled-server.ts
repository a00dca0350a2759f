/**
 * The compiled server for bench/cart-throughput.ts --compiled: node on `<root>/dist/server/server.js` (or
 * `<root>/server.js`, a copy of an earlier dist/server) through bench/lib/server-process.ts, on a PostgreSQL database
 * of its own that the server migrates and seeds itself. The database is kept (created when missing), so the next run
 * skips the first seed; drop it by hand when done.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN_URL, openBenchDatabase } from "./databases";
import { startCompiledServer as startServerProcess } from "./server-process";

/** Starts the build under `root` and waits for /readyz. nodeFlags go before the script (say --cpu-prof). */
export async function startCompiledServer(
  root: string,
  database: string,
  options: { prepared?: boolean; nodeFlags?: readonly string[] } = {},
): Promise<{ child: ChildProcess; base: string }> {
  // Created only: the server migrates it with its own build's migrations (a baseline must not get this tree's).
  await (await openBenchDatabase("postgres", database, { keep: true, migrate: false })).close();
  const entry = [path.join(root, "dist", "server", "server.js"), path.join(root, "server.js")].find((file) => existsSync(file));
  if (!entry) throw new Error(`no dist/server/server.js (or server.js) under ${root}: npm run build`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startServerProcess({
    entry,
    cwd: path.dirname(entry),
    engine: "postgres",
    dataDir: mkdtempSync(path.join(os.tmpdir(), "pennycart-bench-")),
    databaseUrl: url.href,
    env: {
      APP_ENV: "development",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      DATABASE_PREPARED_STATEMENTS: options.prepared === false ? "false" : "true",
    },
    nodeArgs: options.nodeFlags,
  });
  return { child, base };
}
