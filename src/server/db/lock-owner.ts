import { readFileSync } from "node:fs";
import os from "node:os";

/** Who holds a lock: a process of a host, told apart from a later process with the same pid by its start time. */
export type LockOwner = { pid: number; host: string; startTicks: string | null };

/** The start time of a process in clock ticks since boot (Linux /proc), or null where it cannot be read. */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may contain spaces; field 22 is the start time.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** This process, as a lock records it. */
export function currentProcess(): LockOwner {
  return { pid: process.pid, host: os.hostname(), startTicks: processStartTicks(process.pid) };
}

/** Whether the recorded owner is certainly gone: a process of this host whose pid is free or reused. */
export function ownerIsGone(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) {
    // An earlier run with our pid (in a container the app is pid 1 after every restart), unless it is us.
    const ours = processStartTicks(process.pid);
    return owner.startTicks !== null && ours !== null && owner.startTicks !== ours;
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid runs under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
  const ticks = processStartTicks(owner.pid);
  return owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks;
}

/** Whether the recorded owner certainly still runs: a process of this host with that pid, started at that time. */
export function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname() || owner.startTicks === null) return false;
  return processStartTicks(owner.pid) === owner.startTicks;
}

/** A record read back from disk, or null when it is not one. */
export function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== "number" || typeof owner.host !== "string") return null;
    return { pid: owner.pid, host: owner.host, startTicks: typeof owner.startTicks === "string" ? owner.startTicks : null };
  } catch {
    return null;
  }
}
