import { defineConfig } from "vitest/config";

// Unit, API and component tests. API tests share one migrated database template
// made by the global setup (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/security/**/*.test.ts", "tests/search/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/dom-test-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
