/**
 * The cart as shoppers use it, against GET /healthz on the real app, in one run: many shoppers (each
 * with 20 items priced at 5 selected stores) changing their carts and reading them back. The app runs
 * in a child process (in-memory PGlite by default, or PostgreSQL with --engine=postgres) on 127.0.0.1;
 * autocannon drives it from this process.
 *
 *   npx tsx bench/cart-throughput.ts [--engine=pglite|postgres] [--shoppers=100] [--connections=50] [--duration=5]
 *                                    [--rounds=3] [--workloads=healthz,cold,change,add,add-read,cart,304] [--baseline=DIR]
 *                                    [--database=pennycart_bench_cart] [--unprepared] [--cpu-prof=DIR] [--compiled]
 *                                    [--no-vacuum] [--history-days=0] [--node-args="..."] [--baseline-node-args="..."]
 *                                    [--writer=noop|change]
 *
 * Workloads, alternated per round so background load on a shared machine hits all alike:
 * - healthz: GET /healthz, the reference (no work);
 * - cold: PATCH /api/cart/:id (a quantity change) then GET /api/cart, the path a shopper's page took
 *   after every change until decision 087 (issue 29's pair). Each pair is a different shopper's, round robin over
 *   --shoppers, so no two connections fight over one shopper's rows;
 * - change: the same PATCH alone, answered with its priced line: the page's path since decision 087;
 * - add-read: POST /api/cart (one more of an item in the cart) then GET /api/cart, the page's add until decision 103;
 * - add: the same POST alone, answered with its priced line: the page's add (and a brand switch's) since decision 103;
 * - cart: GET /api/cart with no change since the shopper's last read (a page load);
 * - 304: the same with the browser's If-None-Match.
 * --baseline names a checkout of an earlier commit (with node_modules): its app runs too, as "before", with the
 * same workloads in the same rounds, and the summary gives after/before ratios. Its database is --database
 * with "_before" appended. --compiled runs each build's dist/server/server.js (npm run build) with node, as
 * `npm start` does, instead of the TypeScript sources under tsx (PostgreSQL only); --baseline may then name a
 * directory holding a copy of an earlier dist/server (say bench/.out/base-server, so node_modules resolves). Its
 * databases are kept (seeded once, reused by the next --compiled run; drop them by hand when done). On PostgreSQL each
 * database is VACUUM ANALYZEd once its shoppers are prepared, as autovacuum keeps a production one (--no-vacuum: not).
 * --writer (PostgreSQL only; default none) runs a catalog writer on its own connection to each build's database while
 * the workloads run (bench/lib/catalog-writer.ts): noop rewrites 1,000 prices as they are and the Kroger bookkeeping of
 * 5 stores every 200 ms; change also changes one price every 2 s. Its backend's CPU is not counted (review R105).
 * Targets (issue 29): a cold pair (and the page's change) costs <= 1.5 ms of CPU (app + PostgreSQL), and
 * pairs/s (changes/s) reach >= 0.04 of /healthz requests/s. The app's resident memory is printed after every workload.
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import type { ServerMessage } from "./lib/app-server";
import { ownCpuMs, processCpuMs, processMemoryMb } from "./lib/cpu-time";
import { startCompiledServer } from "./lib/compiled-server";
import { addPriceHistory, backendPids, parseEngines, vacuumAnalyze } from "./lib/databases";
import { catalogWriters, parseWriterMode } from "./lib/catalog-writer";
import { ACCEPT_ENCODING, ALL_WORKLOADS, type Workload } from "./lib/cart-workloads";
import { CART_ITEMS, prepareShoppers, STORES, type Shopper } from "./lib/shoppers";
import { fmt, median, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const compiled = flags.has("compiled");
const [engine] = parseEngines(flags.get("engine") ?? "pglite");
const shopperCount = Number(flags.get("shoppers") ?? 100);
const connections = Number(flags.get("connections") ?? 50);
const duration = Number(flags.get("duration") ?? 5);
const rounds = Number(flags.get("rounds") ?? 3);
const unprepared = flags.has("unprepared");
/** --no-vacuum: measure the databases as seeded (no visibility map: the figures before 2026-11-28c). */
const noVacuum = flags.has("no-vacuum");
/** --history-days=N: every observation gets N older copies, a day apart, as months of refreshes leave them (PostgreSQL). */
const historyDays = Number(flags.get("history-days") ?? 0);
const databaseName = flags.get("database") ?? "pennycart_bench_cart";
const baseline = flags.get("baseline");
const cpuProfDir = flags.get("cpu-prof");
/** --node-args, --baseline-node-args: node flags for each compiled server (npm start gives --max-old-space-size=160). */
const nodeArgsOf = (build: Build) =>
  (flags.get(build.label === "before" ? "baseline-node-args" : "node-args") ?? "").split(" ").filter(Boolean);
const writers = catalogWriters(parseWriterMode(flags.get("writer"), engine));
const only = (flags.get("workloads") ?? "healthz,cold,cart,304").split(",");
const TARGET_PAIR_CPU_MS = 1.5;
const TARGET_RATIO = 0.04;
if (unprepared && engine !== "postgres") throw new Error("--unprepared applies to --engine=postgres only");
if (compiled && engine !== "postgres") throw new Error("--compiled applies to --engine=postgres only");
if ((flags.has("node-args") || flags.has("baseline-node-args")) && !compiled)
  throw new Error("--node-args and --baseline-node-args apply to --compiled servers only");
if (flags.has("baseline-node-args") && !baseline) throw new Error("--baseline-node-args needs --baseline");
if (historyDays > 0 && engine !== "postgres") throw new Error("--history-days applies to --engine=postgres only");
if (shopperCount < connections)
  throw new Error("--shoppers must be at least --connections (one shopper per connection at a time)");

type Build = { label: string; root: string; database: string; child?: ChildProcess; base?: string; shoppers?: Shopper[] };

async function startServer(build: Build): Promise<void> {
  if (compiled) {
    const profile = cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir, build.label)}`] : [];
    const nodeFlags = [...nodeArgsOf(build), ...profile];
    Object.assign(build, await startCompiledServer(build.root, build.database, { prepared: !unprepared, nodeFlags }));
    return;
  }
  const script = path.join(build.root, "bench", "lib", "app-server.ts");
  const profile = cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir, build.label)}`] : [];
  // The child inherits this process's tsx loader flags (process.execArgv); it runs in its own tree.
  const child = fork(script, [engine!, unprepared ? "unprepared" : "prepared", build.database], {
    cwd: build.root,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: [...process.execArgv, ...profile],
  });
  const [message] = (await once(child, "message", { signal: AbortSignal.timeout(600_000) })) as [ServerMessage];
  if ("error" in message) throw new Error(`the ${build.label} app failed to start:\n${message.error}`);
  build.child = child;
  build.base = `http://127.0.0.1:${message.port}`;
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

const WORKLOADS = ALL_WORKLOADS.filter((w) => only.includes(w.key));

async function load(build: Build, w: Workload, seconds: number): Promise<Result> {
  return autocannon({
    url: build.base!,
    connections,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    requests: await w.requests(build),
  });
}

type Usage = { app: number; client: number; db: number; units: number; rates: number[]; memory: string };

async function main() {
  const cpus = os.cpus();
  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
  console.log(`Machine: ${cpus.length} x ${cpus[0]?.model ?? "cpu"}, Node ${process.version}, load average ${loadAverage()}`);
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const builds: Build[] = [
    ...(baseline ? [{ label: "before", root: path.resolve(baseline), database: `${databaseName}_before` }] : []),
    { label: baseline ? "after" : "this tree", root: here, database: databaseName },
  ];
  try {
    for (const build of builds) {
      await startServer(build);
      build.shoppers = await prepareShoppers(build.base!, shopperCount);
      if (historyDays > 0) await addPriceHistory(build.database, historyDays);
      // As autovacuum keeps a production database (it is off here): 20% of the cart's PostgreSQL CPU otherwise.
      if (engine === "postgres" && !noVacuum) await vacuumAnalyze(build.database);
      await writers.start(build.database);
      const [one] = build.shoppers;
      console.log(
        `${build.label}: ${build.root} on ${engine}${unprepared ? " without prepared statements" : ""} at ${build.base}; ` +
          `${shopperCount} shoppers, each ${CART_ITEMS} items x ${STORES} stores (${one!.pricesShown} prices, ${one!.cartBytes} bytes of JSON)`,
      );
    }
    console.log(
      `autocannon: ${connections} connections, ${duration} s per workload per round, ${rounds} round(s) after a 2 s warm-up; Accept-Encoding: ${ACCEPT_ENCODING}; writer: ${writers.describe()}\n`,
    );
    for (const build of builds) for (const w of WORKLOADS) await load(build, w, 2);
    // CPU by process: the app, this process (autocannon) and the app's PostgreSQL backends (open after the warm-up).
    const backends = new Map<Build, number[]>();
    for (const build of builds)
      backends.set(build, engine === "postgres" ? writers.appBackends(build.database, await backendPids(build.database)) : []);
    const usage = new Map<string, Usage>();
    const key = (build: Build, w: Workload) => `${build.label}\t${w.key}`;
    for (const build of builds)
      for (const w of WORKLOADS) usage.set(key(build, w), { app: 0, client: 0, db: 0, units: 0, rates: [], memory: "" });
    for (let round = 0; round < rounds; round++) {
      // Each round reverses the order of the builds, so neither always runs first.
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        for (const w of WORKLOADS) {
          const snapshot = () => ({
            app: processCpuMs(build.child!.pid!),
            client: ownCpuMs(),
            db: backends.get(build)!.reduce((n, pid) => n + processCpuMs(pid), 0),
          });
          const start = snapshot();
          const result = await load(build, w, duration);
          const end = snapshot();
          const unexpected = result.errors + result.timeouts + (result.requests.total - result[w.expect]);
          if (unexpected > 0)
            throw new Error(
              `${build.label} ${w.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.requests.total - result[w.expect]} not ${w.expect}`,
            );
          const used = usage.get(key(build, w))!;
          used.app += end.app - start.app;
          used.client += end.client - start.client;
          used.db += end.db - start.db;
          used.units += result.requests.total / w.perUnit;
          used.rates.push(result.requests.average / w.perUnit);
          const memory = processMemoryMb(build.child!.pid!);
          used.memory = `${fmt(memory.rss, 0)} (peak ${fmt(memory.peak, 0)})`;
        }
      }
    }

    for (const build of builds) await writers.stop(build.database, build.label);
    console.log(
      "Per unit (a PATCH + GET pair is one unit, a change alone one): CPU in microseconds, rate, ratio to /healthz (median of the rounds' own ratios)\n",
    );
    const health = WORKLOADS.find((w) => w.key === "healthz");
    const ratioOf = (build: Build, w: Workload) => {
      if (!health) return NaN;
      const reference = usage.get(key(build, health))!.rates;
      return median(usage.get(key(build, w))!.rates.map((rate, i) => rate / reference[i]!));
    };
    const cpuOf = (build: Build, w: Workload) => {
      const used = usage.get(key(build, w))!;
      return {
        app: (used.app * 1000) / used.units,
        client: (used.client * 1000) / used.units,
        db: (used.db * 1000) / used.units,
      };
    };
    printTable(
      [
        "build",
        "workload",
        "app µs",
        "PostgreSQL µs",
        "app + PostgreSQL µs",
        "autocannon µs",
        "per s (rounds)",
        "ratio to /healthz",
        "app RSS MB after",
      ],
      builds.flatMap((build) =>
        WORKLOADS.map((w) => {
          const cpu = cpuOf(build, w);
          const used = usage.get(key(build, w))!;
          return [
            build.label,
            w.name,
            fmt(cpu.app, 0),
            fmt(cpu.db, 0),
            fmt(cpu.app + cpu.db, 0),
            fmt(cpu.client, 0),
            used.rates.map((r) => fmt(r, 0)).join(", "),
            w === health ? "" : fmt(ratioOf(build, w), 3),
            used.memory,
          ];
        }),
      ),
    );
    if (baseline) {
      console.log("\nAfter / before\n");
      const [before, after] = builds as [Build, Build];
      printTable(
        ["workload", "CPU (app + PostgreSQL)", "per s", "ratio to /healthz"],
        WORKLOADS.map((w) => {
          const [b, a] = [cpuOf(before, w), cpuOf(after, w)];
          const rate = (build: Build) => median(usage.get(key(build, w))!.rates);
          return [
            w.name,
            fmt((a.app + a.db) / (b.app + b.db), 3),
            fmt(rate(after) / rate(before), 3),
            w === health ? "" : fmt(ratioOf(after, w) / ratioOf(before, w), 3),
          ];
        }),
      );
    }
    const final = builds[builds.length - 1]!;
    for (const [unit, w] of [
      ["a PATCH + GET pair", WORKLOADS.find((w) => w.key === "cold")],
      ["the page's change (PATCH answered with its line)", WORKLOADS.find((w) => w.key === "change")],
      ["the page's add (POST answered with its line)", WORKLOADS.find((w) => w.key === "add")],
    ] as const) {
      if (!w) continue;
      const cpu = cpuOf(final, w);
      const ms = (cpu.app + cpu.db) / 1000;
      const ratio = ratioOf(final, w);
      console.log(
        `\nTargets (${final.label}): ${unit} <= ${TARGET_PAIR_CPU_MS} ms of CPU (app + PostgreSQL): ${fmt(ms, 3)} ms, ${ms <= TARGET_PAIR_CPU_MS ? "MET" : "NOT MET"}` +
          `${engine === "pglite" ? " (PGlite runs in the app process)" : ""}; per s >= ${TARGET_RATIO} of /healthz: ${fmt(ratio, 3)}, ${ratio >= TARGET_RATIO ? "MET" : "NOT MET"}`,
      );
    }
    console.log(`Load average after the run: ${loadAverage()}`);
  } finally {
    for (const build of builds) await writers.stop(build.database).finally(() => stopServer(build.child));
  }
}

const watchdog = setTimeout(() => {
  console.error("Gave up after 20 minutes.");
  process.exit(2);
}, 1_200_000);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
