// Review R56: past MAX_PREFIX_WORDS a prefix stood for the shortest words it begins; on a vocabulary grown by an import
// with hundreds of short words of one prefix, "dark ch" lost the words a shopper means (chocolate, cherries: longer than
// the imported ones) and answered only the chips. A prefix now stands for the words the catalog had first (the seed's,
// decision 095).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { range } from "../../../../tests/support/test-items";
import { rowsOf } from "../../db/rows";
import { MAX_PREFIX_WORDS, prefixBound } from "./catalog-search-words";

const { addItems, db, search } = searchTestApp("prefix-words");
/** The i-th word of three letters, aaa, baa, ... (distinct for i < 26^3). */
const letters = (i: number) => [0, 1, 2].map((k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join("");

// Review R64: the bound is meant for imported vocabularies; on the seed's own, a prefix of two letters (the shortest read
// as a prefix) stands for every word it begins in a query of one or two words. (In a query of three or more words each
// prefix stands for at most 42, decision 098: the seed's widest, 60, is then cut to the words it had first.) Runs
// first, before this file's tests add words.
describe("the seed's vocabulary", () => {
  it("has no prefix of two letters beginning more words than one of a two-word query may stand for", async () => {
    const [widest] = rowsOf(
      await db().execute(
        sql`select left(word, 2) as prefix, count(*)::int as n from search_words group by 1 order by 2 desc, 1 limit 1`,
      ),
    ) as { prefix: string; n: number }[];
    expect(widest!.n).toBeLessThanOrEqual(prefixBound(2));
    expect(prefixBound(2)).toBe(MAX_PREFIX_WORDS);
  });
});

describe("a prefix that begins more catalog words than it may stand for", () => {
  it("still stands for the seed's words after an import adds hundreds of shorter ones", async () => {
    const before = (await search("dark ch")).map((item) => item.name);
    expect(before.some((name) => /chocolate/i.test(name))).toBe(true);
    expect(before.some((name) => /cherries/i.test(name))).toBe(true);

    // Imported words of five letters (chaaa, chbaa, ...), shorter than chocolate or cherries: past the bound with the seed's.
    await addItems(range(MAX_PREFIX_WORDS + 100, (i) => `Ch${letters(i)} Crackers`));
    const after = (await search("dark ch")).map((item) => item.name);
    expect(after).toEqual(before);
    // The imported words still count where they are the ones typed.
    expect((await search("chaaa crackers")).map((item) => item.name)).toEqual(["Chaaa Crackers"]);
  });
});

describe("a prefix of the last of the catalog's words in alphabetical order", () => {
  it("finds that word's items, reading the vocabulary to its end and no further", async () => {
    await addItems(["Zzyzxq Quinoa"]);
    const found = await search("zzyz");
    expect(found.map((item) => item.name)).toEqual(["Zzyzxq Quinoa"]);
  });
});
