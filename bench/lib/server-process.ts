/**
 * The compiled server (`node dist/server/server.js`, what `npm start` runs) in a child process for the benchmarks:
 * started on a data directory and, for PostgreSQL, a database of the local server, and timed to its first 200 from
 * /readyz. Used by bench/restart.ts and bench/mixed-load.ts: PGlite too, a data directory given per start
 * (bench/lib/compiled-server.ts starts it for bench/cart-throughput.ts, on a kept PostgreSQL database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import os from "node:os";
import type { Engine } from "./databases";

export type CompiledServer = { child: ChildProcess; base: string; readyMs: number };

export type CompiledServerOptions = {
  /** The server's entry file (dist/server/server.js, or a copy of an earlier build). */
  entry: string;
  cwd: string;
  engine: Engine;
  dataDir: string;
  /** The PostgreSQL database's URL (engine postgres). */
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  nodeArgs?: readonly string[];
};

export const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts the compiled server and resolves once /readyz answers 200 (a first start migrates and seeds first). */
export async function startCompiledServer(options: CompiledServerOptions): Promise<CompiledServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    JOBS_ENABLED: "false",
    ...options.env,
  };
  if (options.engine === "postgres") env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    cwd: options.cwd,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - started > 600_000) throw new Error("not ready within 600 s");
  }
  return { child, base, readyMs: performance.now() - started };
}

export async function stopCompiledServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
