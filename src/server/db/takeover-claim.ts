import { randomBytes } from "node:crypto";
import { link, open, readdir, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { currentProcess, ownerIsAlive, ownerIsGone, parseOwner, type LockOwner } from "./lock-owner";

/**
 * The claim that serialises the takeovers of one abandoned data-directory lock (decision 008).
 *
 * A claim is a file named for the lock directory judged abandoned (its inode and birth time), holding the
 * claimant's pid, host and start time, made whole in one step (written aside, then hard-linked into place, which fails
 * when the name exists). It has no stale rule that removes it: a claimant that died holding it is passed by making the
 * claim of the next level (`.1`, `.2`, …), which every process passing it names alike, so two of them never both hold
 * a level; nothing is removed while a takeover may be under way. A claim's holder is passed when it is a process of
 * this host that is gone (at once), or not known to run here and its claim is older than CLAIM_STALE_MS (a shared disk).
 * All claims are removed by whoever next holds the data-directory lock: a claim names a lock that no longer exists then.
 */

/** A claim held this long by a process not known to run on this host (another host) is passed. */
export const CLAIM_STALE_MS = 60_000;
/** How often a claim held by a live process is tried again before the start is refused (about 4.5 s in all). */
const CLAIM_RETRIES = 20;
/** More levels than processes could ever die holding one lock's claim: the directory is being tampered with. */
const MAX_LEVELS = 100;
const CLAIM_PREFIX = "pennycart.takeover-";
/** What versions before the claims used (proper-lockfile's lock directory); removed with the claims. */
const LEGACY_TAKEOVER_LOCK = "pennycart.takeover.lock";

/** The lock directory as judged: the claim is for this very directory and owner, never for a later one. */
export type JudgedLock = { ino: number; birthtimeMs: number; owner: LockOwner | null };

/**
 * The path of a judged lock's claim at a level (exported for tests that leave a dead claimant's claim behind). Named
 * for the lock directory alone, never for the owner it was judged by: a takeover removes the owner record before the
 * directory, so a start judging in between reads no owner (and, the heartbeat being stale, may take over too); its
 * claim must be the same one. The owner is compared when the lock is judged again under the claim.
 */
export function claimPath(dataDir: string, judged: Pick<JudgedLock, "ino" | "birthtimeMs">, level: number): string {
  return path.join(dataDir, `${CLAIM_PREFIX}${judged.ino}-${Math.trunc(judged.birthtimeMs)}.${level}`);
}

/** Makes the claim whole or not at all; false when it is already held (or its draft was swept away meanwhile). */
async function tryClaim(claim: string, me: LockOwner): Promise<boolean> {
  const draft = `${claim}.${randomBytes(6).toString("hex")}.draft`;
  try {
    await writeFile(draft, JSON.stringify(me), { flag: "wx" });
    await link(draft, claim);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  // A file system without hard links: made with O_EXCL and then written. A reader in between finds no holder in it
  // and judges it by its age (fresh: held), so it is never passed early; only a claimant killed in that instant
  // leaves one that is passed after CLAIM_STALE_MS.
  try {
    await writeFile(claim, JSON.stringify(me), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

type HolderState = "held" | "abandoned" | "vanished";

async function holderState(claim: string): Promise<HolderState> {
  let file;
  try {
    file = await open(claim, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "vanished";
    throw error;
  }
  try {
    // Content and age from one open file: the name may be removed and made again meanwhile.
    const [info, text] = await Promise.all([file.stat(), file.readFile("utf8")]);
    const holder = parseOwner(text);
    if (holder && ownerIsGone(holder)) return "abandoned";
    if (holder && ownerIsAlive(holder)) return "held";
    return info.mtimeMs < Date.now() - CLAIM_STALE_MS ? "abandoned" : "held";
  } finally {
    await file.close();
  }
}

/**
 * Claims the takeover of the judged lock: a release function, or null when a live process holds the claim throughout
 * the retries (it is taking the lock over; this start is refused).
 */
export async function claimTakeover(dataDir: string, judged: JudgedLock): Promise<(() => Promise<void>) | null> {
  const me = currentProcess();
  for (let attempt = 0; attempt <= CLAIM_RETRIES; attempt += 1) {
    let level = 0;
    // Each step makes a claim, passes a gone claimant's or finds one that vanished meanwhile: bounded all the same.
    for (let step = 0; level < MAX_LEVELS && step < 2 * MAX_LEVELS; step += 1) {
      const claim = claimPath(dataDir, judged, level);
      if (await tryClaim(claim, me)) return () => rm(claim, { force: true });
      const state = await holderState(claim);
      if (state === "held") break;
      if (state === "abandoned") level += 1;
    }
    if (attempt < CLAIM_RETRIES) await sleep(Math.min(250, 25 * 2 ** attempt));
  }
  return null;
}

/**
 * Removes every claim (and the legacy takeover lock): called by the holder of the data-directory lock, when every claim
 * names a lock that is gone. A process still working under one judges the lock again under it and is refused.
 */
export async function removeClaims(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(CLAIM_PREFIX) || name === LEGACY_TAKEOVER_LOCK)
      .map((name) => rm(path.join(dataDir, name), { recursive: true, force: true }).catch(() => undefined)),
  );
}
