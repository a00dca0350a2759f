import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The server's tests (API and repositories against the test database template), for mutation testing its services and repositories.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["src/server/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
