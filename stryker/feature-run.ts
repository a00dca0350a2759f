/**
 * One Stryker run of server features' services and repositories against those features' own tests (plus any extra
 * test globs), written as a pair of configurations under reports/mutation/ and run. Used by `stryker/feature.ts`
 * (a maintainer's run of some files) and `stryker/server.ts` (`npm run test:mutation:server`, every feature in turn).
 *
 * The tests are narrowed by the vitest configuration's include, not Stryker's `testFiles`: with `testFiles`,
 * Stryker 9.6 activates static mutants (module-level constants) only after the modules are loaded, so every one of
 * them "survives" (decision 033).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import server from "./server.config.mjs";
import { vitestServerOptions } from "./vitest-server-options";

export const root = path.resolve(import.meta.dirname, "..");

export type FeatureRun = {
  /** The report's name: reports/mutation/<name>.json (and the sandbox's). */
  name: string;
  features: string[];
  /** Files or `file:lines` to mutate instead of the folders' services and repositories. */
  mutate?: string[];
  /** Test globs run instead of the folders' own tests. */
  onlyTests?: string[];
  /** Test globs run beside the folders' own tests. */
  extraTests?: string[];
  concurrency?: number;
  /** Incremental mode's file (relative to the project); without it the run is not incremental. */
  incrementalFile?: string;
  html?: boolean;
};

/** The server configuration's globs in a feature folder (its `src/server/features/**` read as the folder and below). */
export function featureFiles(feature: string): string[] {
  const folder = `src/server/features/${feature}`;
  return server.mutate
    .map((glob: string) => glob.replace("src/server/features/**", `${folder}/**`))
    .filter((glob: string) => glob.startsWith(`${folder}/`));
}

/** Runs Stryker; returns its exit status and the JSON report's path (relative to the project). */
export function runFeatures(run: FeatureRun): { status: number; report: string } {
  const out = path.join(root, "reports", "mutation");
  mkdirSync(out, { recursive: true });
  const folders = run.features.map((feature) => `src/server/features/${feature}`);
  const mutate = run.mutate && run.mutate.length > 0 ? run.mutate : run.features.flatMap(featureFiles);
  const ownTests = run.onlyTests && run.onlyTests.length > 0 ? run.onlyTests : folders.map((folder) => `${folder}/**/*.test.ts`);
  const include = [...ownTests, ...(run.extraTests ?? [])];
  const report = `reports/mutation/${run.name}.json`;

  // Loaded by vitest inside Stryker's sandbox (the working directory), so paths are relative to it.
  const vitestConfig = path.join(out, `${run.name}.vitest.mjs`);
  writeFileSync(vitestConfig, `export default { root: process.cwd(), test: ${JSON.stringify(vitestServerOptions(include))} };\n`);
  const incremental = run.incrementalFile
    ? `incremental: true, incrementalFile: ${JSON.stringify(run.incrementalFile)},`
    : "incremental: false,";
  const reporters = run.html ? `["clear-text", "json", "html", "progress"]` : `["clear-text", "json", "progress"]`;
  const strykerConfig = path.join(out, `${run.name}.stryker.mjs`);
  writeFileSync(
    strykerConfig,
    `import server from ${JSON.stringify(path.join(root, "stryker", "server.config.mjs"))};
export default { ...server, ${incremental} mutate: ${JSON.stringify(mutate)},${run.concurrency ? ` concurrency: ${run.concurrency},` : ""}
  vitest: { configFile: ${JSON.stringify(vitestConfig)}, related: true }, tempDirName: ".stryker-tmp/${run.name}",
  reporters: ${reporters}, jsonReporter: { fileName: ${JSON.stringify(report)} },
  htmlReporter: { fileName: "reports/mutation/${run.name}.html" } };\n`,
  );
  const result = spawnSync("npx", ["stryker", "run", strykerConfig], { cwd: root, stdio: "inherit" });
  return { status: result.status ?? 1, report };
}
