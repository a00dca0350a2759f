import { describe, expect, it } from "vitest";
import type { SharedList } from "../../domain/contracts/sharing";
import { renderVisitorView } from "./static-pages";

// The server's renderer of a shared list for a visitor (decision 038): user-written text stays text, the visitor's
// view (no cart actions, a Sign In that comes back) and 'List Not Found', in the visitor frame.

const HOSTILE = `Taco "><script>alert(1)</script> $& Night`;
const list: SharedList = {
  id: "AbCdEfGhIjKlMnOpQrStUv",
  title: HOSTILE,
  description: `<img src=x onerror=alert(2)> for Friday`,
  createdAt: "2026-03-05T12:00:00.000Z",
  owner: { firstName: "Sam", lastName: "Sharer" },
  items: [
    {
      id: 1,
      itemId: 11,
      quantity: 2,
      notes: `</li><script>alert(3)</script>`,
      item: { name: "Whole Milk", brand: "Turner's", unit: "1 gal" },
    },
    { id: 2, itemId: 12, quantity: 1, notes: null, item: { name: "Bananas", brand: "Dole", unit: "1 lb" } },
  ],
};

describe("a shared list rendered for a visitor", () => {
  const html = renderVisitorView({ page: "shared-list", list }, "ads@example.com");

  it("keeps every user-written text as text", () => {
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("Taco &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Night");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt; for Friday");
    expect(html).toContain("&lt;/li&gt;&lt;script&gt;alert(3)&lt;/script&gt;");
  });

  it("shows the list, who shared it and when, and a Sign In that comes back to it, without cart actions", () => {
    expect(html).toContain('<h1 id="shared-list-title"');
    expect(html).toContain("2 items");
    expect(html).toContain("Sam Sharer");
    expect(html).toContain('<time dateTime="2026-03-05T12:00:00.000Z">Mar 5, 2026</time>');
    expect(html).toContain("Turner&#x27;s · 1 gal");
    expect(html).toContain("Qty: 2");
    expect(html).toContain("Want to use this list?");
    expect(html).toContain('href="/api/login?returnTo=%2Fshared%2FAbCdEfGhIjKlMnOpQrStUv"');
    expect(html).not.toContain("Copy All to Cart");
    expect(html).not.toContain("Add to Cart");
  });

  it("is framed by the visitor's header and the footer with the advertising address", () => {
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('href="mailto:ads@example.com"');
    expect(html).toContain('<main id="main"');
  });

  it("says 'List Not Found' with a plain link home for an unknown list", () => {
    const missing = renderVisitorView({ page: "shared-list", list: null }, "ads@example.com");
    expect(missing).toContain("List Not Found");
    expect(missing).toContain("This shared list does not exist or is no longer available.");
    expect(missing).toMatch(/<a href="\/" class="[^"]*">Go Home<\/a>/);
  });
});
