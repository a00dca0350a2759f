import { describe, expect, it } from "vitest";
import {
  matchLine as match,
  prepareCatalog,
  tokenScore,
  type CatalogEntry,
  type Carried,
  type LineToMatch,
  type MatchContext,
} from "./match-line";
import type { ReceiptSpelling } from "./receipt-words";

// A few of the tables' rows (the app reads them from src/server/features/receipts/data/): the tests stand on their own.
const SPELLING: ReceiptSpelling = {
  words: { GAL: "gallon", LG: "large", "2%": "2% reduced fat", RL: "rolls" },
  formats: {
    "giant-eagle": { names: [/giant\s*eagle/i], brandCodes: { GE: "Giant Eagle" } },
    costco: { names: [/costco/i], brandCodes: { KS: "Kirkland Signature" } },
  },
};
const matchLine = (line: LineToMatch, catalog: Parameters<typeof match>[1], context: MatchContext) =>
  match(line, catalog, { spelling: SPELLING, ...context });

const CATALOG: CatalogEntry[] = [
  { id: 1, name: "Whole Milk", brand: "Giant Eagle", size: 1, sizeUnit: "gal" },
  { id: 2, name: "2% Reduced Fat Milk", brand: "Giant Eagle", size: 1, sizeUnit: "gal" },
  { id: 3, name: "2% Reduced Fat Milk", brand: "Fairlife", size: 52, sizeUnit: "fl oz" },
  { id: 4, name: "Boneless Skinless Chicken Breasts", brand: "Store Brand", size: 1, sizeUnit: "lb" },
  { id: 5, name: "Paper Towels", brand: "Kirkland Signature", size: 12, sizeUnit: "ct" },
  { id: 6, name: "Paper Towels", brand: "Bounty", size: 6, sizeUnit: "ct" },
  { id: 7, name: "Bananas", brand: "Store Brand", size: 1, sizeUnit: "lb" },
  { id: 8, name: "Large Eggs", brand: "Giant Eagle", size: 18, sizeUnit: "ct" },
  { id: 9, name: "Large Eggs", brand: "Eggland's Best", size: 12, sizeUnit: "ct" },
  { id: 10, name: "Chicken Breast Tenderloins", brand: "Tyson", size: 1.5, sizeUnit: "lb" },
];
const catalog = prepareCatalog(CATALOG);
const line = (text: string, cents = 349): LineToMatch => ({ text, cents, unitCents: null, weightLb: null });

describe("matching receipt lines to catalog items", () => {
  it("reads the chains' abbreviations: own-label codes, dropped vowels, shortened words", () => {
    const ge = { chainSlug: "giant-eagle", ownBrands: ["Giant Eagle"] };
    expect(matchLine(line("GE 2% MLK GAL"), catalog, ge)[0]).toMatchObject({ itemId: 2 });
    expect(matchLine(line("BNLS SKNLS BRST", 897), catalog, ge)[0]).toMatchObject({ itemId: 4 });
    expect(
      matchLine(line("KS PAPER TWL", 1999), catalog, { chainSlug: "costco", ownBrands: ["Kirkland Signature"] })[0],
    ).toMatchObject({
      itemId: 5,
    });
    expect(matchLine(line("BOUNTY PPR TWL 6RL", 1199), catalog, ge)[0]).toMatchObject({ itemId: 6 });
  });

  it("is sure of a clear match and unsure when two items fit as well", () => {
    const ge = { chainSlug: "giant-eagle", ownBrands: ["Giant Eagle"] };
    const clear = matchLine(line("GE 2% MLK GAL"), catalog, ge)[0]!;
    expect(clear.confidence).toBeGreaterThanOrEqual(0.75);
    const unclear = matchLine(line("PAPER TOWELS", 1500), catalog, { chainSlug: null, ownBrands: [] });
    expect(unclear.map((c) => c.itemId).sort()).toEqual([5, 6]);
    expect(unclear[0]!.confidence).toBeLessThan(0.75);
  });

  it("uses the printed size and the price to choose between sizes and brands", () => {
    const none = { chainSlug: null, ownBrands: [] };
    expect(matchLine(line("2% MILK 52 FL OZ", 369), catalog, none)[0]).toMatchObject({ itemId: 3 });
    const prices = new Map([
      [8, 399],
      [9, 449],
    ]);
    const byPrice = (cents: number) =>
      matchLine(line("LARGE EGGS", cents), catalog, { chainSlug: null, ownBrands: [], priceOf: (id) => prices.get(id) })[0]!
        .itemId;
    expect(byPrice(399)).toBe(8);
    expect(byPrice(449)).toBe(9);
  });

  it("leans to the chain's own label only when the prices do not tell the brands apart", () => {
    const yogurts = prepareCatalog([
      { id: 1, name: "Strawberry Yogurt", brand: "Store Brand", size: 5.3, sizeUnit: "oz" },
      { id: 2, name: "Strawberry Yogurt", brand: "Dannon", size: 5.3, sizeUnit: "oz" },
    ]);
    const target = { chainSlug: "target", ownBrands: ["Good & Gather"] };
    const prices = new Map([
      [1, 87],
      [2, 103],
    ]);
    const top = (cents: number, priced: boolean) =>
      matchLine(line("STR YGRT", cents), yogurts, {
        ...target,
        ...(priced ? { priceOf: (id: number) => prices.get(id) } : {}),
      })[0]!.itemId;
    // No brand printed: 0.96 is nearer Dannon's 1.03 than the own label's 0.87.
    expect(top(96, true)).toBe(2);
    expect(top(89, true)).toBe(1);
    // Without the store's prices the own label is the likelier.
    expect(top(96, false)).toBe(1);
  });

  it("prices a pound item by its price per pound", () => {
    const bananas = matchLine({ text: "BANANAS", cents: 136, unitCents: 59, weightLb: 2.31 }, catalog, {
      chainSlug: null,
      ownBrands: [],
      priceOf: (id) => (id === 7 ? 59 : null),
    });
    expect(bananas[0]).toMatchObject({ itemId: 7 });
  });

  it("reads the chain's own-label code as its own label and the catalog's Store Brand it sells under it", () => {
    const costco = { chainSlug: "costco", ownBrands: ["Kirkland Signature"] };
    const towels = prepareCatalog([
      { id: 1, name: "Paper Towels", brand: "Bounty", size: 12, sizeUnit: "ct" },
      { id: 2, name: "Paper Towels", brand: "Store Brand", size: 12, sizeUnit: "ct" },
    ]);
    // The generic Store Brand's towels are sold at Costco as Kirkland Signature.
    expect(matchLine(line("KS PAPER TWL", 1999), towels, costco)[0]).toMatchObject({ itemId: 2 });
  });

  it("offers what the store sells first, an item priced nowhere yet (imported) lower, never one only other chains sell", () => {
    // Review R13: a receipt is proof its chain sells an item the prices have not seen yet (decision 062).
    const withImported = prepareCatalog([
      ...CATALOG,
      { id: 11, name: "Large Eggs", brand: "Vital Farms", size: 12, sizeUnit: "ct" },
    ]);
    const sold = new Set([1, 3, 4, 5, 7, 9, 10]);
    const elsewhere = new Set([2, 6, 8]);
    const carried = (id: number): Carried => (sold.has(id) ? "sold" : elsewhere.has(id) ? "elsewhere" : "unpriced");
    const ge = { chainSlug: "giant-eagle", ownBrands: ["Giant Eagle"] };
    expect(matchLine(line("LARGE EGGS", 449), withImported, { ...ge, carried }).map((c) => c.itemId)).toEqual([9, 11]);
    expect(matchLine(line("VITAL FARMS LG EGGS", 599), withImported, { ...ge, carried })[0]).toMatchObject({ itemId: 11 });
    expect(
      matchLine(line("LARGE EGGS", 449), withImported, ge)
        .map((c) => c.itemId)
        .sort(),
    ).toEqual([11, 8, 9].sort());
  });

  it("reads a number the name holds, an O the OCR read as a zero, and a two-letter skeleton", () => {
    const none = { chainSlug: null, ownBrands: [] };
    const diapers = prepareCatalog([
      { id: 1, name: "Diapers Size Newborn", brand: "Store Brand", size: 96, sizeUnit: "ct" },
      { id: 2, name: "Diapers Size 5", brand: "Luvs", size: 60, sizeUnit: "ct" },
    ]);
    expect(matchLine(line("DIAPERS SIZE 5", 1948), diapers, none)[0]).toMatchObject({ itemId: 2 });
    const mixes = prepareCatalog([
      { id: 1, name: "Strawberry Cake Mix", brand: "Store Brand", size: 15.25, sizeUnit: "oz" },
      { id: 2, name: "Strawberry Cake Mix", brand: "Betty Crocker", size: 13.25, sizeUnit: "oz" },
    ]);
    expect(matchLine(line("STRWB CK MIX 13.250Z", 206), mixes, none)[0]).toMatchObject({ itemId: 2 });
    const greens = prepareCatalog([{ id: 1, name: "Kale", brand: "Unbranded", size: 1, sizeUnit: "lb" }]);
    expect(matchLine(line("KL 1LB", 252), greens, none)[0]).toMatchObject({ itemId: 1 });
  });

  it("reads a letter O the OCR read as a zero inside a word", () => {
    const beers = prepareCatalog([
      { id: 1, name: "IPA Beer", brand: "Lagunitas", size: 144, sizeUnit: "fl oz" },
      { id: 2, name: "IPA Beer", brand: "Voodoo Ranger", size: 144, sizeUnit: "fl oz" },
    ]);
    expect(matchLine(line("V0O IPA BR", 2146), beers, { chainSlug: null, ownBrands: [] })[0]).toMatchObject({ itemId: 2 });
  });

  it("offers nothing for a line that is no product it knows", () => {
    expect(matchLine(line("XQZ 7781"), catalog, { chainSlug: null, ownBrands: [] })).toEqual([]);
  });
});

describe("a receipt word against a catalog word", () => {
  it("scores equal, cut-short and consonant-only spellings, and nothing else", () => {
    expect(tokenScore("milk", "milk")).toBe(1);
    expect(tokenScore("choc", "chocolate")).toBeGreaterThan(0.8);
    expect(tokenScore("sknls", "skinless")).toBeGreaterThan(0.8);
    expect(tokenScore("brst", "breast")).toBeGreaterThan(0.8);
    expect(tokenScore("bananas", "banana")).toBe(0.9);
    expect(tokenScore("strawberries", "strawberry")).toBe(0.9);
    expect(tokenScore("kl", "kale")).toBe(0.6);
    expect(tokenScore("kl", "milk")).toBe(0);
    expect(tokenScore("mlk", "mustard")).toBe(0);
    expect(tokenScore("bk", "black")).toBe(0);
  });
});
