import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One real server per worker, each on a free port with a fresh DATA_DIR of its own, so journeys running at once share
// no shopper, admin, family or price report. The ports and directories are chosen once in the main process and
// inherited by the workers through the environment; each worker process evaluates this file again and talks to
// the server of its own TEST_PARALLEL_INDEX (0 .. workers - 1), which Playwright sets in a worker's environment.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)));
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
if (!process.env.E2E_PORTS) {
  process.env.E2E_PORTS = Array.from({ length: workers }, freePort).join(",");
  process.env.E2E_DATA_DIRS = Array.from({ length: workers }, () => mkdtempSync(path.join(os.tmpdir(), "pennycart-e2e-"))).join(
    ",",
  );
  process.env.E2E_READY_PORT = freePort();
}
const ports = process.env.E2E_PORTS.split(",").map(Number);
const baseURL = `http://127.0.0.1:${ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? ports[0]}`;

// Debian's chromium-headless-shell (the old headless mode, no full browser UI; decision 075): with a trace kept only
// on a retry it costs 0.44x the Chromium CPU of /usr/bin/chromium with a trace of every journey (comparison.spec.ts).
// Playwright adds --headless and its own switches (--disable-dev-shm-usage, --disable-extensions, ...) itself.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Any journey may run beside any other (each worker has its own server); a file's journeys are spread too.
  fullyParallel: true,
  workers,
  forbidOnly: !!process.env.CI,
  // CI retries a failed journey once and records the retry's trace (the first attempt's screenshot is kept too,
  // test-results/); the report lists the journey as flaky, so a retry never hides a failure from the reader.
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a measurement: two journeys at once on two cores each get half the machine (favorites' Premium
  // journey took 75-85 s so at load 14).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The built app registers a service worker (decision 023); journeys run without it, as a first
    // visit does, except tests/e2e/offline.spec.ts, which allows it.
    serviceWorkers: "block",
    // Recording a trace makes Chromium send a screenshot of every frame: about 0.6x the Chromium CPU of a journey
    // without one (decision 075). CI records it on the retry of a failed journey; a local run keeps a failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Journeys tagged @phone run on the phone too; @phone-only ones check a phone layout and run only there.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone-only/ },
    { name: "phone", use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  // The compiled server (npm run build, which npm run test:e2e runs first), as `npm start` runs it, once per worker:
  // tests/support/e2e-servers.mjs starts them all at once and answers on E2E_READY_PORT when every one is ready.
  webServer: {
    command: "node tests/support/e2e-servers.mjs",
    url: `http://127.0.0.1:${process.env.E2E_READY_PORT}/`,
    // Each first start seeds the catalog into an empty database: about a minute per server with both cores busy
    // (.ci/run gives the servers a seeded template instead, E2E_PGLITE_TEMPLATE).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      HOST: "127.0.0.1",
      APP_ENV: "test",
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: "admin@pennycart.example",
      // Every journey signs in from one address; the limits have their own API tests.
      RATE_LIMIT_PER_MINUTE: "0",
      ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
    },
  },
});
