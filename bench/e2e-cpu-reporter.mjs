/* global process, console */
// A Playwright reporter for measuring where the journeys' CPU goes: with one worker (E2E_WORKERS=1) journeys run one
// after another, so the CPU its cgroup (cgroup v1 cpuacct: run it under bench/cgroup-cpu.sh) spent between a
// journey's start and end is that journey's: Chromium, the app server, the Playwright worker. Writes one JSON line a
// journey to E2E_CPU_OUT (default /tmp/e2e-cpu.jsonl) and a table, costliest first, at the end.
// Use: E2E_WORKERS=1 CI=1 bench/cgroup-cpu.sh LABEL npx playwright test --reporter=list,./bench/e2e-cpu-reporter.mjs
import { appendFileSync, readFileSync } from "node:fs";

const group = readFileSync("/proc/self/cgroup", "utf8")
  .split("\n")
  .map((line) => line.split(":"))
  .find(([, controllers]) => controllers?.split(",").includes("cpuacct"))?.[2];
const usageFile = `/sys/fs/cgroup/cpuacct${group === "/" ? "" : group}/cpuacct.usage`;
const cpu = () => Number(readFileSync(usageFile, "utf8")) / 1e9;
const out = process.env.E2E_CPU_OUT ?? "/tmp/e2e-cpu.jsonl";

export default class CpuReporter {
  started = new Map();
  rows = [];
  onTestBegin(test) {
    this.started.set(test.id, cpu());
  }
  onTestEnd(test, result) {
    const row = {
      file: test.location.file.replace(/.*tests\/e2e\//, ""),
      title: test.titlePath().slice(2).join(" > "),
      project: test.parent.project()?.name,
      status: result.status,
      wall: result.duration / 1000,
      cpu: cpu() - this.started.get(test.id),
    };
    this.rows.push(row);
    appendFileSync(out, `${JSON.stringify(row)}\n`);
  }
  onEnd() {
    const byFile = new Map();
    for (const r of this.rows) byFile.set(r.file, (byFile.get(r.file) ?? 0) + r.cpu);
    console.log(`\n== CPU-s by file (cgroup ${group}, ${usageFile})`);
    for (const [file, s] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${s.toFixed(1).padStart(7)}  ${file}`);
    console.log("== CPU-s by journey");
    for (const r of [...this.rows].sort((a, b) => b.cpu - a.cpu))
      console.log(`${r.cpu.toFixed(1).padStart(7)} ${r.wall.toFixed(1).padStart(6)} s  ${r.project} ${r.file} ${r.title} ${r.status}`);
    console.log(`== total ${this.rows.reduce((s, r) => s + r.cpu, 0).toFixed(1)} CPU-s in ${this.rows.length} journeys`);
  }
}
