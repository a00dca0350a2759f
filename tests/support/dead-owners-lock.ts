// A data directory whose lock a dead process of this host left behind, for the data-directory lock tests.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { JudgedLock } from "../../src/server/db/takeover-claim";

/** A pid above Linux's pid_max: no process has it. */
export const DEAD_PID = 2 ** 22 + 17;

/** Makes `root/name` with a lock left by DEAD_PID; returns it and the lock as a start judges it. */
export function deadOwnersLock(root: string, name: string): { dir: string; judged: JudgedLock } {
  const dir = path.join(root, name);
  const lockDir = path.join(dir, "pennycart.lock");
  mkdirSync(lockDir, { recursive: true });
  const lock = statSync(lockDir);
  const owner = { pid: DEAD_PID, host: os.hostname(), startTicks: null };
  writeFileSync(`${lockDir}.owner.json`, JSON.stringify({ ...owner, lockIno: lock.ino }));
  return { dir, judged: { ino: lock.ino, birthtimeMs: lock.birthtimeMs, owner } };
}
