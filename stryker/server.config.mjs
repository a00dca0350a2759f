// Mutation testing of the server's services and repositories (issue 17): npm run test:mutation
// Their tests run against the real database (PGlite by default), through the same global setup.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker/vitest.server.config.ts", related: true },
  dryRunTimeoutMinutes: 30,
  mutate: ["src/server/features/**/*.service.ts", "src/server/features/**/*.repository.ts"],
  concurrency: 2,
  incremental: true,
  incrementalFile: "stryker/incremental-server.json",
  reporters: ["clear-text", "html", "json", "progress"],
  htmlReporter: { fileName: "reports/mutation/server.html" },
  jsonReporter: { fileName: "reports/mutation/server.json" },
  tempDirName: ".stryker-tmp/server",
  cleanTempDir: "always",
  timeoutMS: 60_000,
  thresholds: { high: 85, low: 75, break: null },
};
