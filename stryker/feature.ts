/**
 * Mutation testing of one or more server features' services and repositories against only those features'
 * own tests (and any extra test globs): minutes instead of the whole API suite.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres nice -n 19 npx tsx stryker/feature.ts favorites sharing
 *   npx tsx stryker/feature.ts recurring-orders --tests 'src/server/jobs/*.test.ts'
 *   npx tsx stryker/feature.ts auth --mutate src/server/features/auth/auth.service.ts:60-80 --concurrency 1
 *   npx tsx stryker/feature.ts messaging --only-tests src/server/features/messaging/messaging.service.test.ts
 *
 * `--mutate` (repeatable) narrows the mutants to files or line ranges instead of the folders' services and
 * repositories (the report is then named for the folders plus `-part`); `--concurrency` overrides Stryker's 2 test
 * processes (1 on a shared machine); `--only-tests` (repeatable) runs the globs given instead of the folders' own tests
 * (a faster run, whose score is a lower bound; the report is named with `-part` too).
 * Writes reports/mutation/feature-<names>.{stryker,vitest}.mjs and the JSON report next to them, then prints the
 * score per file. Not incremental: `npm run test:mutation:server` keeps the incremental files (stryker/server.ts).
 */
import { spawnSync } from "node:child_process";
import { root, runFeatures } from "./feature-run";

const args = process.argv.slice(2);
const features: string[] = [];
const extraTests: string[] = [];
const onlyMutate: string[] = [];
const onlyTests: string[] = [];
let concurrency: number | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--tests") extraTests.push(args[++i] ?? "");
  else if (args[i] === "--mutate") onlyMutate.push(args[++i] ?? "");
  else if (args[i] === "--only-tests") onlyTests.push(args[++i] ?? "");
  else if (args[i] === "--concurrency") concurrency = Number(args[++i]);
  else features.push(args[i]!);
}
if (
  features.length === 0 ||
  features.some((name) => !/^[a-z-]+$/.test(name)) ||
  (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
) {
  console.error(
    "usage: npx tsx stryker/feature.ts <feature folder>... [--tests <glob>] [--only-tests <glob>] [--mutate <file[:lines]>] [--concurrency <n>]",
  );
  process.exit(2);
}

const name = `feature-${features.join("+")}${onlyMutate.length > 0 || onlyTests.length > 0 ? "-part" : ""}`;
const { status, report } = runFeatures({ name, features, mutate: onlyMutate, onlyTests, extraTests, concurrency });
if (status !== 0) process.exit(status);
spawnSync("npx", ["tsx", "stryker/summary.ts", report], { cwd: root, stdio: "inherit" });
