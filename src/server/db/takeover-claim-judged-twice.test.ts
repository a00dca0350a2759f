// Two starts that judge the same abandoned lock at different moments of one takeover: the first by its dead owner's
// record, the second, after the first removed that record, by its stale heartbeat alone. Forced with a wrapped `rm`,
// no sleeps: the second start runs while the first stands between removing the owner record and the lock directory.
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { deadOwnersLock } from "../../../tests/support/dead-owners-lock";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "./data-dir-lock";

const hook = vi.hoisted(() => ({ beforeRm: async (_target: string) => {} }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    rm: async (target: string, options?: Parameters<typeof actual.rm>[1]) => {
      await hook.beforeRm(String(target));
      return actual.rm(target, options);
    },
  };
});

const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-judged-twice-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  hook.beforeRm = async () => {};
});

it("lets only one start take over a dead owner's lock whose heartbeat is also stale", { timeout: 60_000 }, async () => {
  const { dir } = deadOwnersLock(root, "stale-and-dead");
  const lockDir = path.join(dir, "pennycart.lock");
  const ownerFile = `${lockDir}.owner.json`;
  // The owner died a minute ago: its heartbeat is stale too, so a start that finds no owner record may still take over.
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(lockDir, minuteAgo, minuteAgo);

  let second: Promise<DataDirLock> | undefined;
  let secondRemovesOwner!: () => void;
  const secondPassedItsCheck = new Promise<void>((resolve) => (secondRemovesOwner = resolve));
  let ownerRemovals = 0;
  let lockRemovals = 0;
  hook.beforeRm = async (target) => {
    if (target === ownerFile && ++ownerRemovals === 2) secondRemovesOwner();
    if (target !== lockDir) return;
    lockRemovals += 1;
    if (lockRemovals === 1) {
      // The first start has removed the owner record and not yet the lock directory: the second starts now, and the
      // first goes on once the second is refused or has judged the lock again under its own claim.
      second = lockDataDir(dir);
      await Promise.race([secondPassedItsCheck, second.catch(() => undefined)]);
    } else {
      await first.catch(() => undefined);
    }
  };
  // Every rm it waits on comes after this start's first await, when `first` is set.
  const first = lockDataDir(dir);
  await first.catch(() => undefined);
  const results = await Promise.allSettled([first, second!]);
  hook.beforeRm = async () => {};

  const taken = results.filter((r): r is PromiseFulfilledResult<DataDirLock> => r.status === "fulfilled");
  for (const { value } of taken) await value.release().catch(() => undefined);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected"]);
  expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(DataDirLockedError);
});
