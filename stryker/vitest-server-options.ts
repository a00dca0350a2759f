import { TEST_TAGS } from "../tests/support/test-tags";

/**
 * The test options of the Vitest configurations that run server tests under Stryker (stryker/vitest.server.config.ts
 * and the per-feature ones stryker/feature-run.ts writes): the given test globs against the test database template,
 * with the project's tags (a tagged file under a configuration without them fails to load and counts as no tests).
 */
export function vitestServerOptions(include: string[]) {
  return {
    include,
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    tags: TEST_TAGS,
  };
}
