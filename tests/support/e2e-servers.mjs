/* global process, console, fetch, setTimeout */
// The end-to-end journeys' servers (playwright.config.ts): one compiled server per Playwright worker, each on its own
// port with its own DATA_DIR, all started at once (Playwright starts the entries of a webServer list one after
// another, and each first start seeds the catalog into a new database). Answers 200 on E2E_READY_PORT once every
// server answers /readyz; exits, failing the run, as soon as any server exits. Playwright stops the whole process
// group at the end.
import { spawn } from "node:child_process";
import http from "node:http";

const ports = process.env.E2E_PORTS.split(",");
const dataDirs = process.env.E2E_DATA_DIRS.split(",");
const readyPort = Number(process.env.E2E_READY_PORT);

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

async function poll() {
  for (const server of servers.filter((s) => !s.ready)) {
    try {
      server.ready = (await fetch(`http://127.0.0.1:${server.port}/readyz`)).ok;
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
