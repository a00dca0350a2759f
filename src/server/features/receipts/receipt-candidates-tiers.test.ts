import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { groceryItems } from "../../db/schema/index";
import { candidateItems, FEW } from "./receipt-candidates.repository";

// Review R38/R43: a line's candidates are its best items by words, whatever the catalog's size. Up to FEW items having
// any of its words are ranked at once; beyond, tier by tier, stopping only at a tier whose last item outranks every
// item outside it. Here the best items are the last ones added (read last by any scan), and the items having most of
// the line's words have them only as close spellings, so they rank no higher than an item with one word exactly.

const zorblax = { strong: ["zorblax"], weak: ["zorbla"] };
const quuxon = { strong: ["quuxon"], weak: ["quuxo"] };
const glimmet = { strong: ["glimmet"], weak: [] };
const LINE = [zorblax, quuxon, glimmet];

const item = (key: string, name: string) => ({
  key,
  name,
  brand: "Tb",
  category: "Pantry",
  unit: "1 ct",
  size: 1,
  sizeUnit: "ct",
});
/** Items having "zorblax" and three other words: ranked 1, as the two spelled items. */
const fillers = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => item(`tiers-filler-${from + i}`, "Zorblax Filler"));

let ctx: TestContext;
let spelled: number[] = [];
let short = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  // Exactly FEW items having the line's words: two with two of its groups in close spellings (rank 0.5 + 0.5), the
  // fillers, and last an item named "Zorblax" alone (rank 1, fewest words: the best).
  const rows = await ctx.database.db
    .insert(groceryItems)
    .values([
      item("tiers-spelled-1", "Zorbla Quuxo"),
      item("tiers-spelled-2", "Zorbla Quuxo"),
      ...fillers(0, FEW - 3),
      item("tiers-short-1", "Zorblax"),
    ])
    .returning({ id: groceryItems.id });
  spelled = rows.slice(0, 2).map((row) => row.id);
  short = rows.at(-1)!.id;
});
afterAll(() => ctx.close());

describe("a line's best items", () => {
  it("are read among every item having its words when exactly FEW have, the last one too", async () => {
    const best = await candidateItems(ctx.database.db, [LINE], 2, null);
    expect(best.map((found) => found.id)).toEqual([spelled[0], short]);
  });

  it("beyond FEW items, are not those of a tier whose last item ranks only as high as items outside it", async () => {
    const [later] = await ctx.database.db
      .insert(groceryItems)
      .values([...fillers(FEW, 200), item("tiers-short-2", "Zorblax")])
      .returning({ id: groceryItems.id })
      .then((rows) => rows.slice(-1));
    // The tier of two groups holds exactly the two spelled items, at rank 1: no more than the "Zorblax" items outside it.
    const best = await candidateItems(ctx.database.db, [LINE], 2, null);
    expect(best.map((found) => found.id)).toEqual([short, later!.id]);
  });
});
