/**
 * Durability under crashes: N writers add items to their carts through the real server while the
 * server is killed with SIGKILL at a random moment; it is restarted at once (as a supervisor would)
 * and every write the server acknowledged must still be there. Prints, per round, the writes
 * acknowledged, the ones lost, and the restart time (from the kill to /readyz answering 200,
 * including any start refused because of the data directory's lock), then a summary per engine.
 *
 *   npx tsx bench/durability.ts [--engines=pglite,postgres] [--rounds=10] [--writers=8]
 *
 * PGlite runs on a fresh DATA_DIR; PostgreSQL on the throwaway database pennycart_bench_durability
 * on the local server (BENCH_ADMIN_URL), created and dropped by the script.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { ADMIN_URL, parseEngines, type Engine } from "./lib/databases";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, "").split("=");
    return [key!, value ?? "true"];
  }),
);
const engines = parseEngines(args.engines);
const rounds = Number(args.rounds ?? 10);
const writerCount = Number(args.writers ?? 8);
const DB_NAME = "pennycart_bench_durability";
const ITEM_IDS_TO_USE = 400;

setTimeout(() => {
  console.error("durability bench: watchdog (30 min) fired; exiting");
  process.exit(2);
}, 30 * 60_000).unref();

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

async function onAdmin(statement: string): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

type Server = { child: ChildProcess; exited: Promise<number | null> };

function startServer(env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      if (code !== null && code !== 0) console.log(`    (server exited with ${code}: ${stderr.trim().split("\n").at(-1)})`);
      resolve(code);
    }),
  );
  return { child, exited };
}

/** Starts the server and restarts it whenever it exits before it is ready, like a supervisor; resolves once /readyz is 200. */
async function startUntilReady(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  limitMs: number,
): Promise<{ server: Server; refusedStarts: number }> {
  const deadline = Date.now() + limitMs;
  let refusedStarts = 0;
  for (;;) {
    const server = startServer(env);
    let exited = false;
    void server.exited.then(() => (exited = true));
    while (!exited) {
      if (Date.now() > deadline) throw new Error("the server did not become ready in time");
      try {
        const res = await fetch(`${baseUrl}/readyz`);
        if (res.ok) return { server, refusedStarts };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    refusedStarts++;
  }
}

type Writer = { cookie: string; acknowledged: Set<number>; next: number };

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
    redirect: "manual",
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return cookie;
}

async function itemIds(baseUrl: string, cookie: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/grocery-items`, { headers: { cookie } });
  if (!res.ok) throw new Error(`reading the catalog failed: ${res.status}`);
  return ((await res.json()) as { id: number }[]).map((item) => item.id).slice(0, ITEM_IDS_TO_USE);
}

/** Each writer adds items one after another until stopped, recording the adds the server acknowledged. */
async function write(baseUrl: string, writer: Writer, items: number[], stop: { stopped: boolean }): Promise<void> {
  while (!stop.stopped && writer.next < items.length) {
    const itemId = items[writer.next++]!;
    try {
      const res = await fetch(`${baseUrl}/api/cart`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: writer.cookie },
        body: JSON.stringify({ itemId, quantity: 1 }),
      });
      if (res.ok) writer.acknowledged.add(itemId);
      else await res.arrayBuffer();
    } catch {
      return; // the server is gone
    }
  }
}

async function verify(baseUrl: string, writers: Writer[]): Promise<{ acknowledged: number; lost: number }> {
  let acknowledged = 0;
  let lost = 0;
  for (const writer of writers) {
    const res = await fetch(`${baseUrl}/api/cart`, { headers: { cookie: writer.cookie } });
    if (!res.ok) throw new Error(`reading a cart failed: ${res.status} (was the session lost?)`);
    const cart = (await res.json()) as { itemId: number }[];
    const present = new Set(cart.map((entry) => entry.itemId));
    for (const itemId of writer.acknowledged) {
      acknowledged++;
      if (!present.has(itemId)) lost++;
    }
  }
  return { acknowledged, lost };
}

async function runEngine(engine: Engine): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-durability-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    APP_ENV: "development",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "0",
    JOBS_ENABLED: "false",
    DATABASE_URL: "",
  };
  if (engine === "postgres") {
    await onAdmin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await onAdmin(`CREATE DATABASE ${DB_NAME}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DB_NAME}`;
    env.DATABASE_URL = url.href;
  }
  console.log(`\n== ${engine}: ${rounds} rounds, ${writerCount} writers`);
  let { server } = await startUntilReady(env, baseUrl, 120_000);
  const restarts: number[] = [];
  let totalAcknowledged = 0;
  let totalLost = 0;
  try {
    const firstCookie = await signIn(baseUrl, "durability-items@example.com");
    const items = await itemIds(baseUrl, firstCookie);
    for (let round = 1; round <= rounds; round++) {
      const writers: Writer[] = [];
      for (let w = 0; w < writerCount; w++) {
        writers.push({
          cookie: await signIn(baseUrl, `durability-r${round}-w${w}@example.com`),
          acknowledged: new Set(),
          next: 0,
        });
      }
      const stop = { stopped: false };
      const load = Promise.all(writers.map((writer) => write(baseUrl, writer, items, stop)));
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 2500));
      const killedAt = performance.now();
      server.child.kill("SIGKILL");
      await server.exited;
      stop.stopped = true;
      await load;

      const restarted = await startUntilReady(env, baseUrl, 60_000);
      const restartMs = performance.now() - killedAt;
      server = restarted.server;
      restarts.push(restartMs);
      const { acknowledged, lost } = await verify(baseUrl, writers);
      totalAcknowledged += acknowledged;
      totalLost += lost;
      console.log(
        `  round ${String(round).padStart(2)}: acknowledged ${String(acknowledged).padStart(4)}, lost ${lost}, ` +
          `restart ${(restartMs / 1000).toFixed(2)} s${restarted.refusedStarts ? ` (${restarted.refusedStarts} starts refused first)` : ""}`,
      );
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === "postgres") await onAdmin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  console.log(
    `  ${engine}: rounds ${rounds}, acknowledged ${totalAcknowledged}, lost ${totalLost}; restart after kill -9: ` +
      `median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s`,
  );
  if (totalLost > 0) process.exitCode = 1;
}

console.log(`durability bench on ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}`);
for (const engine of engines) await runEngine(engine);
