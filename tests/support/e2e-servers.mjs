/* global process, console, fetch, setTimeout */
// The end-to-end journeys' servers (playwright.config.ts): one compiled server per Playwright worker, each on its own
// port with its own DATA_DIR, all started at once (Playwright starts the entries of a webServer list one after
// another). Answers 200 on E2E_READY_PORT once every server answers /readyz; exits, failing the run, as soon as any
// server exits. Playwright stops the whole process group at the end.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const ports = process.env.E2E_PORTS.split(",");
const dataDirs = process.env.E2E_DATA_DIRS.split(",");
const readyPort = Number(process.env.E2E_READY_PORT);

// E2E_PGLITE_TEMPLATE: a migrated and seeded PGlite data directory as a tar file (PGlite's dumpDataDir, as the API
// tests' global setup makes it; .ci/run keeps the one of its PGlite phase). Each server then starts on a copy of it
// instead of seeding an empty directory (decision 067): 11 s of CPU instead of 43 s each. A first start on an empty
// directory is still run by tests/start/npm-start.test.ts, and by the journeys when no template is given.
const template = process.env.E2E_PGLITE_TEMPLATE;
if (template) {
  for (const dir of dataDirs) {
    mkdirSync(path.join(dir, "pgdata"), { recursive: true });
    // The tar's names start with "/" (PGlite's own layout); tar strips it and says so on stderr.
    execFileSync("tar", ["-xf", template, "-C", path.join(dir, "pgdata")], { stdio: ["ignore", "ignore", "pipe"] });
  }
}

const servers = ports.map((port, i) => {
  const child = spawn(process.execPath, ["dist/server/server.js"], {
    env: { ...process.env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDirs[i] },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => {
    console.error(`the end-to-end server on port ${port} exited (${code ?? signal})`);
    process.exit(1);
  });
  return { port, ready: false };
});

// The first of some requests costs seconds a journey's 10 s waits should not pay under load: the first geocode loads
// the zip codes (3.5 s at load 15), the first price-sources count reads cold pages (2-5 s on a server started on a
// copy; a server that has just seeded has them in memory). Each server answers these once before the journeys start.
const WARM_UP = [
  "/api/price-sources",
  "/api/geocode?q=15213",
  "/api/grocery-items/search?q=milk",
  "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10",
];

async function poll() {
  for (const server of servers.filter((s) => !s.ready)) {
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/readyz`)).ok) {
        for (const url of WARM_UP) await fetch(`http://127.0.0.1:${server.port}${url}`);
        server.ready = true;
      }
    } catch {
      // not listening yet
    }
  }
  if (servers.some((s) => !s.ready)) setTimeout(poll, 250);
}
void poll();

http
  .createServer((_, res) => {
    const waiting = servers.filter((s) => !s.ready).map((s) => s.port);
    res.writeHead(waiting.length ? 503 : 200, { "content-type": "text/plain" });
    res.end(waiting.length ? `waiting for ${waiting.join(", ")}\n` : "ready\n");
  })
  .listen(readyPort, "127.0.0.1");
