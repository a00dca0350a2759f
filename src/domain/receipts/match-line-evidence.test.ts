import { describe, expect, it } from "vitest";
import { evidenceOf, matchLine, prepareCatalog, tokenScore, words, type CatalogEntry, type LineToMatch } from "./match-line";
import { line } from "./match-line.test-support";
import type { ReceiptSpelling } from "./receipt-words";

const SPELLING: ReceiptSpelling = {
  words: { LG: "large", GAL: "gallon" },
  formats: { costco: { names: [/costco/i], brandCodes: { KS: "Kirkland Signature" } } },
};
const none = { chainSlug: null, ownBrands: [] as string[] };

describe("the words and sizes a receipt line prints", () => {
  it("drops stop words and apostrophes, keeps percentages and digits", () => {
    expect(words("Eggland's Best Eggs & The Milk, 2%")).toEqual(["egglands", "best", "eggs", "milk", "2%"]);
    expect(words("Ben’s Style Fresh Bread")).toEqual(["bens", "bread"]);
    expect(words("Mac and Cheese with Broccoli of Vermont in a Cup")).toEqual(["mac", "cheese", "broccoli", "vermont", "cup"]);
  });

  it("reads sizes with or without a space, fluid ounces, OCR's 160Z, dozens and gallons", () => {
    expect(evidenceOf("MILK 16 OZ", null, undefined).sizes).toEqual([{ amount: 16, unit: "oz" }]);
    expect(evidenceOf("MILK 160Z", null, undefined).sizes).toEqual([{ amount: 16, unit: "oz" }]);
    expect(evidenceOf("JUICE 52 FL OZ", null, undefined).sizes).toEqual([{ amount: 52, unit: "fl oz" }]);
    expect(evidenceOf("JUICE 52FLOZ", null, undefined).sizes).toEqual([{ amount: 52, unit: "fl oz" }]);
    expect(evidenceOf("EGGS 2DZ", null, undefined).sizes).toEqual([{ amount: 24, unit: "ct" }]);
    expect(evidenceOf("EGGS DOZEN", null, undefined).sizes).toEqual([{ amount: 12, unit: "ct" }]);
    expect(evidenceOf("EGGS DOZ", null, undefined).sizes).toEqual([{ amount: 12, unit: "ct" }]);
    expect(evidenceOf("MILK GALLON", null, undefined).sizes).toEqual([{ amount: 1, unit: "gal" }]);
    expect(evidenceOf("RICE 2.5 LBS", null, undefined).sizes).toEqual([{ amount: 2.5, unit: "lb" }]);
    expect(evidenceOf("TOWELS 6PK", null, undefined).sizes).toEqual([{ amount: 6, unit: "ct" }]);
    expect(evidenceOf("TOWELS 6 RL", null, undefined).sizes).toEqual([]);
    expect(evidenceOf("TOWELS 6RL", null, undefined).sizes).toEqual([{ amount: 6, unit: "ct" }]);
    expect(evidenceOf("EGGS DZ", null, undefined).sizes).toEqual([{ amount: 12, unit: "ct" }]);
    expect(evidenceOf("JUICE 52 FLOZ", null, undefined).sizes).toEqual([{ amount: 52, unit: "fl oz" }]);
    // Specks around a size, and two spaces before its unit.
    expect(evidenceOf("MILK ..16OZ..", null, undefined).sizes).toEqual([{ amount: 16, unit: "oz" }]);
    expect(evidenceOf("MILK 16  OZ", null, undefined).sizes).toEqual([{ amount: 16, unit: "oz" }]);
    // A word that only begins with a size is none ("2LAYER" is no 2 liters).
    expect(evidenceOf("CAKE 2LAYER", null, undefined).sizes).toEqual([]);
  });

  it("reads an O misread as zero at a word's start or end only in words of letters, and keeps every other zero", () => {
    const evidence = evidenceOf("0NIONS BURRIT0 SPF30 100CAL B12 EGGLAND'S 10 1.25", null, undefined);
    expect(evidence.tokens).toEqual(["onions", "burrito", "spf30", "100cal", "b12", "egglands"]);
    expect(evidence.numbers).toEqual(["10", "1.25"]);
  });

  it("keeps a size out of the words, a lone number as a number, and reads an O misread as zero", () => {
    const evidence = evidenceOf("V0O 'SPRING' WATER 24CT 9 1.5", null, undefined);
    expect(evidence.tokens).toEqual(["voo", "spring", "water"]);
    expect(evidence.numbers).toEqual(["9", "1.5"]);
    expect(evidence.sizes).toEqual([{ amount: 24, unit: "ct" }]);
  });

  it("reads a chain's brand code only for that chain, and expands its shortenings", () => {
    expect(evidenceOf("KS LG EGGS", "costco", SPELLING)).toMatchObject({
      brands: ["kirkland signature"],
      tokens: ["large", "eggs"],
    });
    expect(evidenceOf("KS LG EGGS", null, SPELLING)).toMatchObject({ brands: [], tokens: ["ks", "large", "eggs"] });
    expect(evidenceOf("KS LG EGGS", "kroger", SPELLING).brands).toEqual([]);
    // No spellings given: the chain's codes are unknown, the words read as printed.
    expect(evidenceOf("KS LG EGGS", "costco", undefined)).toMatchObject({ brands: [], tokens: ["ks", "lg", "eggs"] });
  });
});

describe("a receipt word against a catalog word, by how much it says", () => {
  it("scores a cut-short word by how much of it is printed", () => {
    expect(tokenScore("ban", "banana")).toBeCloseTo(0.9, 5);
    expect(tokenScore("choc", "chocolate")).toBeCloseTo(0.8 + 0.2 * (4 / 9), 5);
    expect(tokenScore("tomatoes", "tomato")).toBe(0.9);
    expect(tokenScore("peaches", "peach")).toBe(0.9);
    expect(tokenScore("bananasxyz", "banana")).toBe(0);
    expect(tokenScore("ma", "milk")).toBe(0);
    expect(tokenScore("mk", "mi")).toBe(0);
    expect(tokenScore("ml", "milkshake")).toBe(0);
    expect(tokenScore("mlk", "milk")).toBeCloseTo(0.55 + 0.35, 5);
    expect(tokenScore("bnl", "boneless")).toBeCloseTo(0.55 + 0.35 * (3 / 5), 5);
    expect(tokenScore("xlk", "milk")).toBe(0);
    expect(tokenScore("mkl", "milk")).toBe(0);
    // Equal words in full however short; a receipt word must begin as the catalog word does.
    expect(tokenScore("2%", "2%")).toBe(1);
    expect(tokenScore("rng", "orange")).toBe(0);
  });

  it("reads plurals spelled either way, and a two-letter skeleton of a word of three to five letters only", () => {
    // "TOMATOES" for an imported "Tomatos", "STRAWBERRYS" for "Strawberries": both are the one word.
    expect(tokenScore("tomatoes", "tomatos")).toBe(0.9);
    expect(tokenScore("berrys", "berries")).toBe(0.9);
    expect(tokenScore("bn", "bun")).toBe(0.6);
    expect(tokenScore("al", "aioli")).toBe(0.6);
    expect(tokenScore("al", "aiolis")).toBe(0);
    expect(tokenScore("ck", "cookie")).toBe(0);
    // A three-letter word's plural; an -es plural of a word ending in s; a plural's s only at the word's end.
    expect(tokenScore("eggs", "egg")).toBe(0.9);
    expect(tokenScore("citruses", "citrus")).toBe(0.9);
    expect(tokenScore("raspberrys", "raspberries")).toBe(0.9);
  });
});

const CATALOG: CatalogEntry[] = [
  { id: 1, name: "Orange Juice", brand: "Tropicana", size: 52, sizeUnit: "fl oz" },
  { id: 2, name: "Orange Juice", brand: "Tropicana", size: 1, sizeUnit: "gal" },
  { id: 3, name: "Large Eggs", brand: "Store Brand", size: 12, sizeUnit: "ct" },
  { id: 4, name: "Large Eggs", brand: "Store Brand", size: 18, sizeUnit: "ct" },
  { id: 5, name: "Ground Beef", brand: "Unbranded", size: 1, sizeUnit: "lb" },
  { id: 6, name: "Mystery Soap", brand: "Acme", size: 3, sizeUnit: "bar" },
];
const catalog = prepareCatalog(CATALOG);

describe("a line's size and price choosing the item", () => {
  it("takes the size within 3% in ounces, gallons and liters, and counts only as counts", () => {
    expect(matchLine(line("ORANGE JUICE 52 FL OZ"), catalog, none)[0]!.itemId).toBe(1);
    expect(matchLine(line("ORANGE JUICE 1.54L"), catalog, none)[0]!.itemId).toBe(1);
    expect(matchLine(line("ORANGE JUICE 128OZ"), catalog, none)[0]!.itemId).toBe(2);
    expect(matchLine(line("ORANGE JUICE GAL"), catalog, none)[0]!.itemId).toBe(2);
    expect(matchLine(line("LARGE EGGS 18CT"), catalog, none)[0]!.itemId).toBe(4);
    expect(matchLine(line("LARGE EGGS DOZEN"), catalog, none)[0]!.itemId).toBe(3);
  });

  it("is surer of a size that fits than of none, and less sure of one that does not", () => {
    const conf = (text: string) => matchLine(line(`${text} QQQ`), prepareCatalog([CATALOG[0]!]), none)[0]?.confidence ?? 0;
    expect(conf("ORANGE JUICE 52 FL OZ")).toBeGreaterThan(conf("ORANGE JUICE"));
    expect(conf("ORANGE JUICE 12 OZ")).toBeLessThan(conf("ORANGE JUICE"));
    expect(conf("ORANGE JUICE 50 FL OZ")).toBeLessThan(conf("ORANGE JUICE"));
    // Review R48: within 3% fits (50.5 fl oz is 2.9% off 52), beyond it does not (50.4 fl oz is 3.1% off).
    expect(conf("ORANGE JUICE 50.5 FL OZ")).toBeGreaterThan(conf("ORANGE JUICE"));
    expect(conf("ORANGE JUICE 50.4 FL OZ")).toBeLessThan(conf("ORANGE JUICE"));
    expect(conf("ORANGE JUICE 12CT")).toBeLessThan(conf("ORANGE JUICE"));
  });

  it("takes a line's price near the store's as evidence, and one far off against", () => {
    const one = prepareCatalog([CATALOG[2]!]);
    const conf = (cents: number, expected: number | null) =>
      matchLine(line("LG EGGS QQQ ZZZ", cents), one, { ...none, spelling: SPELLING, priceOf: () => expected })[0]?.confidence ??
      0;
    const base = conf(349, null);
    expect(conf(349, 349)).toBeGreaterThan(base);
    expect(conf(300, 349)).toBeGreaterThan(base);
    expect(conf(349, 349)).toBeGreaterThan(conf(300, 349));
    expect(conf(200, 349)).toBeLessThan(base);
    expect(conf(200, 349)).toBeGreaterThan(conf(100, 349));
    expect(conf(600, 349)).toBeLessThan(base);
    expect(conf(600, 349)).toBeGreaterThan(conf(1000, 349));
  });

  it("prices a pound item by what a pound cost when the line was weighed", () => {
    const one = prepareCatalog([CATALOG[4]!]);
    const conf = (extra: Partial<LineToMatch>) =>
      matchLine(line("GROUND BEEF QQQ ZZZ", 1400, extra), one, { ...none, priceOf: () => 599 })[0]!.confidence;
    expect(conf({ weightLb: 2.3, unitCents: 599 })).toBeGreaterThan(conf({}));
  });

  it("gives a sure match on its own confidence from its fit, and none to a runner-up's margin", () => {
    const ranked = matchLine(line("LARGE EGGS"), catalog, none);
    expect(ranked.map((c) => c.itemId)).toEqual([3, 4]);
    expect(ranked[0]!.confidence).toBeGreaterThan(0);
    expect(ranked[0]!.confidence).toBeLessThan(0.75);
    const alone = matchLine(line("GROUND BEEF"), catalog, none);
    expect(alone).toEqual([{ itemId: 5, confidence: 1 }]);
  });
});
