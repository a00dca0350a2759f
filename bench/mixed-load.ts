/**
 * Resident memory of the compiled server under what shoppers do (issue 29 item 3: <= 200 MB RSS on PostgreSQL after a
 * 5-minute mixed load and after a burst of cart changes by many shoppers). The compiled server (`node
 * dist/server/server.js`) is started as `npm start` would start it; --shoppers signed-in shoppers (20 items, 5 stores
 * each) then use it for --minutes without pause, each picking its next step at random:
 *   search (GET /api/grocery-items/search), a cart change and the cart read after it (PATCH + GET /api/cart), the
 *   comparison page (GET /api/cart, /api/stores, /api/preferences), an item's prices (price history, price sources),
 *   lists (share the cart, list my lists, open one, delete it) and a page load (/, /api/auth/user, app-config,
 *   pricing-status).
 * RSS is printed every --every seconds and at the end; then --burst seconds of cart changes by every shopper at once
 * (PATCH + GET pairs), and RSS after it. --minutes=1 is the quick mode.
 *
 *   npx tsx bench/mixed-load.ts [--engine=postgres|pglite] [--minutes=5] [--shoppers=50] [--burst=20] [--every=30]
 *                               [--entry=dist/server/server.js] [--baseline=<copy of an earlier dist/server>/server.js]
 *                               [--database=pennycart_bench_mixed] [--node-args="--max-semi-space-size=4"]
 *                               [--env="MALLOC_ARENA_MAX=2"] [--baseline-node-args=...] [--baseline-env=...]
 *                               [--heap-snapshot=DIR]
 *
 * Each server is started once to migrate and seed, stopped, and started again: the load meets a restarted server.
 * --baseline runs that build beside --entry, each on its own database, under the same load at the same time (the
 * driver alternates its steps between them), and prints both and their ratio; --baseline-node-args alone (same build,
 * other node flags) compares flags the same way, and --baseline-env environment variables (KEY=VALUE, space-separated).
 * After the burst each server's RSS is printed by kind of mapping (bench/lib/smaps.ts).
 * --heap-snapshot writes each server's V8 heap snapshot into DIR at the end (what holds the memory). Needs a build (`npm run build`).
 * PostgreSQL: throwaway databases on the local server, dropped at the end.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { loadNow, startCompiledServer, stopCompiledServer, type CompiledServer } from "./lib/server-process";
import { processCpuMs, processMemoryMb } from "./lib/cpu-time";
import { ADMIN_URL, parseEngines } from "./lib/databases";
import { prepareShoppers, type Shopper } from "./lib/shoppers";
import { formatRssByMapping } from "./lib/smaps";
import { fmt, parseFlags } from "./lib/stats";

const flags = parseFlags();
const [engine] = parseEngines(flags.get("engine") ?? "postgres");
const minutes = Number(flags.get("minutes") ?? 5);
const shopperCount = Number(flags.get("shoppers") ?? 50);
const burstSeconds = Number(flags.get("burst") ?? 20);
const everySeconds = Number(flags.get("every") ?? 30);
const databaseName = flags.get("database") ?? "pennycart_bench_mixed";
const argsOf = (flag: string) => (flags.get(flag) ?? "").split(" ").filter(Boolean);
const snapshotDir = flags.get("heap-snapshot");
const snapshotArgs = snapshotDir ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${path.resolve(snapshotDir)}`] : [];
const root = path.resolve(import.meta.dirname, "..");
const entry = path.resolve(root, flags.get("entry") ?? "dist/server/server.js");
const baseline =
  flags.get("baseline") !== undefined ? path.resolve(root, flags.get("baseline")!) : flags.has("baseline-node-args") || flags.has("baseline-env") ? entry : undefined;
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`Bad database name ${databaseName}`);
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };
const SEARCHES = ["milk", "bread", "eggs", "chicken", "apple", "cheese", "coffee", "rice", "banana", "yogurt", "paper towels", "pasta"];
/** Fewer than the 50 shared lists a day a shopper may create. */
const MAX_LISTS_PER_SHOPPER = 40;

type Build = {
  label: string;
  entry: string;
  nodeArgs: string[];
  env: Record<string, string>;
  database: string;
  dataDir: string;
  server?: CompiledServer;
  shoppers?: Shopper[];
  steps: Map<string, number>;
  failures: Map<string, number>;
  lists: Map<Shopper, number>;
  changes: number;
  itemIds: number[];
  /** RSS (MB) when each phase ended. */
  rss: Map<string, number>;
};

const builds: Build[] = [...(baseline ? [["before", baseline]] : []), ["after", entry]].map(([label, file]) => ({
  label: label!,
  entry: file!,
  nodeArgs: [...snapshotArgs, ...argsOf(label === "before" ? "baseline-node-args" : "node-args")],
  env: Object.fromEntries(argsOf(label === "before" ? "baseline-env" : "env").map((pair) => pair.split("=", 2))),
  database: label === "before" ? `${databaseName}_before` : databaseName,
  dataDir: mkdtempSync(path.join(os.tmpdir(), `pennycart-bench-mixed-${label}-`)),
  steps: new Map(),
  failures: new Map(),
  lists: new Map(),
  changes: 0,
  itemIds: [],
  rss: new Map(),
}));
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });

async function call(build: Build, step: string, shopper: Shopper, method: string, url: string, body?: unknown) {
  const res = await fetch(build.server!.base + url, {
    method,
    headers: { cookie: shopper.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    const key = `${step} ${method} ${url.split("?")[0]} ${res.status}`;
    build.failures.set(key, (build.failures.get(key) ?? 0) + 1);
  }
  return res.ok && text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function cartChange(build: Build, shopper: Shopper) {
  const n = ++build.changes;
  await call(build, "cart", shopper, "PATCH", `/api/cart/${pick(shopper.entryIds)}`, { quantity: 1 + (n % 4) });
  await call(build, "cart", shopper, "GET", "/api/cart");
}

/** The steps and their weights (out of 100). */
const STEPS: [string, number, (build: Build, shopper: Shopper) => Promise<void>][] = [
  ["search", 25, (b, s) => call(b, "search", s, "GET", `/api/grocery-items/search?q=${encodeURIComponent(pick(SEARCHES))}`).then(() => {})],
  ["cart", 30, cartChange],
  [
    "comparison",
    10,
    async (b, s) => {
      await call(b, "comparison", s, "GET", "/api/cart");
      await call(b, "comparison", s, "GET", `/api/stores?lat=${PITTSBURGH.lat}&lng=${PITTSBURGH.lng}&maxDistance=10`);
      await call(b, "comparison", s, "GET", "/api/preferences");
    },
  ],
  [
    "prices",
    15,
    async (b, s) => {
      await call(b, "prices", s, "GET", `/api/grocery-items/${pick(b.itemIds)}/price-history`);
      await call(b, "prices", s, "GET", "/api/price-sources");
    },
  ],
  [
    "lists",
    10,
    async (b, s) => {
      const made = b.lists.get(s) ?? 0;
      if (made < MAX_LISTS_PER_SHOPPER) {
        b.lists.set(s, made + 1);
        const created = await call(b, "lists", s, "POST", "/api/shared-lists/from-cart", { title: `Mixed load ${made}` });
        await call(b, "lists", s, "GET", "/api/shared-lists");
        if (typeof created?.id !== "string") return;
        await call(b, "lists", s, "GET", `/api/shared-lists/${created.id}`);
        await call(b, "lists", s, "DELETE", `/api/shared-lists/${created.id}`);
      } else await call(b, "lists", s, "GET", "/api/shared-lists");
    },
  ],
  [
    "page",
    10,
    async (b, s) => {
      for (const url of ["/", "/api/auth/user", "/api/app-config", "/api/pricing-status"]) await call(b, "page", s, "GET", url);
    },
  ],
];

function nextStep() {
  let roll = Math.random() * 100;
  for (const step of STEPS) if ((roll -= step[1]) < 0) return step;
  return STEPS[0]!;
}

/** Every shopper of every build runs steps without pause until `until`; `only` narrows the steps. */
async function drive(until: number, only?: string) {
  const loops = builds.flatMap((build) =>
    build.shoppers!.map(async (shopper) => {
      while (performance.now() < until) {
        const [name, , run] = only ? STEPS.find((s) => s[0] === only)! : nextStep();
        await run(build, shopper);
        build.steps.set(name, (build.steps.get(name) ?? 0) + 1);
      }
    }),
  );
  await Promise.all(loops);
}

const rssOf = (build: Build) => processMemoryMb(build.server!.child.pid!);
function report(when: string, phase?: string) {
  if (phase) for (const b of builds) b.rss.set(phase, rssOf(b).rss);
  console.log(
    `${when}: ${builds.map((b) => `${b.label} ${fmt(rssOf(b).rss)} MB RSS (peak ${fmt(rssOf(b).peak)}), ${fmt(processCpuMs(b.server!.child.pid!) / 1000)} s CPU`).join("; ")}; load ${loadNow()}`,
  );
}

try {
  for (const build of builds) {
    if (engine === "postgres") {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${build.database} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${build.database}`);
    }
    const start = () =>
      startCompiledServer({
        entry: build.entry,
        cwd: root,
        engine: engine!,
        dataDir: build.dataDir,
        databaseUrl: `postgres://postgres@127.0.0.1:5432/${build.database}`,
        env: { LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0", ...build.env },
        nodeArgs: build.nodeArgs,
      });
    const first = await start();
    await stopCompiledServer(first.child);
    build.server = await start();
    console.log(
      `${build.label}: ${path.relative(root, build.entry)} ${[...build.nodeArgs, ...Object.entries(build.env).map((e) => e.join("="))].join(" ")} on ${engine}, first start ${fmt(first.readyMs / 1000)} s, ` +
        `restart ${fmt(build.server.readyMs / 1000)} s, ${fmt(rssOf(build).rss)} MB RSS`,
    );
  }
  for (const build of builds) {
    build.shoppers = await prepareShoppers(build.server!.base, shopperCount);
    const items = await fetch(`${build.server!.base}/api/grocery-items`, { headers: { cookie: build.shoppers[0]!.cookie } });
    build.itemIds = ((await items.json()) as { id: number }[]).map((item) => item.id);
  }
  report(`${shopperCount} shoppers signed in, carts filled`);
  const cpuAtStart = new Map(builds.map((b) => [b, processCpuMs(b.server!.child.pid!)]));
  const started = performance.now();
  const end = started + minutes * 60_000;
  const ticker = setInterval(() => report(`mixed load, ${fmt((performance.now() - started) / 1000, 0)} s`), everySeconds * 1000);
  await drive(end);
  clearInterval(ticker);
  report(`after ${minutes} min of mixed load`, "mixed");
  for (const build of builds)
    console.log(
      `${build.label} steps: ${[...build.steps].map(([k, v]) => `${k} ${v}`).join(", ")}; ` +
        `server CPU a step ${fmt((processCpuMs(build.server!.child.pid!) - cpuAtStart.get(build)!) / [...build.steps.values()].reduce((a, b) => a + b, 0), 2)} ms; failures: ${[...build.failures].map(([k, v]) => `${k} x${v}`).join(", ") || "none"}`,
    );
  for (const build of builds) build.steps.clear();
  await drive(performance.now() + burstSeconds * 1000, "cart");
  report(`after ${burstSeconds} s of cart changes by ${shopperCount} shoppers at once`, "burst");
  for (const build of builds) console.log(`${build.label} burst: ${build.steps.get("cart") ?? 0} PATCH + GET pairs`);
  for (const build of builds) console.log(`${build.label} RSS by mapping: ${formatRssByMapping(build.server!.child.pid!)}`);
  await new Promise((r) => setTimeout(r, 10_000));
  report("10 s later, at rest", "rest");
  if (snapshotDir) {
    for (const build of builds) {
      const before = readdirSync(snapshotDir).length;
      build.server!.child.kill("SIGUSR2");
      while (readdirSync(snapshotDir).length === before) await new Promise((r) => setTimeout(r, 1000));
      await new Promise((r) => setTimeout(r, 20_000)); // the snapshot is written out
      console.log(`${build.label}: heap snapshot in ${snapshotDir}`);
    }
  }
  if (baseline) {
    const [before, after] = builds as [Build, Build];
    const ratio = (phase: string) => (after.rss.get(phase)! / before.rss.get(phase)!).toFixed(3);
    console.log(`after / before RSS: ${ratio("mixed")}x after the mixed load, ${ratio("burst")}x after the burst, ${ratio("rest")}x at rest`);
  }
} finally {
  for (const build of builds) {
    if (build.server) await stopCompiledServer(build.server.child);
    rmSync(build.dataDir, { recursive: true, force: true });
    if (engine === "postgres") await admin.unsafe(`DROP DATABASE IF EXISTS ${build.database} WITH (FORCE)`);
  }
  await admin.end({ timeout: 5 });
}
