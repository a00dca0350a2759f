// helmet's middleware is built once per app, not per request (issue 29: @fastify/helmet called helmet(options) on
// every request, parsing the CSP each time). The headers themselves are checked in health.routes.test.ts.
import type * as Helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestContext } from "../../../tests/support/test-app";

const helmetCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("helmet", async (importOriginal) => {
  const real = await importOriginal<typeof Helmet>();
  const counted = (...args: Parameters<typeof real.default>) => {
    helmetCalls.count++;
    return real.default(...args);
  };
  return { ...real, default: counted };
});

let ctx: TestContext;
beforeAll(async () => {
  // The API files share a worker's module graph (vitest.config.ts, isolate: false): an earlier file may have imported
  // plugins/security.ts with the real helmet, so this file imports the app afresh for the mock to apply.
  vi.resetModules();
  const { createTestApp } = await import("../../../tests/support/test-app");
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("security headers", () => {
  it("come from a helmet middleware built when the app starts, not on each request", async () => {
    const built = helmetCalls.count;
    expect(built).toBe(1);
    for (const url of ["/healthz", "/api/does-not-exist", "/healthz"]) {
      const res = await ctx.app.inject({ url });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(helmetCalls.count).toBe(built);
  });
});
