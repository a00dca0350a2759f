import { describe, expect, it } from "vitest";
import { SEARCH_ALIASES } from "./aliases";
import { words } from "./text";

// The table is read where it is defined: tests/search/rule.test.ts checks on the seed catalog that each
// phrase puts the products it means first; these are the rules every entry must keep to be reachable at all.
describe("the search aliases", () => {
  it("each say at least one phrase and mean at least one named product (a brand, when given, is named too)", () => {
    for (const { phrases, means } of SEARCH_ALIASES) {
      expect(phrases.length, JSON.stringify(means)).toBeGreaterThan(0);
      expect(means.length, phrases.join()).toBeGreaterThan(0);
      for (const target of means) {
        expect(target.name.trim(), phrases.join()).not.toBe("");
        if ("brand" in target) expect(target.brand?.trim(), phrases.join()).not.toBe("");
      }
    }
  });

  it("spell every phrase as search reads a query: lower-case words, never blank (a blank phrase would match every search)", () => {
    for (const phrase of SEARCH_ALIASES.flatMap((alias) => alias.phrases)) {
      expect(phrase).not.toBe("");
      expect(words(phrase).join(" ")).toBe(phrase);
    }
  });

  it("give each phrase one meaning", () => {
    const phrases = SEARCH_ALIASES.flatMap((alias) => alias.phrases);
    expect(phrases.filter((phrase, index) => phrases.indexOf(phrase) !== index)).toEqual([]);
  });
});
