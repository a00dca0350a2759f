import { describe, expect, it } from "vitest";
import { storeHomeUrl, storeSearchUrl } from "./store-links";

const site = { onlineShoppingUrl: "https://shop.example.com", websiteUrl: "https://www.example.com" };

describe("storeSearchUrl", () => {
  it.each([
    ["https://www.walmart.com/search?q={query}", "https://www.walmart.com/search?q=whole%20milk"],
    ["https://www.target.com/s?searchTerm={query}", "https://www.target.com/s?searchTerm=whole%20milk"],
    [
      "https://www.kroger.com/search?query={query}&searchType=default_search",
      "https://www.kroger.com/search?query=whole%20milk&searchType=default_search",
    ],
    ["https://www.aldi.us/results?search={query}", "https://www.aldi.us/results?search=whole%20milk"],
  ])("fills %s", (template, expected) => {
    expect(storeSearchUrl({ searchUrlTemplate: template, ...site }, "whole milk")).toBe(expected);
  });

  it("reads templates and sites with stray spaces around them, as data rows often have", () => {
    expect(storeSearchUrl({ searchUrlTemplate: " https://www.aldi.us/results?search={query} " }, "milk")).toBe(
      "https://www.aldi.us/results?search=milk",
    );
    expect(storeHomeUrl({ websiteUrl: " https://www.example.com " })).toBe("https://www.example.com");
    expect(storeHomeUrl({ websiteUrl: "not a url" })).toBeNull();
  });

  it("URL-encodes reserved characters so the query cannot add parameters", () => {
    const url = storeSearchUrl({ searchUrlTemplate: "https://x.example/search?q={query}" }, "Ben & Jerry's #1 50%=off");
    expect(url).toBe("https://x.example/search?q=Ben%20%26%20Jerry's%20%231%2050%25%3Doff");
    expect(new URL(url ?? "").searchParams.get("q")).toBe("Ben & Jerry's #1 50%=off");
    expect([...new URL(url ?? "").searchParams.keys()]).toEqual(["q"]);
  });

  it("trims the query and opens the store's own site for a blank one", () => {
    expect(storeSearchUrl({ searchUrlTemplate: "https://x.example/s?q={query}" }, "  eggs ")).toBe("https://x.example/s?q=eggs");
    expect(storeSearchUrl({ searchUrlTemplate: "https://x.example/s?q={query}", ...site }, "  ")).toBe(
      "https://shop.example.com",
    );
  });

  it("opens the online shopping URL, else the website, when there is no template", () => {
    expect(storeSearchUrl(site, "eggs")).toBe("https://shop.example.com");
    expect(
      storeSearchUrl({ searchUrlTemplate: null, onlineShoppingUrl: null, websiteUrl: "https://www.example.com" }, "eggs"),
    ).toBe("https://www.example.com");
    expect(storeSearchUrl({}, "eggs")).toBeNull();
  });

  it("ignores a template without {query} or that is not an http(s) URL", () => {
    expect(storeSearchUrl({ searchUrlTemplate: "https://x.example/search", ...site }, "eggs")).toBe("https://shop.example.com");
    expect(storeSearchUrl({ searchUrlTemplate: "javascript:alert({query})", ...site }, "eggs")).toBe("https://shop.example.com");
    expect(storeSearchUrl({ searchUrlTemplate: "/relative?q={query}" }, "eggs")).toBeNull();
  });
});

describe("storeHomeUrl", () => {
  it("prefers the online shopping URL and skips unusable ones", () => {
    expect(storeHomeUrl(site)).toBe("https://shop.example.com");
    expect(storeHomeUrl({ onlineShoppingUrl: "  ", websiteUrl: "http://store.example" })).toBe("http://store.example");
    expect(storeHomeUrl({ onlineShoppingUrl: "javascript:alert(1)", websiteUrl: "https://ok.example" })).toBe(
      "https://ok.example",
    );
    expect(storeHomeUrl({ onlineShoppingUrl: "not a url" })).toBeNull();
  });
});
