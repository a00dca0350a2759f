import { describe, expect, it } from "vitest";
import { likelyItemIds, matchLine, prepareCatalog, type CatalogEntry, type LineToMatch, type MatchContext } from "./match-line";
import { line } from "./match-line.test-support";
import type { ReceiptSpelling } from "./receipt-words";

// How much each piece of evidence weighs in a line's fit. A lone candidate's confidence is its fit on a scale where
// 0.35 is no fit and 0.95 a full one (rounded to 0.01, so fits are compared within 0.01). "QQQ", a word no item
// explains, keeps the fits below full so that what is added shows.
const SPELLING: ReceiptSpelling = {
  words: {},
  formats: {
    costco: { names: [/costco/i], brandCodes: { KS: "Kirkland Signature", TR: "Tropicana" } },
    target: { names: [/target/i], brandCodes: { GG: "Good & Gather", UU: "Up & Up" } },
  },
};
const OJ: CatalogEntry = { id: 1, name: "Orange Juice", brand: "Tropicana", size: 52, sizeUnit: "fl oz" };
const none: MatchContext = { chainSlug: null, ownBrands: [], spelling: SPELLING };
const costco: MatchContext = { chainSlug: "costco", ownBrands: ["Kirkland Signature"], spelling: SPELLING };

/** The fit of a line to one item alone (undefined when the item is not offered). */
function fit(text: string | LineToMatch, entry: CatalogEntry = OJ, context: MatchContext = none): number | undefined {
  const found = matchLine(typeof text === "string" ? line(text) : text, prepareCatalog([entry]), context)[0];
  return found && 0.35 + 0.6 * found.confidence;
}
const expectNear = (actual: number | undefined, expected: number) => {
  expect(actual).toBeDefined();
  expect(Math.abs(actual! - expected)).toBeLessThan(0.0065);
};

describe("a line's fit from its words", () => {
  it("weighs the share of the line's words the item explains above the share of the item's name the line covers", () => {
    // Two words of three explained, the whole name covered; every word explained, half the name covered.
    expectNear(fit("ORANGE JUICE QQQ"), 0.55 * (2 / 3) + 0.45);
    expectNear(fit("ORANGE JUICE", { ...OJ, name: "Orange Juice Pulp Free" }), 0.55 + 0.45 / 2);
    // So a line explained in full by a longer name beats a short name that leaves a word of the line unexplained.
    const juices = prepareCatalog([
      { id: 1, name: "Orange", brand: "Store Brand", size: 1, sizeUnit: "ct" },
      { id: 2, name: "Orange Juice Pulp Free Calcium", brand: "Store Brand", size: 1, sizeUnit: "ct" },
    ]);
    expect(matchLine(line("ORANGE JUICE"), juices, none)[0]!.itemId).toBe(2);
  });

  it("offers an item only above a fit of 0.35, and nothing for a line of no words", () => {
    expectNear(fit("ORANGE QQQ QQQ"), 0.55 / 3 + 0.45 / 2);
    expect(fit("ORANGE QQQ QQQ 12 OZ")).toBeUndefined(); // 0.08 less for the wrong size: 0.33
    expectNear(fit("ORANGE QQQ QQQ 52 FL OZ"), 0.55 / 3 + 0.45 / 2 + 0.1);
    expect(fit("KS 52 FL OZ", OJ, costco)).toBeUndefined();
    expect(fit("12345 52 FL OZ")).toBeUndefined();
    // The line's brand code, number and size all fit, but not one of its words: nothing offered.
    const juice5: CatalogEntry = { ...OJ, name: "Juice 5" };
    expect(fit("TR QQQ 5 52 FL OZ", juice5, costco)).toBeUndefined();
    expectNear(fit("TR JUICE QQQ QQQ QQQ 5", juice5, costco), 0.55 / 4 + 0.45 + 0.12 + 0.1);
  });
});

describe("a line's fit from the brand it names", () => {
  const base = 0.55 / 2 + 0.45;
  it("adds 0.12 for the item's brand, by the chain's code or by the brand's own words, and takes 0.15 for another", () => {
    expectNear(fit("TR ORANGE JUICE QQQ QQQ", OJ, costco), base + 0.12);
    expectNear(fit("KS ORANGE JUICE QQQ QQQ", OJ, costco), base - 0.15);
    expectNear(fit("KS ORANGE JUICE QQQ QQQ", { ...OJ, brand: "Kirkland Signature" }, costco), base + 0.12);
    // The brand's words count only when all of them are printed, each nearly in full ("TROP" but not "TRP").
    const eggs: CatalogEntry = { id: 1, name: "Large Eggs", brand: "Eggland's Best", size: 12, sizeUnit: "ct" };
    expectNear(fit("EGGLANDS BEST LARGE EGGS QQQ QQQ QQQ", eggs), (0.55 * 4) / 7 + 0.45 + 0.12);
    expectNear(fit("EGGLANDS LARGE EGGS QQQ QQQ QQQ QQQ", eggs), (0.55 * 3) / 7 + 0.45);
    expectNear(fit("TROP ORANGE JUICE QQQ QQQ QQQ"), (0.55 * (2 + 0.8 + 0.2 * (4 / 9))) / 6 + 0.45 + 0.12);
    expectNear(fit("TRP ORANGE JUICE QQQ QQQ QQQ"), (0.55 * (2 + 0.55 + 0.35 * (3 / 5))) / 6 + 0.45);
  });

  it("names the catalog's Store Brand by the chain's own label's code, the first of its labels only", () => {
    const storeOj = { ...OJ, brand: "Store Brand" };
    expectNear(fit("KS ORANGE JUICE QQQ QQQ", storeOj, costco), base + 0.12);
    const target: MatchContext = { chainSlug: "target", ownBrands: ["Good & Gather", "Up & Up"], spelling: SPELLING };
    expectNear(fit("GG ORANGE JUICE QQQ QQQ", storeOj, target), base + 0.12);
    expectNear(fit("UU ORANGE JUICE QQQ QQQ", storeOj, target), base - 0.15);
    // "Unbranded" is generic but no chain's label: the code names another brand.
    expectNear(fit("KS ORANGE JUICE QQQ QQQ", { ...OJ, brand: "Unbranded" }, costco), base - 0.15);
  });

  it("leans 0.04 to the chain's own labels and generic items when the line names no brand, 0.01 when the store's price is known", () => {
    expectNear(fit("ORANGE JUICE QQQ QQQ", { ...OJ, brand: "Store Brand" }, costco), base + 0.04);
    expectNear(fit("ORANGE JUICE QQQ QQQ", { ...OJ, brand: "Unbranded" }, costco), base + 0.04);
    expectNear(fit("ORANGE JUICE QQQ QQQ", { ...OJ, brand: "kirkland signature" }, costco), base + 0.04);
    expectNear(fit("ORANGE JUICE QQQ QQQ", OJ, costco), base);
    // At the store's own price a line earns 0.15 more; the lean is then 0.01.
    const priced = { ...costco, priceOf: () => 349 };
    expectNear(fit("ORANGE JUICE QQQ QQQ", { ...OJ, brand: "Store Brand" }, priced), base + 0.01 + 0.15);
    expectNear(fit("ORANGE JUICE QQQ QQQ", OJ, priced), base + 0.15);
    // No lean when the line names the brand, by the label's code or by the brand's words.
    const pulpFree = { ...OJ, name: "Orange Juice Pulp Free" };
    expectNear(fit("KS ORANGE JUICE QQQ QQQ", { ...pulpFree, brand: "Store Brand" }, priced), 0.5 + 0.12 + 0.15);
    const kirkland = { ...pulpFree, brand: "Kirkland Signature" };
    expectNear(fit("KIRKLAND SIGNATURE ORANGE JUICE QQQ QQQ QQQ QQQ", kirkland, priced), 0.5 + 0.12 + 0.15);
  });
});

describe("a line's fit from the numbers and sizes it prints", () => {
  const base = 0.55 / 2 + 0.45;
  it("adds 0.1 for a number the name holds, which covers the name's word too, and nothing for another", () => {
    const diapers: CatalogEntry = { id: 1, name: "Diapers Size 5", brand: "Luvs", size: 60, sizeUnit: "ct" };
    // Two of the name's three words covered, then all three.
    expectNear(fit("DIAPERS SIZE QQQ 4", diapers), 0.55 * (2 / 3) + 0.45 * (2 / 3));
    expectNear(fit("DIAPERS SIZE QQQ 5", diapers), 0.55 * (2 / 3) + 0.45 + 0.1);
    // So the printed number tells the item that holds it from one named the same without it.
    const sizes = prepareCatalog([
      { ...diapers, name: "Diapers Size" },
      { ...diapers, id: 2 },
    ]);
    expect(matchLine(line("DIAPERS SIZE 5"), sizes, none)[0]!.itemId).toBe(2);
  });

  it("adds 0.1 for the item's size among those printed and takes 0.08 when none is its size", () => {
    expectNear(fit("ORANGE JUICE QQQ QQQ 52 FL OZ"), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 12 OZ"), base - 0.08);
    expectNear(fit("ORANGE JUICE QQQ QQQ 12 OZ 52 FL OZ"), base + 0.1);
    // Counts against counts only, within half a unit.
    const eggs: CatalogEntry = { id: 1, name: "Orange Juice", brand: "Tropicana", size: 12, sizeUnit: "ct" };
    expectNear(fit("ORANGE JUICE QQQ QQQ 12CT", eggs), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 13CT", eggs), base - 0.08);
    expectNear(fit("ORANGE JUICE QQQ QQQ 12 OZ", eggs), base - 0.08);
    // A count is the count exactly, however large (3% of 100 would be 3).
    const hundred: CatalogEntry = { ...eggs, size: 100 };
    expectNear(fit("ORANGE JUICE QQQ QQQ 100CT", hundred), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 98CT", hundred), base - 0.08);
    // A measure within 3% of the item's, 3% included, in the item's unit.
    expectNear(fit("ORANGE JUICE QQQ QQQ 103OZ", { ...OJ, size: 100, sizeUnit: "oz" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 31.5OZ", { ...OJ, size: 2, sizeUnit: "lb" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 30.5OZ", { ...OJ, size: 2, sizeUnit: "lb" }), base - 0.08);
    // A unit the ounces do not convert is no fit.
    expectNear(fit("ORANGE JUICE QQQ QQQ 52 FL OZ", { ...OJ, sizeUnit: "bar" }), base - 0.08);
  });

  it("reads an item sized in dozens as counts, and square feet against square feet", () => {
    // Imported eggs are sized "1 doz" (catalog-import's pack sizes); foil and wrap in square feet.
    const dozen: CatalogEntry = { ...OJ, size: 1, sizeUnit: "doz" };
    expectNear(fit("ORANGE JUICE QQQ QQQ 12CT", dozen), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ DOZEN", { ...dozen, sizeUnit: "dozen" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 2DZ", { ...dozen, size: 2 }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 18CT", dozen), base - 0.08);
    const foil: CatalogEntry = { ...OJ, size: 75, sizeUnit: "sq ft" };
    expectNear(fit("ORANGE JUICE QQQ QQQ 75SQFT", foil), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 200SQFT", foil), base - 0.08);
    expectNear(fit("ORANGE JUICE QQQ QQQ 75OZ", foil), base - 0.08);
  });

  it("converts pounds, quarts, pints, liters and milliliters to ounces", () => {
    expectNear(fit("ORANGE JUICE QQQ QQQ 2LB", { ...OJ, size: 32, sizeUnit: "oz" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 2QT", { ...OJ, size: 64, sizeUnit: "fl oz" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 1PT", { ...OJ, size: 16, sizeUnit: "fl oz" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 1L", { ...OJ, size: 1000, sizeUnit: "ml" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 2 L", { ...OJ, size: 67.6, sizeUnit: "fl oz" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 2 LBS", { ...OJ, size: 2, sizeUnit: "lb" }), base + 0.1);
    expectNear(fit("ORANGE JUICE QQQ QQQ 500ML", { ...OJ, size: 16.9, sizeUnit: "fl oz" }), base + 0.1);
  });
});

describe("a line's fit from its price and the store's", () => {
  const base = 0.55 / 2 + 0.45;
  const atPrice = (cents: number, expected: number, extra: Partial<LineToMatch> = {}, entry = OJ) =>
    fit(line("ORANGE JUICE QQQ QQQ", cents, extra), entry, { ...none, priceOf: () => expected });
  it("adds up to 0.15 from 0.7 to 1.45 times the store's price, takes 0.04 out to 0.4 and 2.5 times, 0.15 beyond", () => {
    expectNear(atPrice(100, 100), base + 0.15);
    expectNear(atPrice(145, 100), base);
    expectNear(atPrice(70, 100), base + 0.006);
    expectNear(atPrice(120, 100), base + 0.15 * (1 - Math.log(1.2) / Math.log(1.45)));
    expectNear(atPrice(146, 100), base - 0.04);
    expectNear(atPrice(69, 100), base - 0.04);
    expectNear(atPrice(40, 100), base - 0.04);
    expectNear(atPrice(39, 100), base - 0.15);
    expectNear(atPrice(250, 100), base - 0.04);
    expectNear(atPrice(251, 100), base - 0.15);
    // A weak fit at a price far off is offered unsure, never below 0.
    expect(matchLine(line("ORANGE QQQ QQQ", 1000), prepareCatalog([OJ]), { ...none, priceOf: () => 100 })).toEqual([
      { itemId: 1, confidence: 0 },
    ]);
    // No price known (or none at all): no evidence either way.
    expectNear(atPrice(100, 0), base);
  });

  it("compares the price of one when the line prints it, and a pound's price times the item's pounds when weighed", () => {
    expectNear(atPrice(398, 199, { unitCents: 199 }), base + 0.15);
    const steak: CatalogEntry = { id: 1, name: "Orange Juice", brand: "Tropicana", size: 1.5, sizeUnit: "lb" };
    expectNear(atPrice(1198, 898, { unitCents: 599, weightLb: 2 }, steak), base + 0.15);
    expectNear(atPrice(898, 898, { weightLb: 1 }, steak), base - 0.04);
    // Not weighed: the item's pounds do not multiply; nor do the ounces of an item not sold by the pound.
    expectNear(atPrice(599, 599, { unitCents: 599 }, steak), base + 0.15);
    expectNear(atPrice(1198, 599, { unitCents: 599, weightLb: 2 }, { ...steak, size: 16, sizeUnit: "oz" }), base + 0.15);
  });

  it("ranks an item priced nowhere yet 0.06 below one the chain sells", () => {
    expectNear(fit("ORANGE JUICE QQQ QQQ", OJ, { ...none, carried: () => "unpriced" }), base - 0.06);
    expectNear(fit("ORANGE JUICE QQQ QQQ", OJ, { ...none, carried: () => "sold" }), base);
  });
});

describe("the candidates offered for a line", () => {
  const same = (count: number) =>
    prepareCatalog(
      Array.from({ length: count }, (_, i) => ({
        id: count - i,
        name: "Orange Juice",
        brand: "Tropicana",
        size: 52,
        sizeUnit: "fl oz",
      })),
    );
  it("offers five at most, the lowest id first among equals, each at half its fit's confidence when none stands out", () => {
    const offered = matchLine(line("ORANGE JUICE QQQ QQQ"), same(7), none);
    expect(offered.map((c) => c.itemId)).toEqual([1, 2, 3, 4, 5]);
    // A fit of 0.725 alone is 0.625 sure; with a twin, 0.55 of that.
    expect(offered.map((c) => c.confidence)).toEqual([0.34, 0.34, 0.34, 0.34, 0.34]);
  });

  it("is as sure of the best as its lead over the runner-up, in full from a lead of 0.12", () => {
    const two = prepareCatalog([OJ, { ...OJ, id: 2, size: 12, sizeUnit: "oz" }]);
    // The size puts the first 0.18 ahead (0.1 for, 0.08 against the other): sure in full; the other at 0.55 of its fit.
    const sized = matchLine(line("ORANGE JUICE QQQ QQQ 52 FL OZ"), two, none);
    expect(sized).toEqual([
      { itemId: 1, confidence: 0.79 },
      { itemId: 2, confidence: 0.27 },
    ]);
    // Priced nowhere yet, the twin is 0.06 behind: the first is 0.55 + 0.45 x 0.06 / 0.12 of its 0.625.
    const twins = prepareCatalog([OJ, { ...OJ, id: 2 }]);
    const carried = (id: number) => (id === 1 ? "sold" : "unpriced");
    const ahead = matchLine(line("ORANGE JUICE QQQ QQQ"), twins, { ...none, carried });
    expect(ahead).toEqual([
      { itemId: 1, confidence: 0.48 },
      { itemId: 2, confidence: 0.29 },
    ]);
  });

  it("asks the store's price of the fifteen likeliest items only", () => {
    expect(likelyItemIds(line("ORANGE JUICE QQQ QQQ"), same(20), none)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(likelyItemIds(line("QQQ"), same(3), none)).toEqual([]);
  });
});
