import { describe, expect, it } from "vitest";
import { matchCheckedLine } from "./checked-repair";
import { prepareCatalog } from "./match-line";
import { parseReceipt } from "./parse-receipt";

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
