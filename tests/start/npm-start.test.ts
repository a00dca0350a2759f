// @module-tag slow
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../support/child-env";

// `npm start` as an operator runs it (issue 28 item 5, decision 048): the compiled server answers, and SIGTERM to the
// npm process stops the server and frees its port, as a process manager or a terminal's Ctrl-C expects. It builds
// first when dist/ is missing or stale: minutes on a busy machine, a hash of the sources when CI has built already.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-npm-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/** Whether something accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  const socket = net.connect(port, "127.0.0.1");
  try {
    await once(socket, "connect");
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

describe("npm start", { timeout: 600_000 }, () => {
  it("runs the compiled server, and SIGTERM to npm stops the server and frees its port", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: childEnv({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", JOBS_ENABLED: "false" }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(npm, "exit");
    let output = "";
    npm.stdout!.setEncoding("utf8");
    await new Promise<void>((resolve, reject) => {
      npm.stdout!.on("data", (chunk: string) => {
        output += chunk;
        if (output.includes("PennyCart is ready")) resolve();
      });
      npm.once("exit", (code) => reject(new Error(`npm start exited with ${code} before the server was ready:\n${output}`)));
    });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    npm.kill("SIGTERM");
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain("shutting down");
    expect(await listening(port)).toBe(false);
  });
});
