import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// The link preview of /shared/:id: the app's own index.html (the real template) with the list's
// Open Graph and Twitter tags rendered by the server, escaped, and a 404 for unknown lists.

let ctx: TestContext;
let cookie: string;
const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, "../../../web/index.html"), "utf8").replace(
  '<script type="module" src="/main.tsx"></script>',
  '<script type="module" src="/assets/app-abc.js"></script>',
);

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "pennycart-share-page-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), TEMPLATE);
  const js = "console.log('the app');".repeat(50);
  writeFileSync(path.join(root, "assets", "app-abc.js"), js);
  writeFileSync(path.join(root, "assets", "app-abc.js.gz"), gzipSync(js));
  ctx = await createTestApp({ WEB_ROOT: root, PUBLIC_URL: "https://pennycart.example", RATE_LIMIT_PER_MINUTE: "0" });
  cookie = await signIn(ctx.app, "previewer@example.com", { firstName: "Pat" });
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
  for (const item of items.slice(0, 4)) {
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: item.id, quantity: 1 } });
  }
});
afterAll(() => ctx.close());

const share = async (title: string) =>
  (
    await ctx.app.inject({ method: "POST", url: "/api/shared-lists/from-cart", headers: { cookie }, payload: { title } })
  ).json() as { id: string; shareUrl: string };
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe("link previews of shared lists", () => {
  it("answers /shared/:id with the app's HTML carrying the list's title, item count and address", async () => {
    const { id, shareUrl } = await share("Taco Night");
    const list = (await ctx.app.inject({ url: `/api/shared-lists/${id}` })).json() as { items: { item: { name: string } }[] };
    const res = await ctx.app.inject({ url: `/shared/${id}`, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('src="/assets/app-abc.js"');
    expect(res.body).toContain("<title>Taco Night</title>");
    expect(metaContent(res.body, "og:title")).toBe("Taco Night");
    expect(metaContent(res.body, "twitter:title")).toBe("Taco Night");
    const names = list.items.map((i) => i.item.name);
    expect(metaContent(res.body, "og:description")).toBe(
      `4 items: ${names.slice(0, 3).join(", ")} and 1 more.`.replace(/&/g, "&amp;"),
    );
    expect(metaContent(res.body, "og:url")).toBe(shareUrl);
    expect(metaContent(res.body, "twitter:card")).toBe("summary");
  });

  it("shows a hostile title as text", async () => {
    const { id } = await share(`"><script>alert(1)</script>`);
    const res = await ctx.app.inject({ url: `/shared/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(metaContent(res.body, "og:title")).toBe("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // Exactly the app's one script tag.
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it("gives unknown and deleted lists the generic preview with a 404 status", async () => {
    const { id } = await share("Soon deleted");
    await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}`, headers: { cookie } });
    for (const unknown of [id, "AAAAAAAAAAAAAAAAAAAAAA", "not-a-list"]) {
      const res = await ctx.app.inject({ url: `/shared/${unknown}` });
      expect(res.statusCode, unknown).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<div id="root"></div>');
      expect(metaContent(res.body, "og:title")).toBe("PennyCart — compare grocery prices near you");
      expect(res.body).not.toContain("Soon deleted");
      expect(metaContent(res.body, "og:url")).toBe(`https://pennycart.example/shared/${unknown}`);
    }
  });

  it("keeps serving the other pages and the pre-compressed assets as before", async () => {
    const asset = await ctx.app.inject({ url: "/assets/app-abc.js", headers: { "accept-encoding": "gzip" } });
    expect(asset.headers["content-encoding"]).toBe("gzip");
    const home = await ctx.app.inject({ url: "/account" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(TEMPLATE);
    expect((await ctx.app.inject({ method: "HEAD", url: "/shared/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
  });
});
