import { closeSync, openSync } from "node:fs";
import path from "node:path";

/**
 * The lock that keeps a second process off an embedded database directory (decision 047): an exclusive
 * flock(2) on `DATA_DIR/data-dir.lock`, held on an open file for as long as the database is open. The kernel
 * gives it to one open file at a time and drops it when its holder's file is closed, however the process ends
 * (kill -9 included), so a restart takes it at once and no stale rule or owner record is needed. The file
 * stays: removing a lock file while another process waits on it would let two hold it.
 */
export type DataDirLock = { release(): Promise<void> };

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another PennyCart process is already using the data directory ${dataDir}. ` +
        "Stop it first, or set DATA_DIR to another directory.",
    );
    this.name = "DataDirLockedError";
  }
}

export const lockFileName = "data-dir.lock";

/** Takes the lock on dataDir (which must exist), or throws DataDirLockedError while another open file holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  // "a" creates the file and never truncates it; Node opens it close-on-exec, so no child process inherits the lock.
  // fs-ext is a native addon that only embedded deployments need: a server on PostgreSQL never loads it.
  const { flockSync } = await import("fs-ext");
  const fd = openSync(path.join(dataDir, lockFileName), "a");
  try {
    flockSync(fd, "exnb");
  } catch (error) {
    closeSync(fd);
    if ((error as { code?: string }).code === "EAGAIN" || (error as { code?: string }).code === "EWOULDBLOCK") {
      throw new DataDirLockedError(dataDir);
    }
    throw error;
  }
  let held = true;
  return {
    async release() {
      if (!held) return;
      held = false;
      closeSync(fd);
    },
  };
}
