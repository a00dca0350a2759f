// @module-tag slow
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, openPgliteDatabase } from "./client";
import { lockDataDir, lockFileName } from "./data-dir-lock";

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-lock-crash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

// Each test of a crash starts a holder process (tsx; PGlite for the one that checks the owner's writes): seconds on a
// quiet machine, past a minute with both cores busy. A ceiling, not a measurement.
const HOLDER_TEST_TIMEOUT_MS = 180_000;

const databaseHolder = path.resolve(import.meta.dirname, "../../../tests/support/hold-data-dir.ts");
const lockHolder = path.resolve(import.meta.dirname, "../../../tests/support/hold-data-dir-lock.ts");

/**
 * Starts a separate process that holds the lock on dir and waits to be killed: with `value`, it opens the database
 * there and writes `value` first; without, it only takes the lock.
 */
async function startHolder(dir: string, value?: number): Promise<ChildProcess> {
  const args = value === undefined ? [lockHolder, dir] : [databaseHolder, dir, String(value)];
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let output = "";
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => output.includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code} before it was ready`)));
  });
  return child;
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

describe("the data directory after a crash", { timeout: HOLDER_TEST_TIMEOUT_MS }, () => {
  it("is taken over at once when its owner was killed with SIGKILL, with the owner's writes kept", async () => {
    const dir = path.join(root, "killed");
    const child = await startHolder(dir, 7);
    await kill9(child);

    // No waiting: the kernel dropped the dead owner's lock with its open files.
    const reopened = await openPgliteDatabase(dir);
    try {
      const result = (await reopened.db.execute(sql`select v from kept`)) as unknown as { rows: { v: number }[] };
      expect(result.rows).toEqual([{ v: 7 }]);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await reopened.close();
    }
    // Closing the database lets the lock go.
    await (await lockDataDir(dir)).release();
  });

  it("is still refused while its owner runs in another process", async () => {
    const dir = path.join(root, "live");
    await startHolder(dir);
    await expect(openPgliteDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("is still refused while its owner runs, however old the lock file", async () => {
    const dir = path.join(root, "stalled");
    await startHolder(dir);
    // The owner's event loop is blocked (a long statement) and nothing of the lock has changed for a long while.
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(dir, lockFileName), past, past);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("lets only one of two processes restarting at once take over a dead owner's lock", async () => {
    const dir = path.join(root, "race");
    await kill9(await startHolder(dir));
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
    const taken = results.filter((r) => r.status === "fulfilled");
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it("lets only one of several starts at once take a lock file left by a process that is gone, round after round", async () => {
    // A machine that was down a while: the lock file is there, untouched for an hour, and nobody holds it.
    for (let round = 0; round < 30; round += 1) {
      const dir = path.join(root, `race-left-${round}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, lockFileName), "");
      const past = new Date(Date.now() - 3_600_000);
      utimesSync(path.join(dir, lockFileName), past, past);
      const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
      const taken = results.filter((r) => r.status === "fulfilled");
      expect(taken, `round ${round}`).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirLockedError);
      await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
    }
  });
});

describe("the data-directory lock in one process", () => {
  it("is refused to a second open while the first holds it, and free again once released", async () => {
    const dir = path.join(root, "one-process");
    mkdirSync(dir, { recursive: true });
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.release();
    await first.release(); // twice is harmless
    const second = await lockDataDir(dir);
    await second.release();
  });

  it("starts on a data directory an earlier version left locked by its own scheme (a lock directory and owner record)", async () => {
    const dir = path.join(root, "earlier-version");
    mkdirSync(path.join(dir, "pennycart.lock"), { recursive: true });
    writeFileSync(path.join(dir, "pennycart.lock.owner.json"), JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname() }));
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
