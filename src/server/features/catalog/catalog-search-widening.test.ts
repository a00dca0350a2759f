// @module-tag engines
import { describe, expect, it } from "vitest";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { range } from "../../../../tests/support/test-items";

// A query is widened past its filler words ("organic", "gallon", "box") only when no item has every word (decision
// 037's candidates, canWiden in src/domain/search/rank.ts): "organic jam" answers the organic jams when there are
// some, plain jams only when there are none. Both hold in a catalog where many items share the other words, so the
// items with every word lie past the first few hundred of each word's items.

const { addItems, search } = searchTestApp("widening");

const ids = async (q: string) => (await search(q)).map((item) => item.id);

describe("a query with a filler word", () => {
  it("answers only the items with every word, when there are some past many items lacking the filler word", async () => {
    // 220 plain jams first (more than a word's lists hold), then the one organic jam.
    const plain = await addItems(range(220, (i) => `Quellberry Jam ${i}`));
    const [organic] = await addItems(["Organic Quellberry Jam"]);
    expect(await ids("organic quellberry jam")).toEqual([organic]);
    // Without the filler word, the plain jams.
    expect(await ids("quellberry jam")).toContain(plain[0]);
  });

  it("is widened to the items with every other word, when no item has them all, however far past the words' lists", async () => {
    // Each word's lists filled by items with one of the two words; then the only items with both, none organic (the
    // seed catalog has "organic": a filler word it has nowhere would be left out of the query).
    await addItems(range(220, (i) => `Zorbelin Relish ${i}`));
    await addItems(range(220, (i) => `Quintash Tea ${i}`));
    // No item with both yet: nothing, widened or not.
    expect(await search("organic zorbelin quintash")).toEqual([]);
    const both = await addItems(range(5, (i) => `Zorbelin Quintash Mix ${i}`));
    expect((await ids("organic zorbelin quintash")).sort((a, b) => a - b)).toEqual(both);
  });

  it("answers only the items with every word, not the products an alias means when they lack the filler word", async () => {
    // "cereal" means Honey Nut Cheerios, Frosted Flakes and Raisin Bran (an alias); none of them says "box".
    const [boxed] = await addItems(["Quellberry Cereal Box"]);
    expect(await ids("cereal box")).toEqual([boxed]);
  });
});
