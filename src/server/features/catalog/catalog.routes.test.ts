import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = async (q: string) => {
  const res = await ctx.app.inject({ url: `/api/grocery-items/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; brand: string; category: string }[];
};

describe("catalog", () => {
  it("lists the seeded catalog: 300+ items in the spec's 11 categories", async () => {
    const res = await ctx.app.inject({ url: "/api/grocery-items" });
    const items = res.json() as { category: string; name: string; brand: string; unit: string }[];
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((i) => i.category))).toEqual(
      new Set(["Dairy", "Produce", "Meat", "Seafood", "Bakery", "Pantry", "Household", "Personal Care", "Frozen", "Snacks", "Beverages"]),
    );
    const wholeMilkBrands = items.filter((i) => i.name === "Whole Milk").map((i) => i.brand);
    expect(wholeMilkBrands.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["milk", "Whole Milk"],
    ["chees", "Cheddar Cheese"],
    ["chedar", "Cheddar Cheese"],
    ["oat mil", "Oat Milk"],
    ["bananna", "Bananas"],
  ])("finds %s (typo- and prefix-tolerant)", async (q, expected) => {
    const results = await search(q);
    const firstSix = [...new Set(results.map((r) => r.name))].slice(0, 6);
    expect(firstSix).toContain(expected);
  });

  it("ranks name matches before brand and category matches", async () => {
    const results = await search("oat milk");
    expect(results[0]!.name).toBe("Oat Milk");
    const kraft = await search("kraft");
    expect(kraft.length).toBeGreaterThan(0);
    expect(kraft.every((r) => r.brand === "Kraft")).toBe(true);
  });

  it("refuses queries shorter than 3 characters with a clear message", async () => {
    const res = await ctx.app.inject({ url: "/api/grocery-items/search?q=ab" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Search needs at least 3 characters");
  });

  it("treats LIKE wildcards in a query as text", async () => {
    expect(await search("%%%")).toEqual([]);
  });
});
