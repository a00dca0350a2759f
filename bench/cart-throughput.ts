/**
 * Throughput of GET /api/cart (a signed-in shopper with 20 items priced at 5 selected stores)
 * against GET /healthz on the real app, in one run. The app runs in a child process (in-memory
 * PGlite by default, or PostgreSQL with --engine=postgres) on 127.0.0.1; autocannon drives it
 * from this process. Target: cart requests/s >= 1/2 of /healthz requests/s (issue 16).
 *
 *   npx tsx bench/cart-throughput.ts [--engine=pglite|postgres] [--connections=10] [--duration=10] [--rounds=2] [--unprepared]
 *                                    [--database=pennycart_bench_cart] [--workloads=healthz,cart,304,cold] [--cpu-prof=DIR]
 *                                    [--accept-encoding="gzip, deflate, br, zstd"|none]
 *
 * Four workloads, alternated per round so background load on a shared machine hits all alike:
 * /healthz; GET /api/cart as a page load without a browser cache (200 from the server's cart cache);
 * the same with the browser's If-None-Match (304); and PATCH quantity + GET /api/cart pairs, where
 * every read follows a change and so is priced afresh (the cold path).
 * --unprepared (PostgreSQL only) runs without named prepared statements (DATABASE_PREPARED_STATEMENTS=false).
 * --database names the throwaway PostgreSQL database; --workloads keeps only some workloads (the first is the
 * reference); every request carries a browser's Accept-Encoding unless --accept-encoding=none (then the
 * cart goes uncompressed); --cpu-prof writes the app process's V8 CPU profile (node --cpu-prof) into DIR when it stops.
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Options, type Result } from "autocannon";
import type { ServerMessage } from "./lib/app-server";
import { ownCpuMs, processCpuMs } from "./lib/cpu-time";
import { backendPids, parseEngines } from "./lib/databases";
import { fmt, median, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const [engine] = parseEngines(flags.get("engine") ?? "pglite");
const connections = Number(flags.get("connections") ?? 10);
const duration = Number(flags.get("duration") ?? 10);
const rounds = Number(flags.get("rounds") ?? 2);
const unprepared = flags.has("unprepared");
const databaseName = flags.get("database") ?? "pennycart_bench_cart";
const cpuProfDir = flags.get("cpu-prof");
const only = flags.get("workloads")?.split(",");
/** What a browser sends (Chromium); --accept-encoding=none sends no Accept-Encoding, as autocannon does by default. */
const acceptEncoding = flags.get("accept-encoding") ?? "gzip, deflate, br, zstd";
const encodingHeader: Record<string, string> = acceptEncoding === "none" ? {} : { "accept-encoding": acceptEncoding };
if (unprepared && engine !== "postgres") throw new Error("--unprepared applies to --engine=postgres only");
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };
const CART_ITEMS = 20;
const STORES = 5;
const TARGET_RATIO = 0.5; // issue 16 (it was 1/4 in issue 3)

async function startServer(): Promise<{ child: ChildProcess; base: string; seedMs: number }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib", "app-server.ts");
  // The child inherits this process's tsx loader flags (process.execArgv).
  const profile = cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [];
  const child = fork(script, [engine!, unprepared ? "unprepared" : "prepared", databaseName], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: [...process.execArgv, ...profile],
  });
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

async function call<T>(
  base: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<{ json: T; res: Response }> {
  const res = await fetch(base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, res };
}

/** Signs a shopper in, fills the cart with 20 distinct items and selects 5 nearby stores; returns the Cookie header. */
async function prepareShopper(
  base: string,
): Promise<{ cookie: string; cartBytes: number; pricesShown: number; entryId: number }> {
  const login = await call<unknown>(base, "POST", "/api/login/local", "", {
    email: "bench-shopper@pennycart.example",
    firstName: "Bench",
  });
  const sid = login.res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("sign-in set no sid cookie");
  const cookie = sid.split(";")[0]!;

  const { json: items } = await call<{ id: number }[]>(base, "GET", "/api/grocery-items", cookie);
  const step = Math.floor(items.length / CART_ITEMS); // spread over the alphabetical list, so over categories
  for (let i = 0; i < CART_ITEMS; i++)
    await call(base, "POST", "/api/cart", cookie, { itemId: items[i * step]!.id, quantity: 1 + (i % 3) });

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
  const cart = JSON.parse(text) as { id: number; storePrices: { available: boolean }[] }[];
  if (cart.length !== CART_ITEMS || cart.some((e) => e.storePrices.length !== STORES))
    throw new Error(`unexpected cart: ${text.slice(0, 300)}`);
  const pricesShown = cart.flatMap((e) => e.storePrices).filter((p) => p.available).length;
  return { cookie, cartBytes: Buffer.byteLength(text), pricesShown, entryId: cart[0]!.id };
}

type Workload = {
  key: string;
  name: string;
  path?: string;
  /** Extra headers, read just before each run (the cart's ETag changes when another workload writes). */
  headers?: () => Promise<Record<string, string>>;
  sequence?: Options["requests"];
  expect: "2xx" | "3xx";
  perRequest: number;
};

async function load(base: string, w: Workload, cookie: string, seconds: number): Promise<Result> {
  const headers = { cookie, ...encodingHeader, ...(await w.headers?.()) };
  return autocannon({ url: base + (w.path ?? "/"), connections, duration: seconds, headers, requests: w.sequence });
}

async function currentEtag(base: string, cookie: string): Promise<Record<string, string>> {
  // The same Accept-Encoding as the load, so the ETag is that of the encoding the load gets.
  const res = await fetch(`${base}/api/cart`, {
    headers: { cookie, "accept-encoding": acceptEncoding === "none" ? "identity" : acceptEncoding },
  });
  await res.arrayBuffer();
  return { "if-none-match": res.headers.get("etag") ?? "" };
}

async function main() {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const { child, base, seedMs } = await startServer();
  try {
    const shopper = await prepareShopper(base);
    console.log(
      `App on ${engine}${unprepared ? " without prepared statements" : ""} (seeded in ${fmt(seedMs / 1000)} s) at ${base}; cart: ${CART_ITEMS} items x ${STORES} stores, ${shopper.pricesShown} prices, ${shopper.cartBytes} bytes`,
    );
    console.log(
      `autocannon: ${connections} connections, ${duration} s per workload per round, ${rounds} round(s), after a 2 s warm-up each; Accept-Encoding: ${acceptEncoding}\n`,
    );
    const patch = {
      method: "PATCH",
      path: `/api/cart/${shopper.entryId}`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ quantity: 2 }),
    };
    const workloads: Workload[] = [
      { key: "healthz", name: "GET /healthz", path: "/healthz", expect: "2xx", perRequest: 1 },
      { key: "cart", name: "GET /api/cart", path: "/api/cart", expect: "2xx", perRequest: 1 },
      {
        key: "304",
        name: "GET /api/cart, If-None-Match (304)",
        path: "/api/cart",
        headers: () => currentEtag(base, shopper.cookie),
        expect: "3xx",
        perRequest: 1,
      },
      {
        key: "cold",
        name: "PATCH + GET /api/cart (cold read)",
        sequence: [patch, { method: "GET", path: "/api/cart" }],
        expect: "2xx",
        perRequest: 2,
      },
    ].filter((w) => !only || only.includes(w.key)) as Workload[];
    const results = new Map<string, Result[]>(workloads.map((w) => [w.name, []]));
    for (const w of workloads) await load(base, w, shopper.cookie, 2);
    // CPU per request, by process: the app, this process (autocannon), and the app's PostgreSQL
    // backends (their pool is open after the warm-up). Where the time goes, machine-wide.
    const backends = engine === "postgres" ? await backendPids(databaseName) : [];
    const cpu = new Map<string, { app: number; client: number; db: number; requests: number }>(
      workloads.map((w) => [w.name, { app: 0, client: 0, db: 0, requests: 0 }]),
    );
    const snapshot = () => ({
      app: processCpuMs(child.pid!),
      client: ownCpuMs(),
      db: backends.reduce((n, pid) => n + processCpuMs(pid), 0),
    });
    for (let round = 0; round < rounds; round++) {
      for (const w of workloads) {
        const start = snapshot();
        const result = await load(base, w, shopper.cookie, duration);
        const end = snapshot();
        const used = cpu.get(w.name)!;
        used.app += end.app - start.app;
        used.client += end.client - start.client;
        used.db += end.db - start.db;
        used.requests += result.requests.total;
        const unexpected = result.errors + result.timeouts + (result.requests.total - result[w.expect]);
        if (unexpected > 0)
          throw new Error(
            `${w.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.requests.total - result[w.expect]} not ${w.expect}`,
          );
        results.get(w.name)!.push(result);
      }
    }

    console.log("CPU per request (microseconds; a PATCH + GET pair counts as two requests)\n");
    printTable(
      ["workload", "app", "autocannon", "PostgreSQL", "total"],
      workloads.map((w) => {
        const used = cpu.get(w.name)!;
        const us = (ms: number) => fmt((ms * 1000) / used.requests, 0);
        return [w.name, us(used.app), us(used.client), us(used.db), us(used.app + used.client + used.db)];
      }),
    );
    console.log("");

    // Reads per second: a PATCH + GET pair counts as one cart read.
    const reads = (w: Workload) => results.get(w.name)!.reduce((n, r) => n + r.requests.average / w.perRequest, 0) / rounds;
    const rows = workloads.flatMap((w) =>
      results
        .get(w.name)!
        .map((r, i) => [
          w.name,
          i + 1,
          fmt(r.requests.average / w.perRequest, 0),
          fmt(r.latency.p50, 0),
          fmt(r.latency.p99, 0),
          r[w.expect],
        ]),
    );
    printTable(["workload", "round", "cart reads/s (or req/s)", "p50 ms", "p99 ms", "expected responses"], rows);
    const health = reads(workloads[0]!);
    // On a loaded machine the rate swings from round to round; a round's workloads run back to back,
    // so each round's own ratio (and their median) is steadier than the ratio of the averages.
    const roundRatios = (w: Workload) =>
      results
        .get(w.name)!
        .map((r, i) => r.requests.average / w.perRequest / results.get(workloads[0]!.name)![i]!.requests.average);
    for (const w of workloads.slice(1)) {
      const ratio = reads(w) / health;
      const perRound = roundRatios(w);
      console.log(
        `${w.name}: ${fmt(reads(w), 0)}/s, ratio to /healthz (${fmt(health, 0)}/s) = ${fmt(ratio, 3)}; per round ${perRound.map((x) => fmt(x, 3)).join(", ")}, median ${fmt(median(perRound), 3)}`,
      );
    }
    const cart = workloads.find((w) => w.key === "cart");
    const ratio = cart ? median(roundRatios(cart)) : NaN;
    if (cart)
      console.log(
        `\nTarget: GET /api/cart >= ${TARGET_RATIO} x GET /healthz (median of the rounds): ${fmt(ratio, 3)}, ${ratio >= TARGET_RATIO ? "MET" : "NOT MET"}`,
      );
    console.log(
      `Load average after the run: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
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
