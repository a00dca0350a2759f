// URLs the router itself refuses (a path parameter longer than the router keeps, a malformed %-escape) get the
// app's answer, not Fastify's raw one: `{ message }` on the API, the app's page elsewhere, and the security headers
// on both (review R35).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  // A built web app of one page, so pages answer as they do in production (not "not built").
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "pennycart-framework-errors-"));
  writeFileSync(path.join(webRoot, "index.html"), '<!doctype html><title>PennyCart</title><div id="root"></div>');
  ctx = await createTestApp({}, {}, { webRoot });
});
afterAll(() => ctx.close());

const expectAppHeaders = (headers: Record<string, unknown>) => {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(String(headers["content-security-policy"])).toContain("default-src 'self'");
};

describe("URLs the router refuses", () => {
  it("validates an API path parameter of any length like a short one: 400 { message }, the path not echoed", async () => {
    const res = await ctx.app.inject({ url: `/api/shared-lists/${"a".repeat(5000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json().message).toMatch(/^Invalid params: id /);
    expect(res.body).not.toContain("a".repeat(200));
    expectAppHeaders(res.headers);
  });

  it("answers a malformed %-escape in an API path with 400 { message }", async () => {
    const res = await ctx.app.inject({ method: "PATCH", url: "/api/cart/%E0%A4%A", payload: { quantity: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The address is not valid" });
    expectAppHeaders(res.headers);
  });

  it("serves a shared-list link mangled longer than the router keeps as any unknown list's link", async () => {
    const res = await ctx.app.inject({ url: `/shared/${"b".repeat(300)}` });
    const unknown = await ctx.app.inject({ url: "/shared/no-such-list" });
    expect(res.body).not.toContain("FST_ERR");
    expect({ status: res.statusCode, type: res.headers["content-type"] }).toEqual({
      status: unknown.statusCode,
      type: unknown.headers["content-type"],
    });
    expectAppHeaders(res.headers);
  });

  it("hands a page address with a malformed %-escape to the app's not-found handling, with the headers", async () => {
    const res = await ctx.app.inject({ url: "/shared/%E0%A4%A" });
    const unknown = await ctx.app.inject({ url: "/no-such-page" });
    expect(res.body).not.toContain("FST_ERR");
    // Not the app shell with 200 (review R42): what an unknown page answers.
    expect(res.statusCode).toBe(404);
    expect({ status: res.statusCode, type: res.headers["content-type"] }).toEqual({
      status: unknown.statusCode,
      type: unknown.headers["content-type"],
    });
    expectAppHeaders(res.headers);
  });
});
