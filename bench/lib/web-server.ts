/**
 * The real server (`src/server/server.ts`) serving a web build, for the browser benchmarks (bench/lighthouse.ts,
 * bench/main-thread.ts): its own process group on a free port, WEB_ROOT = the build, a temporary DATA_DIR.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type WebServer = { baseUrl: string; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the server on `webRoot` and resolves once `/readyz` answers; stopped (with its data) by `stop()`. */
export async function startWebServer(webRoot: string, timeoutMs = 300_000): Promise<WebServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-web-bench-"));
  const server = spawn("npx", ["tsx", "src/server/server.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      APP_ENV: "test",
      LOG_LEVEL: "warn",
      WEB_ROOT: webRoot,
    },
  });
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        server.exitCode !== null
          ? `the server for ${webRoot} exited with code ${server.exitCode}`
          : `the server for ${webRoot} was not ready within ${timeoutMs / 1000} s`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
