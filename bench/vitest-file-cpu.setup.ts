// Per test file CPU (bench/vitest-cpu.config.ts): the worker process's own CPU and that of the children it waited
// for, from this file's setup to its last afterAll, one JSON line a file in VITEST_CPU_OUT. With isolate: false a
// worker runs files one after another in one process, so the difference is the file's (PostgreSQL's backends excluded).
import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, expect } from "vitest";

const ticks = () => {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { own: (Number(f[11]) + Number(f[12])) / 100, children: (Number(f[13]) + Number(f[14])) / 100 };
};
const start = ticks();
const t0 = Date.now();
afterAll(() => {
  const end = ticks();
  const file = expect.getState().testPath ?? "?";
  appendFileSync(
    process.env.VITEST_CPU_OUT ?? "/tmp/vitest-cpu.jsonl",
    `${JSON.stringify({ file: file.replace(/.*\/wt\/[^/]+\//, ""), pid: process.pid, own: end.own - start.own, children: end.children - start.children, wall: (Date.now() - t0) / 1000 })}\n`,
  );
});
