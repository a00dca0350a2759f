import { describe, expect, it } from "vitest";
import { mergePriceRereads, planPriceRereads } from "./price-reread";
import { CHAR, located, row } from "./price-reread.test-support";

// Which lines of a receipt the second pass reads again (split from price-reread.test.ts).
const reread = (...rows: string[]) => {
  const lines = located(...rows);
  return planPriceRereads(lines).map((plan) => lines[plan.index]!.text);
};

describe("the lines read again", () => {
  it("start at the first priced item when no date is printed, never in the store's lines", () => {
    expect(
      reread("ALDI", "STORE HOURS 9-9", row("MILK", "3.49"), row("EGGS", "ZB"), row("BREAD", "1.99"), row("JAM", "2.49")),
    ).toEqual(["EGGS ZB"]);
    // A priced line that is no item (a balance) starts nothing.
    expect(
      reread(
        "ALDI",
        row("BALANCE", "0.00"),
        "STORE HOURS",
        row("MILK", "3.49"),
        row("EGGS", "ZB"),
        row("BREAD", "1.99"),
        row("JAM", "2.49"),
      ),
    ).toEqual(["EGGS ZB"]);
  });

  it("stop at the first total, not at tax or a brand named Total", () => {
    expect(
      reread(
        "ALDI",
        row("MILK", "3.49"),
        row("TAX", "0.10"),
        row("EGGS", "ZB"),
        row("TOTAL CR MTHWS 33.8FZ", "8.86"),
        row("SOAP", "dao"),
        row("BREAD", "1.99"),
        row("SUBTOTAL", "14.34"),
        row("LOST", "ZB"),
      ),
    ).toEqual(["EGGS ZB", "SOAP dao"]);
  });

  it("take a weight line whose total was lost, and a name above a weight line only when a blank line is all between", () => {
    expect(
      reread(
        "ALDI",
        row("MILK", "3.49"),
        row("2.31 lb @ 0.59 /lb", "ZB"),
        row("2 @ 1.99", "3.98"),
        "BANANAS",
        "",
        row("2.31 lb @ 0.59 /lb", "1.36"),
        row("BREAD", "1.99"),
      ),
    ).toEqual(["2.31 lb @ 0.59 /lb ZB"]);
  });

  it("skip a line the engine gave no boxes for, and crop a one-word line at its own height", () => {
    const lines = located("ALDI", row("MILK", "3.49"), row("EGGS", "ZB"), row("BREAD", "1.99"), "CHEESECAKE", row("JAM", "2.49"));
    const unboxed = lines.map((line, i) =>
      i === 2 ? { text: line.text, confidence: line.confidence, words: line.words } : line,
    );
    expect(planPriceRereads(unboxed).map((plan) => plan.index)).toEqual([4]);
    const [, cake] = planPriceRereads(lines);
    // Line 4 is at 260-284 px: the crop is centred there.
    expect(cake).toEqual({ index: 4, crop: { x0: 556, y0: 253, x1: 689, y1: 291 } });
  });

  it("crop from the image's edge when the price column starts near it", () => {
    // Prices printed alone at the left edge: 7 characters left of their right edge is off the image.
    const lines = located("ALDI", "11/26/2026", "3.49", "2.19", "EGGS", "1.99");
    expect(planPriceRereads(lines)).toEqual([{ index: 4, crop: { x0: 0, y0: 253, x1: 89, y1: 291 } }]);
  });
});

describe("a reread put in place", () => {
  it("changes nothing for a line the reread does not name", () => {
    const lines = located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "ZB"), row("BREAD", "1.99"));
    const merged = mergePriceRereads(lines, [{ index: 9, crop: { x0: 26 * CHAR, y0: 0, x1: 34 * CHAR, y1: 10 }, text: "2.19" }]);
    expect(merged).toEqual(lines);
  });
});
