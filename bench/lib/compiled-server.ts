/**
 * The compiled server (npm run build: dist/server/server.js) as `npm start` runs it, for the bench scripts: node on
 * the bundle, on a PostgreSQL database of its own that it migrates and seeds itself, on a free port of 127.0.0.1.
 * The database is kept (created when missing), so the next run skips the first seed; drop it by hand when done.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ADMIN_URL, openBenchDatabase } from "./databases";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/**
 * Starts `<root>/dist/server/server.js` (or `<root>/server.js`, a copy of an earlier dist/server) and waits for
 * /readyz. nodeFlags go before the script (say --cpu-prof).
 */
export async function startCompiledServer(
  root: string,
  database: string,
  options: { prepared?: boolean; nodeFlags?: readonly string[] } = {},
): Promise<{ child: ChildProcess; base: string }> {
  await (await openBenchDatabase("postgres", database, { keep: true })).close();
  const entry = [path.join(root, "dist", "server", "server.js"), path.join(root, "server.js")].find((file) => existsSync(file));
  if (!entry) throw new Error(`no dist/server/server.js (or server.js) under ${root}: npm run build`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "development",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    JOBS_ENABLED: "false",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "pennycart-bench-")),
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: url.href,
    DATABASE_PREPARED_STATEMENTS: options.prepared === false ? "false" : "true",
  };
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), entry], {
    cwd: path.dirname(entry),
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 600_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${entry} was not ready in 10 minutes`);
    if (await fetch(`${base}/readyz`).then((res) => res.ok, () => false)) return { child, base };
  }
}
