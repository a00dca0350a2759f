import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/support/slow-first-sequencer";
import { TEST_TAGS } from "./tests/support/test-tags";

// Unit, API and component tests, in two projects (decision 054):
// - "api": everything but the web app's components. API tests share one migrated and seeded database template made
//   by the global setup (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set); each file gets its own copy and
//   builds its own app. A worker runs file after file in one module graph (isolate: false): importing the server
//   again for every file took half the run's time and CPU (decision 054), and the server keeps no state in its modules.
// - "web": the web app's component and page tests, each file in a fresh module graph and globals (a VM context of its
//   own in a long-lived worker, pool vmThreads): they stub fetch and other globals.
export default defineConfig({
  test: {
    setupFiles: ["tests/support/dom-test-setup.ts"],
    environment: "node",
    // A ceiling, not a measurement: with three files at once on two cores a test that seeds a database gets a third of
    // the machine (30 s was passed by seed-estimates, seed-assortment and tests/search/rule.test.ts at load 13; 60 s by
    // their whole-rewrite tests at load 12, 60-61 s, which take 52-59 s in a quiet CI run).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Several files at once even on two cores (Vitest's default is one fewer worker than cores): much of a file's time
    // is spent waiting on PostgreSQL, a child process or a timer.
    maxWorkers: 3,
    sequence: { sequencer: SlowFirstSequencer },
    // A file tagged `// @module-tag <name>`: --tagsFilter='!slow' leaves out the tests that start processes or
    // wait on crashes (CI runs them); .ci/run runs the files tagged `engines` on PGlite too.
    tags: TEST_TAGS,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: [
            "src/**/*.test.ts",
            "tests/security/**/*.test.ts",
            "tests/search/**/*.test.ts",
            "tests/start/**/*.test.ts",
            "stryker/**/*.test.ts",
          ],
          exclude: ["src/web/**"],
          globalSetup: ["tests/support/global-setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        // Each file in a VM context of its own (fresh globals and module graph, as isolate gave) in a worker that stays:
        // a new process per file cost 103 CPU-s for the project's 40 files against 43 (2026-11-28c, bench/RESULTS.md).
        test: { name: "web", include: ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"], pool: "vmThreads" },
      },
    ],
  },
});
