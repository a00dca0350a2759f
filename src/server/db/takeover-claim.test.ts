// @module-tag slow
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { DEAD_PID, deadOwnersLock } from "../../../tests/support/dead-owners-lock";
import { claimPath, type JudgedLock } from "./takeover-claim";

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-takeover-claim-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

// A test that starts a claimant process (tsx): seconds on a quiet machine, past a minute with both cores busy.
const CLAIMANT_TEST_TIMEOUT_MS = 180_000;
const host = os.hostname();
const claimant = path.resolve(import.meta.dirname, "../../../tests/support/hold-takeover-claim.ts");

/** A process that claims the takeover of the judged lock and keeps the claim until it is killed. */
async function startClaimant(dir: string, judged: JudgedLock): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", claimant, dir, JSON.stringify(judged)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let output = "";
  child.stdout!.setEncoding("utf8");
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("claimed")) resolve();
      if (output.includes("refused")) reject(new Error("the claimant was refused the claim"));
    });
    child.once("exit", (code) => reject(new Error(`the claimant exited with ${code} before it claimed`)));
  });
  return child;
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

const claimsIn = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("pennycart.takeover"));

describe("taking over a dead owner's data-directory lock", { timeout: CLAIMANT_TEST_TIMEOUT_MS }, () => {
  it("happens at once even when a process was killed in the middle of its own takeover, holding the claim", async () => {
    const { dir, judged } = deadOwnersLock(root, "claimant-killed");
    await kill9(await startClaimant(dir, judged));
    expect(claimsIn(dir)).toHaveLength(1);

    const lock = await lockDataDir(dir);
    // Holding the lock, the start swept the dead claimant's claim away.
    expect(claimsIn(dir)).toEqual([]);
    await lock.release();
  });

  it("is refused while a live process holds the claim, and leaves the lock as it was; allowed once that process is gone", async () => {
    const { dir, judged } = deadOwnersLock(root, "claimant-alive");
    const child = await startClaimant(dir, judged);
    const before = statSync(path.join(dir, "pennycart.lock"));

    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const after = statSync(path.join(dir, "pennycart.lock"));
    expect([after.ino, after.birthtimeMs]).toEqual([before.ino, before.birthtimeMs]);

    await kill9(child);
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("passes another host's claim only once it is older than the stale time (a shared disk)", async () => {
    const { dir, judged } = deadOwnersLock(root, "claimant-elsewhere");
    const claim = claimPath(dir, judged, 0);
    writeFileSync(claim, JSON.stringify({ pid: 4242, host: `${host}-elsewhere`, startTicks: "77" }));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);

    const past = new Date(Date.now() - 120_000);
    utimesSync(claim, past, past);
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("lets only one of several starts take it over when dead claimants' claims are left at two levels", async () => {
    for (let round = 0; round < 30; round += 1) {
      const { dir, judged } = deadOwnersLock(root, `race-claims-${round}`);
      for (const level of [0, 1]) {
        writeFileSync(claimPath(dir, judged, level), JSON.stringify({ pid: DEAD_PID + level + 1, host, startTicks: null }));
      }
      const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
      const taken = results.filter((r) => r.status === "fulfilled");
      expect(taken.length === 1 ? [] : results, `round ${round}`).toEqual([]);
      expect(
        results.filter((r) => r.status === "rejected").every((r) => r.reason instanceof DataDirLockedError),
        `round ${round}`,
      ).toBe(true);

      await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
      expect(claimsIn(dir), `round ${round}`).toEqual([]);
    }
  });

  it("is not delayed by a takeover lock that an earlier version was killed holding", async () => {
    const { dir } = deadOwnersLock(root, "legacy-takeover-lock");
    // Before the claims, takeovers ran under proper-lockfile's `pennycart.takeover.lock`, stale only after 60 s.
    await mkdir(path.join(dir, "pennycart.takeover.lock"));
    const lock = await lockDataDir(dir);
    expect(claimsIn(dir)).toEqual([]);
    await lock.release();
  });

  it("sweeps claims left for a lock that no longer exists when the data directory is next locked", async () => {
    const { dir, judged } = deadOwnersLock(root, "leftover-claims");
    rmSync(path.join(dir, "pennycart.lock"), { recursive: true });
    rmSync(path.join(dir, "pennycart.lock.owner.json"));
    writeFileSync(claimPath(dir, judged, 0), JSON.stringify({ pid: DEAD_PID, host, startTicks: null }));
    writeFileSync(`${claimPath(dir, judged, 1)}.0a1b2c.draft`, "{");

    const lock = await lockDataDir(dir);
    expect(claimsIn(dir)).toEqual([]);
    await lock.release();
  });
});
