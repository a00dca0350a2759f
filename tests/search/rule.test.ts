/**
 * The one search rule (src/domain/search, decision 013) on the seed catalog, with no database in
 * between: the judged queries each keep an acceptable first result, and every alias the rule
 * declares does what it says. judgments.test.ts measures the API and the demo against the bar; this
 * file pins each query and each alias, so a change that loses one of them names it.
 */
import { describe, expect, it } from "vitest";
import { SEARCH_ALIASES, searchList, vocabularyOfItems } from "../../src/domain/search/index";
import { CATALOG_ITEMS } from "../../src/server/db/seed/data/catalog";
import { evaluate, parseJudged } from "./evaluate";
import { JUDGMENTS } from "./judgments";

/** The search box shows the first few groups; the API returns this many items. */
const LIMIT = 24;
const vocabulary = vocabularyOfItems(CATALOG_ITEMS);
const search = (query: string) => searchList(query, CATALOG_ITEMS, LIMIT, vocabulary);
const inCatalog = (target: { name: string; brand?: string }) =>
  CATALOG_ITEMS.some((item) => item.name === target.name && (target.brand === undefined || item.brand === target.brand));

describe("the search rule on the seed catalog", () => {
  // A test per judged query, not one for the whole set: a broken rule fails at the first query it breaks, which is
  // what lets a mutation run of src/domain finish (the whole set takes ~13 s; Stryker stops at the first failure).
  it.each(JUDGMENTS.map((judgment, i) => [i + 1, judgment[0], judgment] as const))(
    'judged query %i, "%s": an acceptable product first (nothing for a query the catalog cannot answer)',
    async (_, __, judgment) => {
      const score = await evaluate([judgment], search);
      expect({ misses: score.misses, guesses: score.guesses }).toEqual({ misses: [], guesses: [] });
      expect(score.top1).toBe(1);
    },
  );

  it("finds nothing for text that names no product", () => {
    expect(search("xyzzyq")).toEqual([]);
    expect(search("zzzz zzzz")).toEqual([]);
  });

  it("judges only products the catalog has", () => {
    const unknown = JUDGMENTS.flatMap(([, best, also = []]) => [...best, ...also])
      .map(parseJudged)
      .filter((j) => !CATALOG_ITEMS.some((item) => item.category === j.category && item.name === j.name));
    expect(unknown).toEqual([]);
  });
});

describe("what the seed catalog does not have (issue 31)", () => {
  const names = (query: string) => search(query).map((item) => item.name);

  it.each([
    ["cat litter", "Butter"],
    ["baby formula", "Baby Carrots"],
    ["beer", "Root Beer"],
    ["dog food", "Beef Hot Dogs"],
    ["dog food", "Angel Food Cake"],
    ["hot pockets", "Hot Sauce"],
    ["kale", "Ginger Ale"],
    ["pollo", "Pizza Rolls"],
    ["arroz", "Carrots"],
  ])('"%s" never finds %s', (query, wrong) => {
    expect(names(query)).not.toContain(wrong);
  });

  it("finds Root Beer for root beer, and bananas without Banana Boat sunscreen", () => {
    expect(names("root beer")[0]).toBe("Root Beer");
    expect(names("bananas")[0]).toBe("Bananas");
    expect(names("bananas")).not.toContain("Sunscreen Lotion SPF 50");
  });

  it("shows the everyday kinds of milk in the first groups, before plant and flavoured milks", () => {
    const groups = [...new Set(names("milk"))].slice(0, 5);
    expect(groups).toEqual(["Whole Milk", "2% Reduced Fat Milk", "1% Low Fat Milk", "Skim Milk", "Lactose-Free Milk"]);
  });
});

describe("every alias", () => {
  it("means products the catalog has", () => {
    const missing = SEARCH_ALIASES.flatMap((alias) => alias.means).filter((target) => !inCatalog(target));
    expect(missing).toEqual([]);
  });

  it.each(SEARCH_ALIASES.flatMap((alias) => alias.phrases.map((phrase) => [phrase, alias] as const)))(
    '"%s" puts the products it means first, in the order it gives',
    (phrase, alias) => {
      const names = [...new Set(search(phrase).map((item) => item.name))];
      const meant = [...new Set(alias.means.map((target) => target.name))];
      expect(names.slice(0, meant.length)).toEqual(meant);
      const first = search(phrase)[0]!;
      const best = alias.means[0]!;
      expect(first.name).toBe(best.name);
      if (best.brand !== undefined) expect(first.brand).toBe(best.brand);
    },
  );
});
