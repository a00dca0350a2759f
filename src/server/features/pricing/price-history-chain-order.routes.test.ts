import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices } from "../../db/schema/index";

// Issue 15 part 7: an item's price history lists its chains by name, whichever chain priced it first.
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, "history-order@example.com");
});
afterAll(() => ctx.close());

describe("the chains of a price history", () => {
  it("are in name order, not in the order their first prices were seen", async () => {
    const { db } = ctx.database;
    const [item] = await db.select({ id: groceryItems.id }).from(groceryItems).orderBy(asc(groceryItems.id)).limit(1);
    const named = await db.select({ id: chains.id, name: chains.name }).from(chains).orderBy(asc(chains.name));
    const [first, last] = [named[0]!, named.at(-1)!];
    await db.delete(prices).where(eq(prices.itemId, item!.id));
    const observation = (chainId: number, day: string) => ({
      itemId: item!.id,
      chainId,
      cents: 250,
      source: "import" as const,
      sourceRef: `csv:order.csv:${day}`,
      observedAt: new Date(`${day}T00:00:00Z`),
      observedPrecision: "day" as const,
    });
    // The chain last by name was seen first.
    await db.insert(prices).values([observation(last.id, "2026-01-05"), observation(first.id, "2026-06-05")]);

    const res = await ctx.app.inject({ url: `/api/grocery-items/${item!.id}/price-history`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().chains.map((chain: { chainName: string }) => chain.chainName)).toEqual([first.name, last.name]);
  });
});
