/**
 * Where a page's main-thread time goes while it loads, for one or more builds, interleaved: a Chromium performance trace
 * of each load, counted as Lighthouse's mobile preset counts it (each task's time times 4, its simulated CPU slowdown).
 *
 *   npx tsx bench/main-thread.ts --builds=/tmp/web-before,/tmp/web-after [--page=/demo] [--runs=5] [--throttle=1] [--top=8]
 *
 * Each build is served by its own `src/server/server.ts` (WEB_ROOT = the build, a temporary DATA_DIR). A round loads the
 * page once per build (the order alternating from round to round), in a fresh browser context (no cache, service workers
 * blocked), traces from the navigation until the demo's workspace is drawn (or `load` on other pages) and 1.5 s more, and
 * counts the renderer's top-level tasks:
 *
 * - blocking time by CPU time: the sum over tasks of (4 × the task's thread time − 50 ms) where positive. Thread time
 *   is what the task itself ran, which other processes' load inflates far less than wall time: on a loaded machine
 *   this is the figure to compare (a quiet machine's Lighthouse TBT counts wall time, between FCP and interactive);
 * - blocking time by wall time, the same with each task's duration (what Lighthouse sees on this machine now);
 * - long tasks: those over 50 ms at 4×, by either; per long task, what ran in it, by CPU time: script evaluation and
 *   compilation by file, timers, frames, style, layout, GC.
 *
 * `--throttle=4` has Chromium slow the CPU itself (`Emulation.setCPUThrottlingRate`) instead; the 4× is then not applied
 * again to wall times. It prints each build's medians over the runs, their ratios to the first build, and the long tasks
 * of the median run.
 */
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright";
import { startWebServer, type WebServer } from "./lib/web-server";

const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = "", value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value] as const;
  }),
);
const builds = (flags.get("builds") ?? "")
  .split(",")
  .filter(Boolean)
  .map((dir) => path.resolve(dir));
const pagePath = flags.get("page") ?? "/demo";
const runs = Number(flags.get("runs") ?? 5);
const throttle = Number(flags.get("throttle") ?? 1);
/** Lighthouse's mobile preset simulates a 4x slower CPU by multiplying each task's time by 4; so does this script, on CPU time. */
const SLOWDOWN = 4;
const top = Number(flags.get("top") ?? 8);
if (builds.length === 0) throw new Error("--builds takes one or more build folders, comma-separated");

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, which another process's load inflates far less than `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

type Task = { startMs: number; durMs: number; cpuMs: number; parts: Map<string, number> };
type Run = {
  tasks: Task[];
  longMs: number;
  longCpuMs: number;
  blockingMs: number;
  cpuBlockingMs: number;
  longCount: number;
  fcpMs: number;
  mainThreadMs: number;
  mainThreadCpuMs: number;
};

/** A short name for what an event inside a task did. */
function partName(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? {};
  const file = (url: unknown) => (typeof url === "string" && url ? path.basename(new URL(url, "http://x").pathname) : "?");
  switch (event.name) {
    case "EvaluateScript":
      return `evaluate ${file(data.url)}`;
    case "v8.evaluateModule":
      return "evaluate modules";
    case "v8.compile":
    case "v8.compileModule":
    case "v8.produceModuleCache":
      return `compile ${file(data.url ?? (event.args as Record<string, unknown> | undefined)?.fileName)}`;
    case "FunctionCall":
      return `call ${file(data.url)} ${typeof data.functionName === "string" && data.functionName ? data.functionName : ""}`.trim();
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "RunMicrotasks":
      return "microtasks";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
      return "paint";
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_SCAVENGER":
      return "GC";
    default:
      return undefined;
  }
}

/** Long at the simulated 4x slowdown, by wall time or by CPU time. */
const isLong = (task: Task) => task.durMs * (SLOWDOWN / throttle) > 50 || task.cpuMs * SLOWDOWN > 50;

function analyse(events: TraceEvent[]): Run {
  // The renderer's main thread: the one whose navigation loaded the page.
  const navigation =
    events.find((e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").endsWith(pagePath)) ??
    // Now and then the trace misses the navigation's start: the page's first HTML parse then stands for it.
    events.find(
      (e) =>
        e.name === "ParseHTML" && String((e.args as { beginData?: { url?: string } })?.beginData?.url ?? "").endsWith(pagePath),
    );
  if (!navigation) throw new Error(`no navigation to ${pagePath} in the trace`);
  const navigationStart = navigation.ts;
  const on = events.filter(
    (e) =>
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ph === "X" &&
      typeof e.dur === "number" &&
      e.ts >= navigationStart,
  );
  const fcp = events.find(
    (e) => e.name === "firstContentfulPaint" && e.args?.data?.navigationId === navigation.args?.data?.navigationId,
  );
  const topLevel = on
    .filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let lastEnd = -Infinity;
  for (const task of topLevel) {
    if (task.ts < lastEnd) continue; // nested
    lastEnd = task.ts + task.dur!;
    tasks.push({
      startMs: (task.ts - navigationStart) / 1000,
      durMs: task.dur! / 1000,
      cpuMs: (task.tdur ?? task.dur!) / 1000,
      parts: new Map(),
    });
  }
  // Attribute the outermost named event inside each long task (nested ones count in their parent), by its CPU time.
  const named = on.filter((e) => partName(e) !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const task of tasks.filter(isLong)) {
    const start = navigationStart + task.startMs * 1000;
    const end = start + task.durMs * 1000;
    let coveredTo = -Infinity;
    for (const e of named) {
      if (e.ts < start || e.ts >= end || e.ts < coveredTo) continue;
      coveredTo = e.ts + e.dur!;
      const name = partName(e)!;
      task.parts.set(name, (task.parts.get(name) ?? 0) + (e.tdur ?? e.dur!) / 1000);
    }
  }
  const long = tasks.filter(isLong);
  return {
    tasks: long,
    longCount: long.length,
    longMs: long.reduce((sum, t) => sum + t.durMs, 0),
    longCpuMs: long.reduce((sum, t) => sum + t.cpuMs, 0),
    blockingMs: long.reduce((sum, t) => sum + Math.max(0, t.durMs * (SLOWDOWN / throttle) - 50), 0),
    cpuBlockingMs: long.reduce((sum, t) => sum + Math.max(0, t.cpuMs * SLOWDOWN - 50), 0),
    fcpMs: fcp ? (fcp.ts - navigationStart) / 1000 : Number.NaN,
    mainThreadMs: tasks.reduce((sum, t) => sum + t.durMs, 0),
    mainThreadCpuMs: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
  };
}

async function traceOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: {
        includedCategories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "blink.user_timing",
          "loading",
          "toplevel",
          "__metadata",
        ],
      },
    });
    await page.goto(url, { waitUntil: "load" });
    if (pagePath === "/demo") await page.getByRole("slider", { name: "Distance" }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await cdp.send("Tracing.end");
    await done;
    if (process.env.MAIN_THREAD_DUMP)
      (await import("node:fs")).writeFileSync(process.env.MAIN_THREAD_DUMP, JSON.stringify(events));
    return analyse(events);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");
const ms = (value: number) => `${value.toFixed(0)} ms`;
const METRICS = [
  ["blocking by CPU time", (r: Run) => r.cpuBlockingMs],
  ["blocking by wall time", (r: Run) => r.blockingMs],
  ["long tasks", (r: Run) => r.longMs],
  ["long tasks' CPU", (r: Run) => r.longCpuMs],
  ["main thread", (r: Run) => r.mainThreadMs],
  ["main thread CPU", (r: Run) => r.mainThreadCpuMs],
] as const;

async function main() {
  const servers: WebServer[] = [];
  // Stopped (with their process groups) however this script ends.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void Promise.all(servers.map((server) => server.stop())).finally(() => process.exit(1)));
  try {
    for (const build of builds) servers.push(await startWebServer(build));
  } catch (error) {
    for (const server of servers) await server.stop();
    throw error;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const results: Run[][] = builds.map(() => []);
  try {
    console.log(`${pagePath} at ${throttle}x CPU slowdown, ${runs} run(s) per build, interleaved; load average ${loadAverage()}`);
    for (const server of servers) await traceOnce(browser, `${server.baseUrl}${pagePath}`); // warm-up, not counted
    for (let round = 0; round < runs; round++) {
      // Alternate the order from round to round, so neither build always runs first.
      const order = builds.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const run = await traceOnce(browser, `${servers[i]!.baseUrl}${pagePath}`).catch((error: unknown) => {
          console.log(`  round ${round + 1} ${builds[i]}: not counted (${String(error)})`);
          return undefined;
        });
        if (!run) continue;
        results[i]!.push(run);
        console.log(
          `  round ${round + 1} ${builds[i]}: ${METRICS.map(([name, get]) => `${name} ${ms(get(run))}`).join(", ")}, ${run.longCount} long, FCP ${ms(run.fcpMs)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  console.log(`\nmedians, and ratios to the first build (load average at the end ${loadAverage()}):`);
  for (const [i, build] of builds.entries()) {
    const r = results[i]!;
    const figures = METRICS.map(([name, get]) => {
      const value = median(r.map(get));
      const base = median(results[0]!.map(get));
      return `${name} ${ms(value)}${i === 0 ? "" : ` (${(value / base).toFixed(2)})`}`;
    });
    console.log(`  ${build}: ${figures.join(", ")}, long tasks ${median(r.map((x) => x.longCount))}`);
    const medianRun = [...r].sort((a, b) => a.cpuBlockingMs - b.cpuBlockingMs)[Math.floor(r.length / 2)]!;
    for (const task of medianRun.tasks) {
      const parts = [...task.parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
      console.log(
        `    task at ${ms(task.startMs)}: ${ms(task.durMs)} (CPU ${ms(task.cpuMs)}): ${parts.map(([n, t]) => `${n} ${t.toFixed(0)}`).join(", ")}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
