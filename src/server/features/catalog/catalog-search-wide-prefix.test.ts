// Review R55: a query word of two letters stands for every catalog word it begins; on a large imported vocabulary that
// was thousands of words, each sent as a parameter in every part of the lists' statement, and a search of two such
// prefixes passed PostgreSQL's 65,534 parameters (HTTP 500). Each word is now sent once, and a prefix stands for at most
// MAX_PREFIX_WORDS of the words it begins.
import { describe, expect, it } from "vitest";
import type { PlannedWord } from "../../../domain/search/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { range } from "../../../../tests/support/test-items";
import type { Lexicon } from "./catalog-search-vocabulary";
import { catalogWords, MAX_PREFIX_WORDS, prefixBound, wordQuery } from "./catalog-search-words";

const { addItems, search } = searchTestApp("wide-prefix");
/** The i-th word of four letters, aaaa, baaa, ... (distinct for i < 26^4). */
const letters = (i: number) => [0, 1, 2, 3].map((k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join("");
const known = (text: string, lexemes: string[] = []): PlannedWord => ({ text, stem: text, mode: "known", distance: 0, lexemes });

describe("a prefix that begins thousands of catalog words", () => {
  it("answers a search of two such prefixes, with the items that have both words", async () => {
    // Items having both words, of the words each prefix still stands for (the first the catalog had).
    await addItems(["Zqa Zwb Pair", "Zqab Zwab Pair"]);
    // 5,000 words each: 10,000 in all, past the ~9,400 at which the statement passed the parameter limit.
    for (const prefix of ["zq", "zw"])
      for (let start = 0; start < 5_000; start += 2_500)
        await addItems(range(2_500, (i) => `${prefix}${letters(start + i)} Thing`));
    const found = await search("zq zw");
    expect(Array.isArray(found), JSON.stringify(found).slice(0, 200)).toBe(true);
    expect(found.map((item) => item.name).sort()).toEqual(["Zqa Zwb Pair", "Zqab Zwab Pair"]);
  });
});

/** A lexicon of these words, in the order the catalog had them (their ids). */
function lexicon(words: readonly string[]): Lexicon {
  const sorted = words.map((word, id) => ({ word, id })).sort((a, b) => (a.word < b.word ? -1 : 1));
  return { lexemes: sorted.map((entry) => entry.word), ids: sorted.map((entry) => entry.id) };
}

describe("what a prefix stands for (catalogWords)", () => {
  const begun = range(MAX_PREFIX_WORDS + 5, (i) => `mi${letters(i)}`);
  // milk and mix came first (the seed's), then the imported words, and mi and mik last.
  const words = lexicon(["milk", "mix", "nut", ...begun, "mi", "mik"]);

  it("every word it begins, as a prefix, when they are at most MAX_PREFIX_WORDS", () => {
    const stands = catalogWords(known("mi", ["mii"]), lexicon(["milk", "mint", "mix", "nut"]));
    expect(stands).toEqual({ words: ["mii", "milk", "mint", "mix"], prefix: true });
    expect(wordQuery(known("mi", ["mii"]), stands)).toBe("('mi':* | 'mii')");
  });

  it("every word it begins, as a prefix, when they are exactly MAX_PREFIX_WORDS, wherever they lie in the vocabulary", () => {
    const exactly = lexicon(["apple", "bread", ...begun.slice(0, MAX_PREFIX_WORDS), "nut"]);
    expect(catalogWords(known("mi"), exactly)).toEqual({ words: [...begun.slice(0, MAX_PREFIX_WORDS)].sort(), prefix: true });
  });

  it("past the bound, the first words the catalog had of those it begins, alphabetically, and its other spellings", () => {
    const stands = catalogWords(known("mi", ["myy"]), words);
    expect(stands.prefix).toBe(false);
    const kept = ["milk", "mix", ...begun.slice(0, MAX_PREFIX_WORDS - 2)].sort();
    expect(stands.words).toEqual(["myy", ...kept]);
    // The words kept are named in the full-text check, not the prefix (which would also match the words left out).
    const query = wordQuery(known("mi", ["myy"]), stands);
    expect(query).not.toContain(":*");
    expect(query).toBe(`(${["myy", ...kept].map((word) => `'${word}'`).join(" | ")})`);
  });

  it("a one-letter or misspelt word stands for its other spellings only", () => {
    expect(catalogWords(known("m", ["milk"]), words)).toEqual({ words: ["milk"], prefix: false });
    const typo: PlannedWord = { text: "mlik", stem: "mlik", mode: "typo", distance: 1, lexemes: ["milk"] };
    expect(catalogWords(typo, words)).toEqual({ words: ["milk"], prefix: false });
  });
});

describe("the words of a whole query's prefixes (review R62)", () => {
  it("share out MAX_QUERY_PREFIX_WORDS: at most 64 a word, fewer when the query has more than two words", () => {
    expect([1, 2, 3, 4, 8].map(prefixBound)).toEqual([64, 64, 42, 32, 16]);
    const stands = catalogWords(known("mi"), lexicon(range(100, (i) => `mi${letters(i)}`)), prefixBound(3));
    expect(stands.prefix).toBe(false);
    expect(stands.words).toHaveLength(42);
    expect(catalogWords(known("mi"), lexicon(range(40, (i) => `mi${letters(i)}`)), prefixBound(3)).prefix).toBe(true);
  });
});
