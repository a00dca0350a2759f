import { describe, expect, it } from "vitest";
import { observedCents } from "./receipt-rules";

// "BH TURKEY BRST / 0.62 lb @ 12.99 /lb 8.05": what the confirmed line says one pack of the item costs (review R36).
const weighed = { cents: 805, unitCents: 1299, weightLb: 0.62 };

describe("observedCents", () => {
  it("prices an item sold by weight at the line's price a pound, in the item's own unit", () => {
    expect(observedCents(weighed, { size: 1, sizeUnit: "lb" })).toBe(1299);
    expect(observedCents(weighed, { size: 0.5, sizeUnit: "lb" })).toBe(650);
    expect(observedCents(weighed, { size: 8, sizeUnit: "oz" })).toBe(650);
    expect(observedCents(weighed, { size: 16, sizeUnit: "oz" })).toBe(1299);
  });

  it("cannot price an item not sold by weight from a weighed line", () => {
    expect(observedCents(weighed, { size: 4, sizeUnit: "ct" })).toBeNull();
    expect(observedCents(weighed, { size: 1, sizeUnit: "gal" })).toBeNull();
  });

  it("takes one unit's price when several were bought, else the price printed", () => {
    expect(observedCents({ cents: 598, unitCents: 299, weightLb: null }, { size: 4, sizeUnit: "ct" })).toBe(299);
    expect(observedCents({ cents: 349, unitCents: null, weightLb: null }, { size: 1, sizeUnit: "gal" })).toBe(349);
  });
});
