import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The domain's own tests, for mutation testing src/domain: pure rules need no database. The search rule is
// also pinned on the seed catalog (tests/search/rule.test.ts: every judged query, every alias), still without one.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: [
      "src/domain/**/*.test.ts",
      "tests/search/rule.test.ts",
      // The domain's tables checked against the seed they describe (pure, no database).
      "src/server/db/seed/data/chains.test.ts",
      "src/server/db/seed/data/sample-shoppers.test.ts",
    ],
    environment: "node",
    // A hang guard, not a speed limit: under mutation the rule runs instrumented on a shared machine.
    testTimeout: 180_000,
    pool: "forks",
  },
});
