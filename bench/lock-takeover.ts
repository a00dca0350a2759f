/**
 * How long a restart after `kill -9` waits for the embedded database's lock, apart from start-up
 * work: a child process opens a DATA_DIR and is killed with SIGKILL; this process then tries to open
 * the same DATA_DIR every 100 ms, as a supervisor restarting the app would, and prints the time from
 * the kill until the open succeeds and how many attempts were refused. Independent of machine load,
 * unlike the restart times of bench/durability.ts.
 *
 *   npx tsx bench/lock-takeover.ts [--rounds=5]
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirLockedError, openPgliteDatabase } from "../src/server/db/client";

const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 5);
const holder = path.resolve(import.meta.dirname, "../tests/support/hold-data-dir.ts");
const waits: number[] = [];

for (let round = 1; round <= rounds; round++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-lock-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", holder, dir, "1"], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) =>
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve()),
  );
  // A server that has been up a little while, killed at an arbitrary moment.
  await new Promise((r) => setTimeout(r, 1000 + Math.random() * 4000));
  const exited = once(child, "exit");
  const killedAt = performance.now();
  child.kill("SIGKILL");
  await exited;
  let refused = 0;
  for (;;) {
    try {
      const database = await openPgliteDatabase(dir);
      const waited = performance.now() - killedAt;
      waits.push(waited);
      console.log(`round ${round}: lock taken ${(waited / 1000).toFixed(2)} s after the kill, ${refused} attempts refused first`);
      await database.close();
      break;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      refused++;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
const sorted = [...waits].sort((a, b) => a - b);
console.log(
  `median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s over ${rounds} rounds`,
);
