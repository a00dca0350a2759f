/**
 * Throughput of GET /api/cart (a signed-in shopper with 20 items priced at 5 selected stores)
 * against GET /healthz on the real app, in one run. The app runs in a child process (in-memory
 * PGlite by default, or PostgreSQL with --engine=postgres) on 127.0.0.1; autocannon drives it
 * from this process. Target: cart requests/s >= 1/4 of /healthz requests/s.
 *
 *   npx tsx bench/cart-throughput.ts [--engine=pglite|postgres] [--connections=10] [--duration=10] [--rounds=2] [--prepare]
 *
 * --prepare (PostgreSQL only) measures the recommended driver change: prepared statements (bench/lib/databases.ts).
 * Rounds alternate /healthz and /api/cart, so background load on a shared machine hits both alike.
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import type { ServerMessage } from "./lib/app-server";
import { parseEngines } from "./lib/databases";
import { fmt, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const [engine] = parseEngines(flags.get("engine") ?? "pglite");
const connections = Number(flags.get("connections") ?? 10);
const duration = Number(flags.get("duration") ?? 10);
const rounds = Number(flags.get("rounds") ?? 2);
const prepare = flags.has("prepare");
if (prepare && engine !== "postgres") throw new Error("--prepare applies to --engine=postgres only");
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };
const CART_ITEMS = 20;
const STORES = 5;
const TARGET_RATIO = 0.25;

async function startServer(): Promise<{ child: ChildProcess; base: string; seedMs: number }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib", "app-server.ts");
  // The child inherits this process's tsx loader flags (process.execArgv).
  const child = fork(script, [engine!, prepare ? "prepared" : "as-is"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const timeout = AbortSignal.timeout(180_000);
  const [message] = (await once(child, "message", { signal: timeout })) as [ServerMessage];
  if ("error" in message) throw new Error(`the app failed to start:\n${message.error}`);
  return { child, base: `http://127.0.0.1:${message.port}`, seedMs: message.seedMs };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

async function call<T>(base: string, method: string, url: string, cookie: string, body?: unknown): Promise<{ json: T; res: Response }> {
  const res = await fetch(base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, res };
}

/** Signs a shopper in, fills the cart with 20 distinct items and selects 5 nearby stores; returns the Cookie header. */
async function prepareShopper(base: string): Promise<{ cookie: string; cartBytes: number; pricesShown: number }> {
  const login = await call<unknown>(base, "POST", "/api/login/local", "", { email: "bench-shopper@pennycart.example", firstName: "Bench" });
  const sid = login.res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("sign-in set no sid cookie");
  const cookie = sid.split(";")[0]!;

  const { json: items } = await call<{ id: number }[]>(base, "GET", "/api/grocery-items", cookie);
  const step = Math.floor(items.length / CART_ITEMS); // spread over the alphabetical list, so over categories
  for (let i = 0; i < CART_ITEMS; i++) await call(base, "POST", "/api/cart", cookie, { itemId: items[i * step]!.id, quantity: 1 + (i % 3) });

  const near = `/api/stores?lat=${PITTSBURGH.lat}&lng=${PITTSBURGH.lng}&maxDistance=10`;
  const { json: stores } = await call<{ id: number; chainId: number }[]>(base, "GET", near, cookie);
  // Prefer one store per chain (a real comparison), nearest first; fill up with the next nearest.
  const firstOfChain = stores.filter((s, i) => stores.findIndex((t) => t.chainId === s.chainId) === i);
  const chosen = [...firstOfChain, ...stores.filter((s) => !firstOfChain.includes(s))].slice(0, STORES).map((s) => s.id);
  if (chosen.length < STORES) throw new Error(`only ${chosen.length} stores within 10 miles`);
  await call(base, "PUT", "/api/preferences", cookie, {
    location: { ...PITTSBURGH, address: "Pittsburgh, PA" },
    radiusMiles: 10,
    selectedStoreIds: chosen,
  });

  const res = await fetch(`${base}/api/cart`, { headers: { cookie } });
  const text = await res.text();
  const cart = JSON.parse(text) as { storePrices: { available: boolean }[] }[];
  if (cart.length !== CART_ITEMS || cart.some((e) => e.storePrices.length !== STORES)) throw new Error(`unexpected cart: ${text.slice(0, 300)}`);
  return { cookie, cartBytes: Buffer.byteLength(text), pricesShown: cart.flatMap((e) => e.storePrices).filter((p) => p.available).length };
}

function load(url: string, cookie: string, seconds: number): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, headers: { cookie } });
}

async function main() {
  const cpu = os.cpus();
  console.log(`Machine: ${cpu.length} x ${cpu[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  const { child, base, seedMs } = await startServer();
  try {
    const shopper = await prepareShopper(base);
    console.log(`App on ${engine}${prepare ? " with prepared statements" : ""} (seeded in ${fmt(seedMs / 1000)} s) at ${base}; cart: ${CART_ITEMS} items x ${STORES} stores, ${shopper.pricesShown} prices, ${shopper.cartBytes} bytes`);
    console.log(`autocannon: ${connections} connections, ${duration} s per endpoint per round, ${rounds} round(s), after a 2 s warm-up each\n`);
    const endpoints = [
      { name: "GET /healthz", url: `${base}/healthz` },
      { name: "GET /api/cart", url: `${base}/api/cart` },
    ];
    const results = new Map<string, Result[]>(endpoints.map((e) => [e.name, []]));
    for (const e of endpoints) await load(e.url, shopper.cookie, 2);
    for (let round = 0; round < rounds; round++) {
      for (const e of endpoints) {
        const result = await load(e.url, shopper.cookie, duration);
        if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${e.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
        results.get(e.name)!.push(result);
      }
    }

    const mean = (rs: Result[], pick: (r: Result) => number) => rs.reduce((n, r) => n + pick(r), 0) / rs.length;
    const rows = endpoints.flatMap((e) =>
      results.get(e.name)!.map((r, i) => [e.name, i + 1, fmt(r.requests.average, 0), fmt(r.latency.p50, 0), fmt(r.latency.p99, 0), r["2xx"]]),
    );
    printTable(["endpoint", "round", "req/s", "p50 ms", "p99 ms", "2xx responses"], rows);
    const health = mean(results.get("GET /healthz")!, (r) => r.requests.average);
    const cart = mean(results.get("GET /api/cart")!, (r) => r.requests.average);
    const ratio = cart / health;
    console.log(`\nMean req/s: /healthz ${fmt(health, 0)}, /api/cart ${fmt(cart, 0)}; ratio cart/healthz = ${fmt(ratio, 3)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "MET" : "NOT MET"})`);
    console.log(`Load average after the run: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  } finally {
    await stopServer(child);
  }
}

const watchdog = setTimeout(() => {
  console.error("Gave up after 10 minutes.");
  process.exit(2);
}, 600_000);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
