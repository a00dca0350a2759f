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
  it("puts an acceptable product first for every judged query", async () => {
    const score = await evaluate(JUDGMENTS, search);
    expect(score.misses).toEqual([]);
    expect(score.top1).toBe(1);
  });

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
