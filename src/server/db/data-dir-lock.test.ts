// @module-tag slow
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, openPgliteDatabase } from "./client";
import { lockDataDir, ownerIsGone, processStartTicks } from "./data-dir-lock";

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-lock-crash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

// Each test of a crash starts a holder process (tsx, then PGlite): seconds on a quiet machine, past a minute with both
// cores busy. A ceiling, not a measurement.
const HOLDER_TEST_TIMEOUT_MS = 180_000;

const holder = path.resolve(import.meta.dirname, "../../../tests/support/hold-data-dir.ts");

/** Starts a separate process that opens the database in dir, writes `value` and waits to be killed. */
async function startHolder(dir: string, value: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", holder, dir, String(value)], {
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

    // No waiting for the 10 s stale rule: the dead owner is recognised straight away.
    const reopened = await openPgliteDatabase(dir);
    try {
      const result = (await reopened.db.execute(sql`select v from kept`)) as unknown as { rows: { v: number }[] };
      expect(result.rows).toEqual([{ v: 7 }]);
    } finally {
      await reopened.close();
    }
  });

  it("is still refused while its owner runs in another process", async () => {
    const dir = path.join(root, "live");
    await startHolder(dir, 1);
    await expect(openPgliteDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("is still refused while its owner runs but has not refreshed the lock for longer than the stale time", async () => {
    const dir = path.join(root, "stalled");
    await startHolder(dir, 1);
    // The owner's event loop was blocked (a long statement): its heartbeat is 20 s old.
    const past = new Date(Date.now() - 20_000);
    utimesSync(path.join(dir, "pennycart.lock"), past, past);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("lets only one of two processes restarting at once take over a dead owner's lock", async () => {
    const dir = path.join(root, "race");
    await kill9(await startHolder(dir, 1));
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
    const taken = results.filter((r) => r.status === "fulfilled");
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it("lets only one of several processes take over a dead owner's lock whose heartbeat is older than the stale time", async () => {
    // A machine that was down for a while: the dead owner's heartbeat is far older than the 10 s stale rule, which
    // proper-lockfile would apply by itself (stat, remove, create) in every process starting at once, letting two of
    // them hold the lock, or none (seen within 30 rounds before decision 008 was amended).
    for (let round = 0; round < 30; round += 1) {
      const dir = path.join(root, `race-stale-${round}`);
      const lockDir = path.join(dir, "pennycart.lock");
      await mkdir(lockDir, { recursive: true });
      const dead = { pid: 2 ** 22 + 17, host: os.hostname(), startTicks: null, lockIno: statSync(lockDir).ino };
      writeFileSync(`${lockDir}.owner.json`, JSON.stringify(dead));
      const past = new Date(Date.now() - 60_000);
      utimesSync(lockDir, past, past);
      const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
      const taken = results.filter((r) => r.status === "fulfilled");
      expect(taken, `round ${round}`).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirLockedError);
      await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
    }
  });
});

describe("whether a lock's owner is gone", () => {
  const host = os.hostname();

  it("is yes for a pid no process has", () => {
    expect(ownerIsGone({ pid: 2 ** 22 + 17, host, startTicks: null })).toBe(true);
  });

  it("is yes when the pid now belongs to a process started at another time", () => {
    expect(ownerIsGone({ pid: process.ppid, host, startTicks: "1" })).toBe(process.platform === "linux");
  });

  it("is yes for an earlier run that had this process's pid (a container's pid 1 after a restart)", () => {
    expect(ownerIsGone({ pid: process.pid, host, startTicks: "1" })).toBe(process.platform === "linux");
  });

  it("is no for a running process, for this process and for an owner on another host", () => {
    expect(ownerIsGone({ pid: process.ppid, host, startTicks: processStartTicks(process.ppid) })).toBe(false);
    expect(ownerIsGone({ pid: process.pid, host, startTicks: null })).toBe(false);
    expect(ownerIsGone({ pid: 2 ** 22 + 17, host: `${host}-elsewhere`, startTicks: null })).toBe(false);
  });

  it("refuses a lock whose owner file is missing or unreadable (an owner that has not written it yet)", async () => {
    const dir = path.join(root, "unreadable");
    await mkdir(path.join(dir, "pennycart.lock"), { recursive: true });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    writeFileSync(path.join(dir, "pennycart.lock.owner.json"), "{not json");
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    // A dead owner's record that names an earlier lock directory is not this lock's owner.
    const dead = {
      pid: 2 ** 22 + 17,
      host: os.hostname(),
      startTicks: null,
      lockIno: statSync(path.join(dir, "pennycart.lock")).ino + 1,
    };
    writeFileSync(path.join(dir, "pennycart.lock.owner.json"), JSON.stringify(dead));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    writeFileSync(path.join(dir, "pennycart.lock.owner.json"), JSON.stringify({ ...dead, lockIno: dead.lockIno - 1 }));
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});

describe("the data-directory lock under review", () => {
  const host = os.hostname();

  it("does not read an earlier lock's owner record as the owner of a new lock that reused its inode", async () => {
    // An earlier owner died after its lock directory was removed without its record (proper-lockfile's exit handler
    // removes only the directory). A new owner has just made the lock, which got the freed inode, and has not yet
    // written its own record: the earlier record names this very inode, but was written before the directory existed.
    const dir = path.join(root, "reused-inode");
    const lockDir = path.join(dir, "pennycart.lock");
    await mkdir(lockDir, { recursive: true });
    const earlier = { pid: 2 ** 22 + 17, host, startTicks: null, lockIno: statSync(lockDir).ino };
    writeFileSync(`${lockDir}.owner.json`, JSON.stringify(earlier));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${lockDir}.owner.json`, past, past);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("does not keep holding the lock when its owner record cannot be written", async () => {
    const dir = path.join(root, "record-unwritable");
    // The record's path is taken by a directory: writing it fails after the lock directory was made.
    await mkdir(path.join(dir, "pennycart.lock.owner.json"), { recursive: true });
    await expect(lockDataDir(dir)).rejects.toThrow();
    rmSync(path.join(dir, "pennycart.lock.owner.json"), { recursive: true });
    // The failed start left nothing behind: the lock is free again, not held (and kept fresh) by this process.
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
