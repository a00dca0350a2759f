import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-web-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>PennyCart</title>");
  const js = "console.log('hello from the app bundle');".repeat(20);
  writeFileSync(path.join(root, "assets", "app-abc123.js"), js);
  writeFileSync(path.join(root, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  ctx = await createTestApp({ WEB_ROOT: root });
});
afterAll(() => ctx.close());

describe("serving the web app", () => {
  it("sends pre-compressed, long-cached assets to browsers that accept them", async () => {
    const res = await ctx.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await ctx.app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("hello from the app bundle");
  });

  it("answers every app route with index.html and unknown API paths with JSON", async () => {
    const page = await ctx.app.inject({ url: "/account/anything", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>PennyCart</title>");
    const api = await ctx.app.inject({ url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "No API route GET /api/nothing-here" });
  });
});
