/**
 * What a process's resident memory is made of, from /proc/<pid>/smaps (Linux): RSS summed by kind of mapping, so a
 * figure says how much is V8's heap and other anonymous memory (malloc arenas, thread stacks), node's binary, shared
 * libraries (sharp's libvips, ...) and files. The V8 heap and malloc's arenas are both anonymous mappings: tell them
 * apart with the heap's own figure (process.memoryUsage().heapTotal) or a heap snapshot.
 */
import { readFileSync } from "node:fs";

/** RSS in MB by mapping kind: "[anon]", "[heap]" (brk), "[stack]", or the mapped file's base name. */
export function rssByMapping(pid: number): Map<string, number> {
  const byKind = new Map<string, number>();
  let kind = "[anon]";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1]!.trim();
      kind = name === "" ? "[anon]" : name.startsWith("[") ? name.replace(/:.*/, "") : name.split("/").pop()!;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) byKind.set(kind, (byKind.get(kind) ?? 0) + Number(rss[1]) / 1024);
  }
  return byKind;
}

/** "[anon] 120.3, node 38.1, ..." for the kinds holding at least minMb. */
export function formatRssByMapping(pid: number, minMb = 1): string {
  const kinds = [...rssByMapping(pid)].sort((a, b) => b[1] - a[1]);
  const total = kinds.reduce((sum, [, mb]) => sum + mb, 0);
  const shown = kinds.filter(([, mb]) => mb >= minMb).map(([kind, mb]) => `${kind} ${mb.toFixed(1)}`);
  return `${total.toFixed(1)} MB: ${shown.join(", ")}`;
}
