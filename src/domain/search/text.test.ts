import { describe, expect, it } from "vitest";
import { fold, spellingDistance, stem, typoBound } from "./text";

describe("how search reads a word", () => {
  it("folds plain text the same way as accented text", () => {
    expect(fold("Lay's MILK")).toBe("lays milk");
    expect(fold("Crème Brûlée")).toBe("creme brulee");
    expect(fold("Trader Joe’s")).toBe("trader joes");
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
});
