/**
 * Lighthouse 12.8 (mobile defaults: Moto G Power viewport, simulated slow 4G, 4x CPU slowdown) on
 * the visitor pages `/`, `/demo` and a shared list, against the real server serving a build of our own.
 *
 *   npx tsx bench/lighthouse.ts [--runs=3] [--pages=/,/demo,/shared/{id}] [--skip-build] [--out=/tmp/visitor-web]
 *
 * `/shared/{id}` stands for a list the script shares first: a fresh user signs in (local sign-in),
 * puts four catalog items in the cart and shares it.
 *
 * It builds the web app into --out (not dist/web, so it never races another build), starts
 * `src/server/server.ts` on a free port with a temporary DATA_DIR and WEB_ROOT=--out, then runs
 * Lighthouse once per page to warm up, then `runs` times, and prints the median run (by performance score) with the
 * four category scores, LCP, TBT and CLS, and the JavaScript the page loaded on first load: the
 * bytes on the wire (Lighthouse's network-requests audit) and the same files gzipped (level 9),
 * which is what they weigh once the server compresses them.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startWebServer } from "./lib/web-server";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = "", value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value] as const;
  }),
);
const runs = Number(flags.get("runs") ?? 3);
const pages = (flags.get("pages") ?? "/,/demo,/shared/{id}").split(",");
const webRoot = path.resolve(flags.get("out") ?? "/tmp/visitor-web");
if (!(runs > 0)) throw new Error("--runs takes a positive integer");

/** Signs a fresh user in, fills a cart with four catalog items, shares it, and returns the list's path. */
async function shareAList(baseUrl: string): Promise<string> {
  const call = async (url: string, init: RequestInit = {}, cookie = "") => {
    const response = await fetch(`${baseUrl}${url}`, {
      ...init,
      headers: { "content-type": "application/json", origin: baseUrl, cookie, ...init.headers },
    });
    if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const login = await call("/api/login/local", {
    method: "POST",
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, firstName: "Lee" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const items = (await (await call("/api/grocery-items")).json()) as { id: number }[];
  for (const item of items.slice(0, 4))
    await call("/api/cart", { method: "POST", body: JSON.stringify({ itemId: item.id, quantity: 1 }) }, cookie);
  const shared = (await (
    await call("/api/shared-lists/from-cart", { method: "POST", body: JSON.stringify({ title: "Taco Night" }) }, cookie)
  ).json()) as { id: string };
  return `/shared/${shared.id}`;
}

type PageResult = {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scripts: { url: string; transferBytes: number; gzipBytes: number }[];
  /** The elements that moved, worst first, as "score selector". */
  shifts: string[];
  /** Per category under 100, the audits that keep it there. */
  below: string[];
};

/** Gzipped size of a built file, read from the build folder by its URL path. */
function gzipSizeOf(url: string): number {
  const file = path.join(webRoot, new URL(url).pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** One Lighthouse run; Chromium 156 with Lighthouse 12.8 now and then loses the navigation start in the trace, so such a run is retried. */
async function runLighthouse(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= attempts || !["NO_NAVSTART", "NO_FCP", "NO_LCP"].includes(error.code))
      throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`  (${url}: ${error.code}, retrying)`);
  }
}

/** Failed audits worth reading when a category is below 100 (score < 1, not informative). */
function failing(
  lhrAudits: Record<string, { score: number | null; title: string; scoreDisplayMode?: string }>,
  ids: readonly string[],
): string[] {
  return ids.filter((id) => {
    const a = lhrAudits[id];
    return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable";
  });
}

async function audit(url: string, port: number): Promise<PageResult> {
  const lhr = await runLighthouse(url, port);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as
      { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
  )?.items;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === "Script" && request.url.startsWith(new URL(url).origin))
    .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0, gzipBytes: gzipSizeOf(request.url) }));
  return {
    page: new URL(url).pathname,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    scripts,
    shifts: (
      (lhr.audits["layout-shifts"]?.details as { items?: { score?: number; node?: { selector?: string } }[] } | undefined)
        ?.items ?? []
    ).map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? "?"}`),
    below: CATEGORIES.flatMap((id) => {
      const category = lhr.categories[id];
      if (!category || category.score === 1) return [];
      const ids = category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
      const names = failing(lhr.audits, ids).map(
        (auditId) => `${auditId} (${lhr.audits[auditId]?.displayValue ?? lhr.audits[auditId]?.score})`,
      );
      return [`${id}: ${names.join("; ")}`];
    }),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(", ");

async function main(): Promise<void> {
  if (flags.get("skip-build") !== "true") {
    const build = spawnSync("npx", ["vite", "build", "--outDir", webRoot, "--emptyOutDir"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (build.status !== 0) throw new Error("vite build failed");
    // The same pre-compression `npm run build` does, so the page is measured as it ships.
    const compress = spawnSync("npx", ["tsx", "src/server/cli/compress-web-build.ts", webRoot], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (compress.status !== 0) throw new Error("pre-compressing the build failed");
  }
  const server = await startWebServer(webRoot);
  const baseUrl = server.baseUrl;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    console.log(`Lighthouse ${runs} run(s) per page, mobile defaults, server ${baseUrl}, build ${webRoot}`);
    console.log(`load average ${loadAverage()}\n`);
    for (const page of await Promise.all(pages.map((p) => (p === "/shared/{id}" ? shareAList(baseUrl) : p)))) {
      // A discarded first run: a production server is warm, a freshly started one compiles on its first requests.
      await runLighthouse(`${baseUrl}${page}`, chrome.port);
      const results: PageResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${baseUrl}${page}`, chrome.port));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)]!;
      const transfer = median.scripts.reduce((sum, s) => sum + s.transferBytes, 0);
      const gzip = median.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      console.log(
        `${page}  (performance over runs: ${results.map((r) => `${r.scores.performance} (LCP ${Math.round(r.lcpMs)}, CLS ${r.cls.toFixed(3)})`).join(", ")})`,
      );
      console.log(
        `  performance ${median.scores.performance} | accessibility ${median.scores.accessibility} | best-practices ${median.scores["best-practices"]} | seo ${median.scores.seo}`,
      );
      console.log(
        `  FCP ${Math.round(median.fcpMs)} ms | LCP ${Math.round(median.lcpMs)} ms | TBT ${Math.round(median.tbtMs)} ms | CLS ${median.cls.toFixed(3)}`,
      );
      for (const [index, run] of results.entries()) {
        if (run.cls > 0.05) console.log(`  run ${index + 1} shifted: ${run.shifts.join("; ")}`);
      }
      console.log(`  first-load JS: ${median.scripts.length} files, ${kb(transfer)} KB transferred, ${kb(gzip)} KB gzipped`);
      for (const line of median.below) console.log(`  below 100: ${line}`);
      console.log(`  load average after the runs ${loadAverage()}`);
      for (const s of median.scripts)
        console.log(
          `    ${new URL(s.url).pathname.padEnd(48)} ${kb(s.transferBytes).padStart(7)} KB  gz ${kb(s.gzipBytes).padStart(6)} KB`,
        );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
