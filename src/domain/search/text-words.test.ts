import { describe, expect, it } from "vitest";
import { searchList, type SearchableItem } from "./rank";
import { PLAIN_MODIFIERS, STOPWORDS, stem, typoDistance } from "./text";

// The word lists of text.ts, each through what it does to a search: a word dropped from a list changes an answer here.
const item = (name: string): SearchableItem => ({ name, brand: "Store Brand", category: "Dairy" });
const names = (query: string, items: SearchableItem[]) => searchList(query, items, 10).map((found) => found.name);
const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

describe("the words search reads past", () => {
  // One item has the stop word itself as a word: were it read as a word of the query, only that item would answer.
  it.each(["a", "an", "and", "the", "of", "for", "with", "in", "n"])("'%s' in a query asks for nothing more", (stopword) => {
    const other = `Vitamin ${capitalized(stopword)} Milk`;
    expect(names(`milk ${stopword}`, [item(other), item("Whole Milk")])).toEqual(["Whole Milk", other]);
    expect(names(`${stopword} milk`, [item(other), item("Whole Milk")])).toEqual(["Whole Milk", other]);
  });

  it("keeps the words that do say what is wanted", () => {
    expect(names("milk oat", [item("Oat Milk"), item("Whole Milk")])).toEqual(["Oat Milk"]);
    expect(STOPWORDS.has("oat")).toBe(false);
  });
});

describe("the words that leave a product plain", () => {
  it.each([...PLAIN_MODIFIERS])("'%s' milk is what 'milk' means, before oat milk", (modifier) => {
    const plain = `${capitalized(modifier)} Milk`;
    expect(names("milk", [item("Oat Milk"), item(plain)])).toEqual([plain, "Oat Milk"]);
  });
});

describe("plurals read by the grocery's own rules", () => {
  it.each([
    ["cookies", "cookie"],
    ["veggies", "veggie"],
    ["brownies", "brownie"],
    ["smoothies", "smoothie"],
    ["pierogies", "pierogi"],
    ["hoagies", "hoagie"],
  ])("'%s' is one %s", (many, one) => {
    expect(stem(many)).toBe(one);
  });
});

describe("a slip of the keys in a short word", () => {
  it("takes a letter typed three times as a slip ('egggs' is eggs), not another word", () => {
    expect(typoDistance("egggs", "eggs", 1)).toBe(1);
    expect(typoDistance("eggs", "egggs", 1)).toBe(1);
    // An added letter neither a vowel nor a repeat is another word.
    expect(typoDistance("eggst", "eggs", 1)).toBe(Infinity);
  });
});
