import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";
import { currentProcess, ownerIsAlive, ownerIsGone, parseOwner, type LockOwner } from "./lock-owner";
import { claimTakeover, removeClaims, type JudgedLock } from "./takeover-claim";

export { ownerIsGone, processStartTicks, type LockOwner } from "./lock-owner";

/**
 * The lock that keeps a second process off an embedded database directory.
 *
 * proper-lockfile takes the lock atomically (mkdir) and keeps its mtime fresh, so a lock left by a
 * process that died is taken over only after `stale` milliseconds (10 s): after a `kill -9` a
 * supervisor restarting the app at once would be refused for 8–13 s and give up. So the owner also
 * writes who it is (host, pid and the pid's start time) beside the lock, the way PostgreSQL's
 * postmaster.pid does, naming the lock directory's inode so a record left by an earlier owner is
 * never read as the current one (the file sits outside the directory, whose mtime is the heartbeat); a process that finds the lock checks that owner, and when it is a process of
 * this host that no longer runs (or whose pid now belongs to a later process), takes the lock over at
 * once. A live owner is still refused; an owner on another host (a shared disk) falls back to the
 * mtime rule. Takeovers of one judged lock are serialised by a claim (takeover-claim.ts), under which the owner is
 * read again, so two processes restarting at once cannot both take the same stale lock, and a process killed while
 * holding the claim delays no later start.
 *
 * proper-lockfile is never left to apply its own stale rule to the main lock (it would stat, remove and
 * recreate the lock in every process starting at once, and two of them could both end up holding it, or
 * none): its stale time is set beyond reach, and every takeover, by the owner record or by the mtime
 * rule, happens under the claim, removing only the lock directory that was judged.
 */

type OwnerRecord = LockOwner & { lockIno: number };

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

/** A lock whose heartbeat is older than this, and whose owner is not known to run on this host, may be taken over. */
const STALE_MS = 10_000;
/** The heartbeat's interval (proper-lockfile's `update`). */
const HEARTBEAT_MS = STALE_MS / 2;
/** What proper-lockfile is told: never stale by its own rule (see above), and never "compromised" by a slow heartbeat. */
const NEVER_STALE_MS = 10 * 365 * 24 * 3600 * 1000;

async function readOwner(lockDir: string): Promise<LockOwner | null> {
  try {
    const [lock, record, text] = await Promise.all([
      stat(lockDir),
      stat(ownerFile(lockDir)),
      readFile(ownerFile(lockDir), "utf8"),
    ]);
    const owner = parseOwner(text);
    if (!owner || (JSON.parse(text) as Partial<OwnerRecord>).lockIno !== lock.ino) return null;
    // A record written before the lock directory was made is an earlier lock's whose inode the new one reused (the
    // new owner has not written its record yet). Where the file system keeps no birth time it reads as 0.
    if (record.mtimeMs < lock.birthtimeMs) return null;
    return owner;
  } catch {
    // Missing (the owner is between taking the lock and writing it), unreadable or an earlier owner's: not known to be gone.
    return null;
  }
}

const ownerFile = (lockDir: string) => `${lockDir}.owner.json`;

function isLocked(error: unknown): boolean {
  return (error as { code?: string }).code === "ELOCKED";
}

async function lockOnce(dataDir: string, lockDir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, { lockfilePath: lockDir, stale: NEVER_STALE_MS, update: HEARTBEAT_MS });
  try {
    const owner: OwnerRecord = { ...currentProcess(), lockIno: (await stat(lockDir)).ino };
    await writeFile(ownerFile(lockDir), JSON.stringify(owner));
  } catch (error) {
    // Not left held (and kept fresh by the heartbeat) by a start that failed.
    await release().catch(() => undefined);
    throw error;
  }
  // Holding the lock, every takeover claim left behind names a lock that no longer exists.
  await removeClaims(dataDir);
  return async () => {
    await rm(ownerFile(lockDir), { force: true });
    await release();
  };
}

/**
 * The lock directory as it stands, when it may be taken over: its owner is a process of this host that is gone, or
 * its owner is not known to run here and its heartbeat is older than the stale time. Null when it must be left alone.
 */
async function judge(lockDir: string): Promise<JudgedLock | null> {
  let lock;
  try {
    lock = await stat(lockDir);
  } catch {
    return null;
  }
  const owner = await readOwner(lockDir);
  const judged = { ino: lock.ino, birthtimeMs: lock.birthtimeMs, owner };
  if (owner && ownerIsGone(owner)) return judged;
  if (owner && ownerIsAlive(owner)) return null;
  return lock.mtimeMs < Date.now() - STALE_MS ? judged : null;
}

const sameOwner = (a: LockOwner | null, b: LockOwner | null) =>
  a === b || (a !== null && b !== null && a.pid === b.pid && a.host === b.host && a.startTicks === b.startTicks);

const sameLock = (a: JudgedLock, b: JudgedLock) =>
  a.ino === b.ino && a.birthtimeMs === b.birthtimeMs && sameOwner(a.owner, b.owner);

/** Takes the lock on dataDir, taking over one left by a dead process of this host; DataDirLockedError when held. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockDir = path.join(dataDir, "pennycart.lock");
  // A live owner is refused whatever the lock's mtime says: its heartbeat stops while a long PGlite
  // statement (WebAssembly on the event loop) blocks it.
  const recorded = await readOwner(lockDir);
  if (recorded && ownerIsAlive(recorded)) throw new DataDirLockedError(dataDir);
  try {
    return { release: await lockOnce(dataDir, lockDir) };
  } catch (error) {
    if (!isLocked(error)) throw error;
  }
  const judged = await judge(lockDir);
  if (!judged) throw new DataDirLockedError(dataDir);

  const releaseClaim = await claimTakeover(dataDir, judged);
  if (!releaseClaim) throw new DataDirLockedError(dataDir);
  try {
    // Judged again under the claim: another process may have taken it over meanwhile. Only the very directory judged
    // (same inode, birth time and owner) is removed, its owner record first, so that a new lock that happens to get
    // the old inode is never read as the dead owner's.
    const current = await judge(lockDir);
    if (!current || !sameLock(current, judged)) throw new DataDirLockedError(dataDir);
    await rm(ownerFile(lockDir), { force: true });
    await rm(lockDir, { recursive: true, force: true });
    try {
      return { release: await lockOnce(dataDir, lockDir) };
    } catch (error) {
      if (isLocked(error)) throw new DataDirLockedError(dataDir);
      throw error;
    }
  } finally {
    // Already removed with every other claim when the lock was taken; a failure to remove it never fails the start.
    await releaseClaim().catch(() => undefined);
  }
}
