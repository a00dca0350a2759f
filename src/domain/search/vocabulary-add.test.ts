import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildVocabulary } from "./plan";
import { addToVocabulary } from "./vocabulary-add";

/** Short words over few letters (some with an accent or a capital), so that keys and singulars meet often. */
const word = fc.stringMatching(/^[abeilnorstéA]{0,8}$/);
const sorted = (words: Iterable<string>) => [...new Set(words)].sort();

describe("adding words to a vocabulary", () => {
  it("gives the vocabulary a build of every word from nothing gives", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 20 }), (before, added) => {
        const grown = addToVocabulary(buildVocabulary(sorted(before)), added);
        const fresh = buildVocabulary(sorted([...before, ...added]));
        expect(grown.entries).toEqual(fresh.entries);
        expect(grown.whole).toEqual(fresh.whole);
        expect(grown.index).toEqual(fresh.index);
      }),
      { numRuns: 100 },
    );
  });

  it("leaves the vocabulary it grew from as it was", () => {
    const before = buildVocabulary(["cherries", "milk"]);
    const entries = [...before.entries];
    const grown = addToVocabulary(before, ["bread", "milk"]);
    expect(before.entries).toEqual(entries);
    expect(before.whole.has("bread")).toBe(false);
    expect(grown.entries.filter((e) => e.lexeme !== null).map((e) => e.lexeme)).toEqual(["bread", "cherries", "milk"]);
    expect(addToVocabulary(before, ["milk"])).toBe(before);
  });
});
