/**
 * The tags a test file may carry (`// @module-tag <name>` on its first line). Every Vitest configuration that runs
 * the server's tests defines them: a file whose tag its configuration does not define fails to load, and a mutation
 * run counts such a file as no tests at all instead of failing (2026-11-28e: sessions.test.ts and jobs.test.ts).
 */
export const TEST_TAGS = [
  { name: "slow", description: "starts processes, kills them or waits on them: seconds each, CI runs them" },
  { name: "engines", description: "exercises what differs between PGlite and PostgreSQL: CI runs it on both" },
];
