/**
 * Prints the mutation score per folder from Stryker's JSON reports (reports/mutation/*.json):
 * killed + timed out over all valid mutants (survived and no-coverage count against the score).
 *
 *   npx tsx stryker/summary.ts [reports/mutation/domain.json ...]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type Mutant = { status: string };
type Report = { files: Record<string, { mutants: Mutant[] }> };

const KILLED = new Set(["Killed", "Timeout"]);
const COUNTED = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);

const files =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["reports/mutation/domain.json", "reports/mutation/server.json"];
for (const file of files) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (run npm run test:mutation first)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  const folders = new Map<string, { killed: number; total: number }>();
  const add = (folder: string, mutant: Mutant) => {
    const entry = folders.get(folder) ?? { killed: 0, total: 0 };
    if (COUNTED.has(mutant.status)) entry.total++;
    if (KILLED.has(mutant.status)) entry.killed++;
    folders.set(folder, entry);
  };
  for (const [name, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      add(path.dirname(name), mutant);
      add("(all)", mutant);
    }
  }
  console.log(`\n${file}`);
  for (const [folder, { killed, total }] of [...folders].sort((a, b) => a[0].localeCompare(b[0]))) {
    const score = total === 0 ? 100 : (killed / total) * 100;
    console.log(`  ${score.toFixed(1).padStart(5)}%  ${String(killed).padStart(5)}/${String(total).padEnd(5)}  ${folder}`);
  }
}
