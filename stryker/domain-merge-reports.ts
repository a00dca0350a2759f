// Builds stryker/incremental-domain.json from the JSON reports of several targeted runs of src/domain
// (one folder group at a time, which fits a shared machine where one full forced run does not):
//
//   npx tsx stryker/domain-merge-reports.ts reports/mutation/group-a.json reports/mutation/group-b.json ...
//
// Later reports win for a mutant that appears in more than one (stryker/merge-reports.ts). The next
// `npm run test:mutation:domain` then re-tests only what changed since.
import { writeFileSync } from "node:fs";
import { mergeReports } from "./merge-reports";

const OUT = "stryker/incremental-domain.json";
const inputs = process.argv.slice(2);
if (inputs.length === 0) {
  console.error("usage: npx tsx stryker/domain-merge-reports.ts <report.json>...");
  process.exit(2);
}
const { merged, mutants, tests } = mergeReports(inputs);
writeFileSync(OUT, JSON.stringify(merged));
console.log(
  `${OUT}: ${Object.keys(merged.files).length} files, ${mutants} mutants, ${tests} tests from ${inputs.length} reports`,
);
