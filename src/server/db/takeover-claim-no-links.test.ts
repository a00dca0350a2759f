import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { link } from "node:fs/promises";
import type * as FsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { lockDataDir } from "./data-dir-lock";
import { deadOwnersLock } from "../../../tests/support/dead-owners-lock";
import { claimPath, claimTakeover } from "./takeover-claim";

// A file system without hard links (link(2) fails with EPERM, as on FAT).
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return { ...actual, link: vi.fn(() => Promise.reject(Object.assign(new Error("no hard links here"), { code: "EPERM" }))) };
});

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-claim-no-links-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const host = os.hostname();

describe("takeover claims on a file system without hard links", () => {
  it("are still made once, naming their claimant, and refuse a second claimant while held", async () => {
    const { dir, judged } = deadOwnersLock(root, "claim-once");
    const release = await claimTakeover(dir, judged);
    expect(release).not.toBeNull();
    expect(vi.mocked(link)).toHaveBeenCalled();
    expect(JSON.parse(readFileSync(claimPath(dir, judged, 0), "utf8"))).toMatchObject({ pid: process.pid, host });

    expect(await claimTakeover(dir, judged)).toBeNull();
    await release!();
    expect(await claimTakeover(dir, judged)).not.toBeNull();
  });

  it("still let a start take over a dead owner's lock", async () => {
    const { dir } = deadOwnersLock(root, "takeover");
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
