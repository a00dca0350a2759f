import { describe, expect, it } from "vitest";
import { lineWordGroups, pickCandidates, simpleLexemes, wordsRank, type WordGroup } from "./line-candidates";
import type { ReceiptSpelling } from "./receipt-words";

const spelling: ReceiptSpelling = {
  words: {},
  formats: { walmart: { names: [/WALMART/], brandCodes: { GV: "Great Value" } } },
};
const lexemes = [
  "bananas",
  "banana",
  "boneless",
  "breast",
  "breasts",
  "brst",
  "chicken",
  "chick",
  "eggs",
  "great",
  "large",
  "milk",
  "skinless",
  "value",
  "zucchini",
].sort();

describe("the catalog words a receipt line's words may stand for", () => {
  it("gives each word of the line its group: the word, its plural, what it was cut from or shortened to", () => {
    expect(lineWordGroups("BNLS SKNLS CHKN BRST", lexemes, { chainSlug: null })).toEqual([
      { strong: ["boneless"], weak: [] },
      { strong: ["skinless"], weak: [] },
      { strong: ["chicken"], weak: [] },
      { strong: ["brst", "breast", "breasts"], weak: [] },
    ]);
    expect(lineWordGroups("BANANAS", lexemes, { chainSlug: null })).toEqual([{ strong: ["bananas", "banana"], weak: [] }]);
  });

  it("adds the words of the brand a chain's own-label code names", () => {
    expect(lineWordGroups("GV LRG EGGS", lexemes, { chainSlug: "walmart", spelling })).toEqual([
      { strong: ["large"], weak: [] },
      { strong: ["eggs"], weak: [] },
      { strong: ["great"], weak: [] },
      { strong: ["value"], weak: [] },
    ]);
    // Another chain's code is not read as that brand.
    expect(lineWordGroups("GV LRG EGGS", lexemes, { chainSlug: null, spelling }).flatMap((g) => g.strong)).not.toContain("great");
  });

  it("keeps a word only its consonants fit as weak, and leaves out words nothing fits", () => {
    expect(lineWordGroups("CHK", lexemes, { chainSlug: null })).toEqual([{ strong: ["chick"], weak: ["chicken"] }]);
    expect(lineWordGroups("QQQ XYZ", lexemes, { chainSlug: null })).toEqual([]);
    expect(lineWordGroups("MILK", [], { chainSlug: null })).toEqual([]);
  });

  it("gives a word printed twice one group", () => {
    expect(lineWordGroups("MILK MILK", lexemes, { chainSlug: null })).toEqual([{ strong: ["milk"], weak: [] }]);
  });

  it("reads only the catalog words of the token's first letter, found by halving (a catalog has 10^5-10^6 words)", () => {
    const words = Array.from(
      { length: 20_000 },
      (_, i) => `${String.fromCharCode(97 + Math.floor(i / 800))}w${String(i).padStart(5, "0")}`,
    );
    let reads = 0;
    const counted = new Proxy(words, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    // "m" has 800 words: about log2(20,000) = 15 reads to find them, then each once (twice for its test and score).
    expect(lineWordGroups("MW", counted, { chainSlug: null })).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(3 * 800 + 40);
  });

  it("keeps the 200 best words of a group, best first, ties by spelling", () => {
    const many = Array.from({ length: 250 }, (_, i) => `ban${String(i).padStart(3, "0")}`);
    const sorted = [...many, "ba", "ban", "bz"].sort();
    const [group] = lineWordGroups("BAN", sorted, { chainSlug: null });
    expect(group!.strong).toHaveLength(200);
    expect(group!.strong[0]).toBe("ban");
    expect(group!.strong.slice(1, 4)).toEqual(["ban000", "ban001", "ban002"]);
    expect(group!.strong).not.toContain("ban249");
  });
});

describe("an item's rank for a line", () => {
  const groups: WordGroup[] = [
    { strong: ["chicken"], weak: ["chick"] },
    { strong: ["breast"], weak: [] },
  ];
  const rankOf = (...words: string[]) => wordsRank(groups, (word) => words.includes(word));

  it("counts 1 for each group it has a strong word of, 0.5 for one it has only a weak word of", () => {
    expect(rankOf("chicken", "breast")).toBe(2);
    expect(rankOf("chick", "breast")).toBe(1.5);
    expect(rankOf("chicken", "chick")).toBe(1);
    expect(rankOf("chick")).toBe(0.5);
    expect(rankOf("thigh")).toBe(0);
    // One strong word of a group is enough.
    expect(wordsRank([{ strong: ["chicken", "chickens"], weak: [] }], (word) => word === "chicken")).toBe(1);
  });
});

describe("the words of catalog text", () => {
  it("are its lower-case runs of letters and digits, as to_tsvector('simple') gives them", () => {
    expect(simpleLexemes("Boar's Head Turkey, 8-oz")).toEqual(new Set(["boar", "s", "head", "turkey", "8", "oz"]));
    expect(simpleLexemes("  ")).toEqual(new Set());
  });
});

describe("the items a receipt is matched against", () => {
  const item = (id: number, text: string) => ({ item: { id }, lexemes: simpleLexemes(text) });
  const items = [
    item(1, "Chicken Breast Boneless Skinless Family Pack"),
    item(2, "Chicken Breast"),
    item(3, "Chicken Thighs"),
    item(4, "Chicken Breast Tenders"),
    item(5, "Bananas"),
    item(6, "Turkey Breast"),
  ];
  const chicken: WordGroup[] = [
    { strong: ["chicken"], weak: [] },
    { strong: ["breast"], weak: [] },
  ];
  const bananas: WordGroup[] = [{ strong: ["bananas"], weak: [] }];
  const ids = (picked: { id: number }[]) => picked.map((p) => p.id);

  it("takes each line's best items by rank, then the fewest words, then id", () => {
    expect(ids(pickCandidates([chicken], items, 3))).toEqual([1, 2, 4]);
    expect(ids(pickCandidates([chicken], items, 2))).toEqual([2, 4]);
    expect(ids(pickCandidates([chicken], items, 1))).toEqual([2]);
  });

  it("puts the items the receipt's chain sells first among equals (review R37)", () => {
    expect(ids(pickCandidates([chicken], items, 1, (id) => id === 1))).toEqual([1]);
    // Selling does not lift an item over one with more of the line's words.
    expect(ids(pickCandidates([chicken], items, 1, (id) => id === 3))).toEqual([2]);
    // Among items alike in rank and words, the one sold wins wherever it is listed; else the lowest id.
    const twins = [item(8, "Chicken Breast"), item(7, "Chicken Breast"), item(9, "Chicken Breast")];
    expect(ids(pickCandidates([chicken], twins, 1, (id) => id === 9))).toEqual([9]);
    expect(ids(pickCandidates([chicken], twins, 1, (id) => id === 8))).toEqual([8]);
    expect(ids(pickCandidates([chicken], twins, 1))).toEqual([7]);
  });

  it("leaves out items having none of a line's words, and lines without words", () => {
    expect(ids(pickCandidates([bananas, []], items, 10))).toEqual([5]);
    expect(pickCandidates([], items, 10)).toEqual([]);
  });

  it("gives every line's items together, each once, by id", () => {
    expect(ids(pickCandidates([bananas, chicken, chicken], items, 2))).toEqual([2, 4, 5]);
  });

  it("reads 300 items a line unless told otherwise", () => {
    const lots = Array.from({ length: 320 }, (_, i) => item(i + 1, "Bananas"));
    expect(pickCandidates([bananas], lots)).toHaveLength(300);
  });
});
