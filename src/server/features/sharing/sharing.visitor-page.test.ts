import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitorView } from "../../../domain/contracts/visitor-pages";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// /shared/:id for a visitor without a session (decision 038): the list as finished HTML, drawn by the build's renderer
// (here a stand-in that shows what it was given) into visitor.html, with the link preview in its head and the status;
// a shopper with a session cookie gets the app, as before.

let ctx: TestContext;
let cookie: string;
const VISITOR_TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="PennyCart compares your grocery cart."
/>
<title>PennyCart — compare grocery prices near you</title><script type="module" src="/assets/landing-abc.js"></script></head>
<body><div id="root"></div></body></html>`;
// Shows what the server passed it; "$&" checks the page is inserted as written.
const STAND_IN_RENDERER = `export const renderVisitorView = (view, email) =>
  '<section data-view="' + encodeURIComponent(JSON.stringify(view)) + '" data-email="' + encodeURIComponent(email) + '">$&</section>';`;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-visitor-page-"));
  mkdirSync(path.join(root, "ssr"));
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><html><head><title>PennyCart</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, "visitor.html"), VISITOR_TEMPLATE);
  writeFileSync(path.join(root, "ssr", "static-pages.mjs"), STAND_IN_RENDERER);
  ctx = await createTestApp({
    WEB_ROOT: root,
    PUBLIC_URL: "https://pennycart.example",
    ADVERTISING_EMAIL: "ads@pennycart.example",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  cookie = await signIn(ctx.app, "visitor-page@example.com", { firstName: "Val" });
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
  for (const item of items.slice(0, 2)) {
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: item.id, quantity: 3 } });
  }
});
afterAll(() => ctx.close());

const viewIn = (html: string) => {
  const match = /<div id="root"><section data-view="([^"]*)" data-email="([^"]*)">\$&<\/section><\/div>/.exec(html);
  return match && { view: JSON.parse(decodeURIComponent(match[1]!)) as VisitorView, email: decodeURIComponent(match[2]!) };
};

describe("a shared list's page for a visitor without a session", () => {
  it("is the list drawn into the visitor page, with its link preview and the visitor page's script only", async () => {
    const { id } = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/shared-lists/from-cart",
        headers: { cookie },
        payload: { title: `"><b>Tacos` },
      })
    ).json() as { id: string };
    const api = (await ctx.app.inject({ url: `/api/shared-lists/${id}` })).json() as unknown;
    const res = await ctx.app.inject({ url: `/shared/${id}`, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("Cookie");
    expect(viewIn(res.body)).toEqual({ view: { page: "shared-list", list: api }, email: "ads@pennycart.example" });
    expect(res.body).toContain("<title>&quot;&gt;&lt;b&gt;Tacos</title>");
    expect(res.body).toContain('<meta property="og:title" content="&quot;&gt;&lt;b&gt;Tacos" />');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain("compare grocery prices near you");
    expect(res.body.match(/<script/g)).toEqual(["<script"]);
    expect(res.body).toContain('src="/assets/landing-abc.js"');
  });

  it("says 'List Not Found' with a 404 for an unknown list", async () => {
    const res = await ctx.app.inject({ url: `/shared/${"B".repeat(22)}`, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(viewIn(res.body)?.view).toEqual({ page: "shared-list", list: null });
    expect(res.body).toContain("<title>PennyCart</title>");
  });

  it("is the app for a shopper with a session cookie, who can copy the list", async () => {
    const { id } = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/shared-lists/from-cart",
        headers: { cookie },
        payload: { title: "Mine" },
      })
    ).json() as { id: string };
    const res = await ctx.app.inject({ url: `/shared/${id}`, headers: { accept: "text/html", cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain("<title>Mine</title>");
    expect(viewIn(res.body)).toBeNull();
  });
});
