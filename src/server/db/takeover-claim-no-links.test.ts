import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { link, mkdir } from "node:fs/promises";
import type * as FsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { lockDataDir } from "./data-dir-lock";
import { claimPath, claimTakeover, type JudgedLock } from "./takeover-claim";

// A file system without hard links (link(2) fails with EPERM, as on FAT).
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return { ...actual, link: vi.fn(() => Promise.reject(Object.assign(new Error("no hard links here"), { code: "EPERM" }))) };
});

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-claim-no-links-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const host = os.hostname();
const DEAD_PID = 2 ** 22 + 17;

async function deadOwnersLock(name: string): Promise<{ dir: string; judged: JudgedLock }> {
  const dir = path.join(root, name);
  const lockDir = path.join(dir, "pennycart.lock");
  await mkdir(lockDir, { recursive: true });
  const lock = statSync(lockDir);
  writeFileSync(`${lockDir}.owner.json`, JSON.stringify({ pid: DEAD_PID, host, startTicks: null, lockIno: lock.ino }));
  return { dir, judged: { ino: lock.ino, birthtimeMs: lock.birthtimeMs, owner: { pid: DEAD_PID, host, startTicks: null } } };
}

describe("takeover claims on a file system without hard links", () => {
  it("are still made once, naming their claimant, and refuse a second claimant while held", async () => {
    const { dir, judged } = await deadOwnersLock("claim-once");
    const release = await claimTakeover(dir, judged);
    expect(release).not.toBeNull();
    expect(vi.mocked(link)).toHaveBeenCalled();
    expect(JSON.parse(readFileSync(claimPath(dir, judged, 0), "utf8"))).toMatchObject({ pid: process.pid, host });

    expect(await claimTakeover(dir, judged)).toBeNull();
    await release!();
    expect(await claimTakeover(dir, judged)).not.toBeNull();
  });

  it("still let a start take over a dead owner's lock", async () => {
    const { dir } = await deadOwnersLock("takeover");
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
