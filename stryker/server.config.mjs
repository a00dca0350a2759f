// Mutation testing of the server's services and repositories (issue 17): npm run test:mutation
// Their tests run against the real database through the same global setup: PGlite by default (a fresh clone needs
// no server), PostgreSQL when TEST_DATABASE_URL is set, about 1.7 times faster (bench/RESULTS.md, decision 033).
// Each Stryker worker's vitest migrates its own template, named for its process, so the two workers never clash.
// npm run test:mutation:server (stryker/server.ts) runs it one feature at a time against that feature's tests, each
// with its own incremental file (stryker/incremental-server/<feature>.json): one run against every API test never
// finished (decision 033). One feature by hand: npx tsx stryker/feature.ts <folder> (CONTRIBUTING.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Mutants left out on purpose, with the reason for each (stryker/exclusions.mjs).
  plugins: ["@stryker-mutator/*", new URL("./exclusions.mjs", import.meta.url).pathname],
  ignorers: ["statement-exclusions"],
  testRunner: "vitest",
  vitest: { configFile: "stryker/vitest.server.config.ts", related: true },
  dryRunTimeoutMinutes: 30,
  // With the part of the search repository kept in a file of its own (decision 037's block reads).
  mutate: [
    "src/server/features/**/*.service.ts",
    "src/server/features/**/*.repository.ts",
    "src/server/features/catalog/catalog-search-every-word.ts",
    "src/server/features/catalog/catalog-search-words.ts",
    "src/server/features/cart/cart-catalog-part.ts",
  ],
  // Builds, reports and other runs' sandboxes are not part of the project Stryker copies into its sandbox.
  ignorePatterns: [
    "/dist",
    "/reports",
    ".stryker-tmp",
    "/test-results",
    "/playwright-report",
    "/coverage",
    "/bench/.out",
    "/data",
    ".data-*",
  ],
  concurrency: 2,
  incremental: true,
  incrementalFile: "stryker/incremental-server/all.json",
  reporters: ["clear-text", "html", "json", "progress"],
  htmlReporter: { fileName: "reports/mutation/server.html" },
  jsonReporter: { fileName: "reports/mutation/server.json" },
  tempDirName: ".stryker-tmp/server",
  cleanTempDir: "always",
  timeoutMS: 60_000,
  thresholds: { high: 85, low: 75, break: null },
};
