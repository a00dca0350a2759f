import { describe, expect, it } from "vitest";
import damerauLevenshtein from "damerau-levenshtein";
import fc from "fast-check";
import { fold, isFiller, spellingDistance, stem, typoBound, typoDistance, wordKey } from "./text";

describe("how search reads a word", () => {
  it("folds plain text the same way as accented text", () => {
    expect(fold("Lay's MILK")).toBe("lays milk");
    expect(fold("Crème Brûlée")).toBe("creme brulee");
    expect(fold("Trader Joe’s")).toBe("trader joes");
    // Text with no plain letter at all is folded too.
    expect(fold("É")).toBe("e");
    expect(fold("’")).toBe("");
  });

  it("reads a word with separators as one key", () => {
    expect(wordKey("Coca-Cola")).toBe("cocacola");
    expect(wordKey("M&M's")).toBe("mms");
  });

  it("reads the grocery plurals pluralize gets wrong as their singulars", () => {
    expect(["veggies", "brownies", "smoothies", "pierogies", "hoagies"].map(stem)).toEqual([
      "veggie",
      "brownie",
      "smoothie",
      "pierogi",
      "hoagie",
    ]);
    expect(["veggie", "hoagie", "peas", "bagels"].map(stem)).toEqual(["veggie", "hoagie", "pea", "bagel"]);
  });

  it("keeps words of three letters or fewer, and words with digits, as typed", () => {
    expect(["ups", "ads", "2pack", "7up"].map(stem)).toEqual(["ups", "ads", "2pack", "7up"]);
    // A digit anywhere keeps the word whole, even where a plural ending follows it.
    expect(["2packs", "v8juices"].map(stem)).toEqual(["2packs", "v8juices"]);
  });

  it("forgives one letter in a three-letter word ('egs' is eggs)", () => {
    expect(typoBound("egs")).toBe(1);
  });

  it("counts a changed, missing or swapped letter up to the bound, and nothing beyond it", () => {
    expect(spellingDistance("silk", "milk", 1)).toBe(1);
    expect(spellingDistance("mil", "milk", 1)).toBe(1);
    expect(spellingDistance("milk", "mil", 1)).toBe(1);
    expect(spellingDistance("mikl", "milk", 1)).toBe(1);
    expect(spellingDistance("salt", "last", 1)).toBe(Infinity);
    expect(spellingDistance("mi", "milk", 1)).toBe(Infinity);
    expect(spellingDistance("bread", "bead", 2)).toBe(1);
  });

  it("reads a typo as a slip of the keys, never as another word", () => {
    // The first letter stays, unless the first two are swapped.
    expect(typoDistance("kale", "ale", 1)).toBe(Infinity);
    expect(typoDistance("litter", "butter", 2)).toBe(Infinity);
    expect(typoDistance("imlk", "milk", 1)).toBe(1);
    // Two letters or more added at the end make another word.
    expect(typoDistance("lighter", "light", 2)).toBe(Infinity);
    expect(typoDistance("tomatoe", "tomato", 1)).toBe(1);
    // A short word: a swap, a wrong letter doubled, a vowel or a double letter missing or added.
    expect(typoDistance("mlik", "milk", 1)).toBe(1);
    expect(typoDistance("egss", "eggs", 1)).toBe(1);
    expect(typoDistance("bred", "bread", 1)).toBe(1);
    expect(typoDistance("buter", "butter", 1)).toBe(1);
    expect(typoDistance("egs", "eggs", 1)).toBe(1);
    expect(typoDistance("milkk", "milk", 1)).toBe(1);
    expect(typoDistance("mailk", "milk", 1)).toBe(1);
    expect(typoDistance("eggg", "eggs", 1)).toBe(1);
    // ... but not another letter in its place, nor a consonant missing or added.
    expect(typoDistance("beer", "beef", 1)).toBe(Infinity);
    expect(typoDistance("sock", "stock", 1)).toBe(Infinity);
    // One letter of a double changed is another letter in its place, not a swap.
    expect(typoDistance("bier", "beer", 1)).toBe(Infinity);
    expect(typoDistance("paint", "pain", 1)).toBe(Infinity);
    expect(typoDistance("milks", "milk", 1)).toBe(Infinity);
    // Longer words may have any one letter off.
    expect(typoDistance("cerial", "cereal", 1)).toBe(1);
    expect(typoDistance("lasagne", "lasagna", 1)).toBe(1);
    // The slip rule is about one letter off: two letters off, where the caller allows it, count as two.
    expect(typoDistance("bred", "bard", 2)).toBe(2);
  });

  it("measures the optimal string alignment distance, Infinity beyond the bound", () => {
    const word = fc.stringMatching(/^[abelmrst]{0,9}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const steps = damerauLevenshtein(a, b).steps;
        expect(spellingDistance(a, b, max)).toBe(steps <= max ? steps : Infinity);
      }),
      { numRuns: 1000 },
    );
  });

  it("allows two letters off only from eight letters", () => {
    expect([typoBound("flowers"), typoBound("brocolli")]).toEqual([1, 2]);
  });

  it("counts pack words, numbers and single letters as filler", () => {
    expect(["gallon", "organic", "12", "x"].map(isFiller)).toEqual([true, true, true, true]);
    expect(["milk", "formula", "half"].map(isFiller)).toEqual([false, false, false]);
    // A number is filler only as a whole word: "7up" and "v8" are products.
    expect(["7up", "v8", "2pack"].map(isFiller)).toEqual([false, false, false]);
  });
});
