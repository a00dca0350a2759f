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
  writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, "workbox-2178cfdb.js"), "define([], () => {});");
  writeFileSync(path.join(root, "manifest.webmanifest"), JSON.stringify({ name: "PennyCart", start_url: "/" }));
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

  it("has the service worker and the manifest revalidated on every load, so an installed app never stays on an old version", async () => {
    const sw = await ctx.app.inject({ url: "/sw.js" });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["content-type"]).toContain("javascript");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const manifest = await ctx.app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toEqual({ name: "PennyCart", start_url: "/" });
    // The Workbox runtime's name carries its hash, like the assets.
    const runtime = await ctx.app.inject({ url: "/workbox-2178cfdb.js" });
    expect(runtime.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
