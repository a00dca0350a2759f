import { defineConfig } from "vitest/config";

// Unit, API and component tests. API tests share one migrated database template
// made by the global setup (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/security/**/*.test.ts", "tests/search/**/*.test.ts", "tests/start/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/dom-test-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A file tagged `// @module-tag <name>`: --tagsFilter='!slow' leaves out the tests that start processes or
    // wait on crashes (CI runs them); .ci/run runs the files tagged `engines` on PGlite too.
    tags: [
      { name: "slow", description: "starts processes, kills them or waits on them: seconds each, CI runs them" },
      { name: "engines", description: "exercises what differs between PGlite and PostgreSQL: CI runs it on both" },
    ],
  },
});
