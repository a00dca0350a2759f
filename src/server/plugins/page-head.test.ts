import { describe, expect, it } from "vitest";
import { defaultPageMeta, escapeHtml, renderPageHead } from "./page-head";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Compare &amp; save." />
    <title>PennyCart — compare</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

describe("server-rendered page heads", () => {
  it("replaces the title and description and adds Open Graph and Twitter tags", () => {
    const html = renderPageHead(TEMPLATE, {
      title: "Party",
      description: "3 items: A, B, C.",
      url: "https://x.example/shared/a",
      noindex: true,
    });
    expect(html).toContain("<title>Party</title>");
    expect(html).not.toContain("PennyCart — compare");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="Party" />');
    expect(html).toContain('<meta property="og:description" content="3 items: A, B, C." />');
    expect(html).toContain('<meta property="og:url" content="https://x.example/shared/a" />');
    expect(html).toContain('<meta name="twitter:title" content="Party" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it("escapes every value, so a title cannot open a tag or close an attribute", () => {
    const title = `"><script>alert(1)</script> $& '`;
    const html = renderPageHead(TEMPLATE, { title, description: "<b>", url: 'https://x/"' });
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &#39;"`);
    expect(html).toContain(`<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &#39;</title>`);
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("reads the template's own title and description as the generic preview", () => {
    expect(defaultPageMeta(TEMPLATE, "https://x/")).toEqual({
      title: "PennyCart — compare",
      description: "Compare & save.",
      url: "https://x/",
    });
  });
});
