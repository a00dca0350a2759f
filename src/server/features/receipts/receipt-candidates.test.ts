import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import { chainAssortment, chainSellsAnything, lineTiers } from "./receipt-candidates.repository";

// Review R38: a receipt line's candidates are read tier by tier, the items having most of its word groups first; a
// tier is the tsquery of every subset of that many groups, left out when there are more than 20 subsets.

const word = (w: string) => ({ strong: [w], weak: [] as string[] });
const groups = (n: number) => Array.from({ length: n }, (_, i) => word(`w${i}`));

describe("a line's tiers", () => {
  it("go from every group to any group, each ranked above what it leaves out", () => {
    expect(lineTiers([word("milk"), word("eggs"), word("gal")])).toEqual([
      { query: "(('milk') & ('eggs') & ('gal'))", above: 2 },
      { query: "(('milk') & ('eggs')) | (('milk') & ('gal')) | (('eggs') & ('gal'))", above: 1 },
      { query: "('milk') | ('eggs') | ('gal')", above: -1 },
    ]);
  });

  it("are one for a line of one group: its words, strong and weak", () => {
    expect(lineTiers([{ strong: ["milk"], weak: ["mil", "milks"] }])).toEqual([
      { query: "('milk' | 'mil' | 'milks')", above: -1 },
    ]);
  });

  it("keep a tier of exactly 20 subsets and leave out those of more", () => {
    // 6 groups: subsets of 5 (6), 4 (15), 3 (20) and 2 (15): all kept.
    const six = lineTiers(groups(6));
    expect(six.map((tier) => tier.above)).toEqual([5, 4, 3, 2, 1, -1]);
    expect(six.map((tier) => tier.query.split(" | ").length)).toEqual([1, 6, 15, 20, 15, 6]);
    expect(six[3]!.query.split(" | ").at(-1)).toBe("(('w3') & ('w4') & ('w5'))");
    // 7 groups: subsets of 6 (7) kept; of 5, 4, 3, 2 (21, 35, 35, 21) left out.
    const seven = lineTiers(groups(7));
    expect(seven.map((tier) => tier.above)).toEqual([6, 5, -1]);
    expect(seven[1]!.query.split(" | ")).toHaveLength(7);
  });
});

describe("what a chain's prices say", () => {
  let ctx: TestContext;
  let chainId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const [row] = await ctx.database.db
      .select({ chainId: stores.chainId })
      .from(stores)
      .innerJoin(chains, eq(chains.id, stores.chainId))
      .where(and(eq(chains.slug, "giant-eagle"), eq(stores.address, "1901 Murray Ave")));
    chainId = row!.chainId;
  });
  afterAll(() => ctx.close());

  it("a chain with a trusted price sells something; a new one nothing yet", async () => {
    const db = ctx.database.db;
    expect(await chainSellsAnything(db, chainId)).toBe(true);
    const [fresh] = await db
      .insert(chains)
      .values({ slug: "fresh-chain", name: "Fresh Chain", color: "#000000", logo: "F" })
      .returning({ id: chains.id });
    expect(await chainSellsAnything(db, fresh!.id)).toBe(false);
  });

  it("an item with a trusted price at the chain is sold there; one with estimates at other chains only, elsewhere", async () => {
    const db = ctx.database.db;
    const [sold] = await db
      .select({ itemId: prices.itemId })
      .from(prices)
      .where(and(eq(prices.chainId, chainId), eq(prices.status, "trusted")))
      .limit(1);
    const [fresh] = await db
      .insert(chains)
      .values({ slug: "empty-chain", name: "Empty Chain", color: "#000000", logo: "E" })
      .returning({ id: chains.id });
    const assortment = await chainAssortment(db, chainId, [sold!.itemId]);
    expect(assortment).toEqual(new Map([[sold!.itemId, "sold"]]));
    expect(await chainAssortment(db, fresh!.id, [sold!.itemId])).toEqual(new Map([[sold!.itemId, "elsewhere"]]));
    const [unpriced] = await db
      .insert(groceryItems)
      .values({
        key: "unpriced-test-item",
        name: "Unpriced Test Item",
        brand: "Nobody",
        category: "Pantry",
        size: 1,
        sizeUnit: "oz",
        unit: "1 oz",
      })
      .returning({ id: groceryItems.id });
    expect(await chainAssortment(db, chainId, [unpriced!.id])).toEqual(new Map());
  });
});
