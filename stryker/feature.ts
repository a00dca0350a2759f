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
 * score per file. The tests are narrowed by the vitest configuration's include, not Stryker's `testFiles`: with
 * `testFiles`, Stryker 9.6 activates static mutants (module-level constants) only after the modules are loaded,
 * so every one of them "survives".
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import server from "./server.config.mjs";

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

const root = path.resolve(import.meta.dirname, "..");
const name = `feature-${features.join("+")}${onlyMutate.length > 0 || onlyTests.length > 0 ? "-part" : ""}`;
const out = path.join(root, "reports", "mutation");
mkdirSync(out, { recursive: true });
const folders = features.map((feature) => `src/server/features/${feature}`);
// The server configuration's files in these folders (its `**` read as each folder).
const mutate =
  onlyMutate.length > 0
    ? onlyMutate
    : folders.flatMap((folder) =>
        server.mutate
          .map((glob) => glob.replace("src/server/features/**", folder))
          .filter((glob) => glob.startsWith(`${folder}/`)),
      );
const ownTests = onlyTests.length > 0 ? onlyTests : folders.map((folder) => `${folder}/*.test.ts`);
const include = [...ownTests, ...extraTests];

// Loaded by vitest inside Stryker's sandbox (the working directory), so paths are relative to it.
const vitestConfig = path.join(out, `${name}.vitest.mjs`);
writeFileSync(
  vitestConfig,
  `export default { root: process.cwd(), test: { include: ${JSON.stringify(include)}, globalSetup: ["tests/support/global-setup.ts"],
  environment: "node", testTimeout: 30_000, hookTimeout: 60_000, pool: "forks" } };\n`,
);
const strykerConfig = path.join(out, `${name}.stryker.mjs`);
writeFileSync(
  strykerConfig,
  `import server from ${JSON.stringify(path.join(root, "stryker", "server.config.mjs"))};
export default { ...server, incremental: false, mutate: ${JSON.stringify(mutate)},${concurrency ? ` concurrency: ${concurrency},` : ""}
  vitest: { configFile: ${JSON.stringify(vitestConfig)}, related: true }, tempDirName: ".stryker-tmp/${name}",
  reporters: ["clear-text", "json", "progress"], jsonReporter: { fileName: "reports/mutation/${name}.json" } };\n`,
);

const run = spawnSync("npx", ["stryker", "run", strykerConfig], { cwd: root, stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
spawnSync("npx", ["tsx", "stryker/summary.ts", `reports/mutation/${name}.json`], { cwd: root, stdio: "inherit" });
