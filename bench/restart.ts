/**
 * Restart to /readyz, and resident memory at rest: the compiled server (`node dist/server/server.js`, what
 * `npm start` runs once its build check finds the build current) is started on a data directory or database
 * that an earlier start already migrated and seeded, as a restart would find it; the time from spawn to the
 * first 200 from /readyz, the server's CPU time by then, and its RSS after --rest seconds idle are printed per
 * round, then the median. `npm start`'s build check (`node scripts/build.mjs --if-stale`) is timed on its own.
 *
 *   npx tsx bench/restart.ts [--engine=pglite|postgres] [--rounds=5] [--rest=5] [--database=pennycart_bench_restart]
 *                            [--entry=dist/server/server.js] [--baseline=<copy of an earlier dist/server>/server.js]
 *
 * --entry starts another build of the server (say an earlier commit's dist/server, copied aside); --baseline=<entry>
 * alternates that build with --entry round by round on the same database and prints both medians and their ratio: a
 * before/after in one run, under the same load. Each build restarts on its own copy of the seeded database (or data
 * directory), so what one start leaves for the next (the seed's key, decision 077) is that build's own.
 *
 * Needs a build (`npm run build`). PostgreSQL: a throwaway database on the local server, dropped at the end.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { loadNow as load, startCompiledServer, stopCompiledServer as stop } from "./lib/server-process";
import { processCpuMs, processMemoryMb } from "./lib/cpu-time";
import { ADMIN_URL, parseEngines } from "./lib/databases";
import { fmt, median, parseFlags } from "./lib/stats";

const flags = parseFlags();
const [engine] = parseEngines(flags.get("engine") ?? "pglite");
const rounds = Number(flags.get("rounds") ?? 5);
const restSeconds = Number(flags.get("rest") ?? 5);
const databaseName = flags.get("database") ?? "pennycart_bench_restart";
const root = path.resolve(import.meta.dirname, "..");
const entry = path.resolve(root, flags.get("entry") ?? "dist/server/server.js");
const baseline = flags.get("baseline") === undefined ? undefined : path.resolve(root, flags.get("baseline")!);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-bench-restart-"));
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`Bad database name ${databaseName}`);
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
if (engine === "postgres") {
  await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName}_base WITH (FORCE)`);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${databaseName}`);
}

type Start = { readyMs: number; cpuMs: number; rssMb: number; child: ChildProcess };

/** Starts the compiled server and waits for /readyz; with rest, then idles that long and reads its RSS. */
async function start(rest: number, server = entry): Promise<Start> {
  const own = server === entry ? { dataDir, databaseUrl } : { dataDir: `${dataDir}-base`, databaseUrl: `${databaseUrl}_base` };
  const { child, readyMs } = await startCompiledServer({ entry: server, cwd: root, engine: engine!, ...own });
  const cpuMs = processCpuMs(child.pid!);
  await new Promise((r) => setTimeout(r, rest * 1000));
  return { readyMs, cpuMs, rssMb: processMemoryMb(child.pid!).rss, child };
}

try {
  const check = performance.now();
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "ignore" });
  const checkMs = performance.now() - check;
  console.log(`${path.relative(root, entry)} on ${engine}; load ${load()}; npm start's build check on a current build: ${fmt(checkMs)} ms`);
  // The first start migrates and seeds: not a restart.
  const first = await start(0);
  console.log(`first start (migrations, seed): ${fmt(first.readyMs)} ms to /readyz`);
  await stop(first.child);
  if (baseline) {
    // Its own copy of the database: what a start leaves (the seed's key, decision 077) is then that build's own.
    if (engine === "postgres") await admin.unsafe(`CREATE DATABASE ${databaseName}_base TEMPLATE ${databaseName}`);
    else cpSync(dataDir, `${dataDir}-base`, { recursive: true });
    const settle = await start(0, baseline);
    console.log(`first start of the baseline on its copy: ${fmt(settle.readyMs)} ms to /readyz`);
    await stop(settle.child);
  }
  const builds = baseline ? [baseline, entry] : [entry];
  const runs = new Map<string, Start[]>(builds.map((build) => [build, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const build of builds) {
      const run = await start(restSeconds, build);
      await stop(run.child);
      runs.get(build)!.push(run);
      console.log(
        `restart ${round}${baseline ? ` (${path.relative(root, build)})` : ""}: ${fmt(run.readyMs)} ms to /readyz, ${fmt(run.cpuMs)} ms CPU, ` +
          `${fmt(run.rssMb)} MB RSS after ${restSeconds} s at rest; load ${load()}`,
      );
    }
  }
  const medians = (build: string) => {
    const of = runs.get(build)!;
    return { ready: median(of.map((r) => r.readyMs)), cpu: median(of.map((r) => r.cpuMs)), rss: median(of.map((r) => r.rssMb)) };
  };
  for (const build of builds) {
    const m = medians(build);
    const max = Math.max(...runs.get(build)!.map((r) => r.readyMs));
    console.log(
      `median${baseline ? ` ${path.relative(root, build)}` : ""}: ${fmt(m.ready)} ms to /readyz (max ${fmt(max)}), ` +
        `${fmt(m.cpu)} ms CPU, ${fmt(m.rss)} MB RSS at rest; load ${load()}`,
    );
  }
  if (baseline) {
    const [before, after] = [medians(baseline), medians(entry)];
    console.log(
      `after / before: ${(after.ready / before.ready).toFixed(3)}x to /readyz, ${(after.cpu / before.cpu).toFixed(3)}x CPU, ` +
        `${(after.rss / before.rss).toFixed(3)}x RSS at rest`,
    );
  }
} finally {
  for (const dir of [dataDir, `${dataDir}-base`]) rmSync(dir, { recursive: true, force: true });
  if (engine === "postgres")
    for (const name of [databaseName, `${databaseName}_base`]) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end({ timeout: 5 });
}
