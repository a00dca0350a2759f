import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planSearch, buildVocabulary } from "./plan";
import { stem, typoBound, typoDistance } from "./text";
import { hasPrefixOrStem, indexEntries, prefixOrStem, typoCandidates, withLetter } from "./vocabulary-index";

/** Short words over few letters, so that prefixes, shared singulars and typos meet often. */
const word = fc.stringMatching(/^[abeilnorst]{1,9}$/);
/** A word typed as a slip of the keys on a catalog word: two letters swapped, one left out, doubled or changed. */
const slip = (keys: readonly string[]) =>
  fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom("swap", "drop", "double", "vowel", "change"), fc.constantFrom(..."aeio"))
    .map(([k, p, edit, letter]) => {
      const key = keys[k % keys.length]!;
      const at = p % key.length;
      if (edit === "swap") return key.slice(0, at) + key.slice(at + 1, at + 2) + key.slice(at, at + 1) + key.slice(at + 2);
      if (edit === "drop") return key.slice(0, at) + key.slice(at + 1) || key;
      if (edit === "double") return key.slice(0, at + 1) + key.slice(at);
      if (edit === "vowel") return key.slice(0, at) + letter + key.slice(at);
      return key.slice(0, at) + letter + key.slice(at + 1);
    });
const vocabularyAndQuery = fc
  .array(word, { minLength: 1, maxLength: 60 })
  .chain((keys) => fc.tuple(fc.constant(keys), fc.oneof(word, slip(keys))));
const entriesOf = (keys: readonly string[]) => keys.map((key) => ({ key, stem: stem(key) }));
const all = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("vocabulary index", () => {
  it("finds exactly the entries a walk of every entry finds, in the same order", () => {
    fc.assert(
      fc.property(vocabularyAndQuery, ([keys, text]) => {
        const entries = entriesOf(keys);
        const index = indexEntries(entries);
        const textStem = stem(text);
        const walked = all(entries.length).filter((i) => entries[i]!.key.startsWith(text) || entries[i]!.stem === textStem);
        expect(prefixOrStem(entries, index, text, textStem)).toEqual(walked);
        expect(hasPrefixOrStem(entries, index, text, textStem)).toBe(walked.length > 0);
        const letter = text[0]!;
        expect(withLetter(index, letter)).toEqual(all(entries.length).filter((i) => entries[i]!.key === letter));
      }),
      { numRuns: 500 },
    );
  });

  it("leaves out no entry that is a typo of the word, and keeps entry order", () => {
    fc.assert(
      fc.property(vocabularyAndQuery, ([keys, text]) => {
        const entries = entriesOf(keys);
        const textStem = stem(text);
        const bound = typoBound(text);
        const isTypo = (i: number) =>
          Math.min(
            typoDistance(textStem, entries[i]!.stem, Math.min(bound, typoBound(textStem))),
            typoDistance(text, entries[i]!.key, bound),
          ) <= bound;
        const candidates = typoCandidates(indexEntries(entries), text, textStem, bound);
        expect(candidates).toEqual([...candidates].sort((a, b) => a - b));
        for (const i of all(entries.length).filter(isTypo)) expect(candidates).toContain(i);
      }),
      { numRuns: 500 },
    );
  });

  it("rebuilds from the vocabulary it replaces with the same entries and index as from nothing", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 40 }), (before, after) => {
        const fresh = buildVocabulary(after);
        const rebuilt = buildVocabulary(after, buildVocabulary(before));
        expect(rebuilt.entries).toEqual(fresh.entries);
        expect(rebuilt.whole).toEqual(fresh.whole);
        expect(rebuilt.index).toEqual(fresh.index);
      }),
      { numRuns: 200 },
    );
    // A word kept across the rebuild keeps its singular; nothing of a word that went is left.
    const rebuilt = buildVocabulary(["cherries", "milk"], buildVocabulary(["cherries", "breads"]));
    expect(rebuilt.entries.filter((e) => e.lexeme !== null)).toEqual([
      { key: "cherries", stem: "cherry", lexeme: "cherries" },
      { key: "milk", stem: "milk", lexeme: "milk" },
    ]);
  });

  it("reads swapped first letters and plurals through the index", () => {
    const vocabulary = buildVocabulary(["milk", "cherries", "broccoli", "cheddar", "eggs"]);
    expect(planSearch("imlk", vocabulary).words[0]).toMatchObject({ mode: "typo", lexemes: ["milk"] });
    expect(planSearch("mlik", vocabulary).words[0]).toMatchObject({ mode: "typo", lexemes: ["milk"] });
    expect(planSearch("cherry", vocabulary).words[0]).toMatchObject({ mode: "known", lexemes: ["cherries"] });
    expect(planSearch("brocolli", vocabulary).words[0]).toMatchObject({ mode: "typo", lexemes: ["broccoli"] });
    expect(planSearch("chedar", vocabulary).words[0]).toMatchObject({ mode: "typo", lexemes: ["cheddar"] });
    expect(planSearch("litter", buildVocabulary(["butter"])).unknown).toEqual(["litter"]);
  });

  it("offers as typo candidates exactly the entries the rule names, for plain words", () => {
    // The rule (typoCandidates): key or singular of the entry begins with the word's first letter, or with its first
    // two letters swapped, and is at most the bound in length from the word or its singular. Only letters past ASCII or
    // words of 64 letters or more may add others; these words have neither.
    const leadsLike = (word: string, other: string) =>
      other[0] === word[0] || (word.length > 1 && other.length > 1 && other[0] === word[1] && other[1] === word[0]);
    fc.assert(
      fc.property(vocabularyAndQuery, fc.integer({ min: 0, max: 2 }), ([keys, text], bound) => {
        const entries = entriesOf(keys);
        const textStem = stem(text);
        const expected = all(entries.length).filter((i) =>
          [text, textStem].some((typed) =>
            [entries[i]!.key, entries[i]!.stem].some(
              (other) =>
                other !== "" && Math.abs(other.length - typed.length) <= bound && other.length >= 1 && leadsLike(typed, other),
            ),
          ),
        );
        expect(typoCandidates(indexEntries(entries), text, textStem, bound)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
    // An empty word stands for nothing, and an empty entry is never a candidate.
    expect(typoCandidates(indexEntries(entriesOf(["a", "milk"])), "", "", 1)).toEqual([]);
    expect(typoCandidates(indexEntries(entriesOf(["", "milk"])), "milk", "milk", 1)).toEqual([1]);
    // An entry is filed under its singular too: "bery" is one letter off berry, the singular of "berries".
    expect(typoCandidates(indexEntries(entriesOf(["berries"])), "bery", stem("bery"), 1)).toEqual([0]);
  });

  it("knows a word by its singular alone, where no key begins with it", () => {
    const entries = [{ key: "goose", stem: "goose" }];
    expect(hasPrefixOrStem(entries, indexEntries(entries), "geese", "goose")).toBe(true);
    expect(prefixOrStem(entries, indexEntries(entries), "geese", "goose")).toEqual([0]);
    expect(hasPrefixOrStem(entries, indexEntries(entries), "geese", "geese")).toBe(false);
  });
});
