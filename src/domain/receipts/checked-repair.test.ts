import { describe, expect, it } from "vitest";
import { matchCheckedLine } from "./checked-repair";
import { prepareCatalog } from "./match-line";
import { parseReceipt, type ParsedLine } from "./parse-receipt";

const catalog = prepareCatalog([
  { id: 1, name: "Large Eggs", brand: "Giant Eagle", size: 12, sizeUnit: "ct" },
  { id: 2, name: "Whole Milk", brand: "Giant Eagle", size: 1, sizeUnit: "gal" },
]);
const prices = new Map([
  [1, 329],
  [2, 339],
]);
const context = { chainSlug: null, ownBrands: [], priceOf: (id: number) => prices.get(id) };
const read = (...lines: [string, number][]) =>
  parseReceipt(lines.map(([text, confidence]) => ({ text, confidence }))).lines.map((line) =>
    matchCheckedLine(line, catalog, context),
  );

describe("a price the subtotal repaired, checked against the store's price of the item", () => {
  it("keeps the repair when the store's price agrees with it ('13.39' read for 3.39)", () => {
    const [eggs, milk] = read(["LARGE EGGS 13.39", 70], ["WHOLE MILK 3.49", 95], ["SUBTOTAL 6.88", 96]);
    expect(eggs).toMatchObject({ cents: 339, candidates: [{ itemId: 1 }] });
    expect(milk).toMatchObject({ cents: 349, candidates: [{ itemId: 2 }] });
  });

  it("keeps the price as read when the store's price does not agree with the repaired one", () => {
    // A line the OCR dropped ($1.00 of gum) is "explained" by the milk: 3.49 would become 4.49.
    const [milk] = read(["WHOLE MILK 3.49", 90], ["SUBTOTAL 4.49", 96]);
    expect(milk).toMatchObject({ cents: 349, candidates: [{ itemId: 2 }] });
  });

  it("keeps the price as read when the store's price of the item is not known", () => {
    const [milk] = parseReceipt([
      { text: "WHOLE MILK 3.49", confidence: 90 },
      { text: "SUBTOTAL 4.49", confidence: 96 },
    ]).lines.map((line) => matchCheckedLine(line, catalog, { chainSlug: null, ownBrands: [] }));
    expect(milk).toMatchObject({ cents: 349 });
  });
});

describe("how close a repaired price must be to the store's price to be believed", () => {
  // The eggs at a store that sells them at `cents`: a line whose price the subtotal repaired from `readCents`.
  const repaired = (cents: number, readCents: number, storeCents: number, unitCents: number | null = null) => {
    const line: ParsedLine = { text: "LARGE EGGS", cents, readCents, unitCents, weightLb: null, discountCents: 0, confidence: 0.7 };
    return matchCheckedLine(line, catalog, { chainSlug: null, ownBrands: [], priceOf: (id) => (id === 1 ? storeCents : null) }).cents;
  };

  it("believes a repair from 0.7 to 1.45 times the store's price, when it is closer than the price as read", () => {
    expect(repaired(700, 1700, 1000)).toBe(700);
    expect(repaired(1450, 450, 1000)).toBe(1450);
    // A digit the OCR dropped ("3.39" for 13.39) put back: the larger price is the closer one.
    expect(repaired(1339, 339, 1300)).toBe(1339);
  });

  it("keeps the price as read beyond that band, even when the repair is the closer of the two", () => {
    expect(repaired(690, 1700, 1000)).toBe(1700);
    expect(repaired(1460, 400, 1000)).toBe(400);
  });

  it("keeps the price as read when the repair is not the closer one", () => {
    expect(repaired(1100, 1000, 1000)).toBe(1000);
  });

  it("keeps the price as read on a line of several units: the store's price is one unit's", () => {
    expect(repaired(1339, 339, 1300, 1339)).toBe(339);
  });
});

