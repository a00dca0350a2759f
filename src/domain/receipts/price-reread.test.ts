import { describe, expect, it } from "vitest";
import { parseReceipt } from "./parse-receipt";
import { mergePriceRereads, planPriceRereads, MAX_PRICE_REREADS, type LocatedLine } from "./price-reread";
import { CHAR, located, row } from "./price-reread.test-support";

const receipt = located(
  "GIANT EAGLE",
  "6320 PENN AVE",
  "11/26/2026 14:32",
  row("GE 2% MLK GAL", "3.49"),
  row("BNLS SKNLS BRST", "ZB"),
  "BANANAS",
  row("  2.31 lb @ 0.59 /lb", "1.36"),
  row("KS PAPER TWL", "19.99"),
  row("DIET COKE 2L", ""),
  row("  COUPON", "dao"),
  row("SUBTOTAL", "GLEE"),
  row("TAX", "0.81"),
  row("TOTAL", "34.05"),
);

describe("a second OCR pass on the price column", () => {
  it("reads again only the item lines with no readable price, cropped to the price column", () => {
    const plan = planPriceRereads(receipt);
    // Not the header, not BANANAS (its price is on its weight line), not the subtotal or anything after it.
    expect(plan.map((reread) => receipt[reread.index]!.text)).toEqual(["BNLS SKNLS BRST ZB", "DIET COKE 2L", "COUPON dao"]);
    const [first] = plan;
    // The price column: right of the 26 characters of the name, up to the prices' right edge (34 characters).
    expect(first!.crop.x0).toBeGreaterThanOrEqual(26 * CHAR);
    expect(first!.crop.x1).toBeGreaterThanOrEqual(34 * CHAR);
    expect(first!.crop.x1).toBeLessThan(35 * CHAR);
    // The line's own height, not its neighbours'.
    expect(first!.crop.y0).toBeGreaterThan(100 + 3 * 40 + 24);
    expect(first!.crop.y1).toBeLessThan(100 + 5 * 40);
  });

  it("reads nothing again when every price was read, or when too few prices show where the column is", () => {
    expect(
      planPriceRereads(located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "2.19"), row("TOTAL", "5.68"))),
    ).toEqual([]);
    expect(planPriceRereads(located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "ZB")))).toEqual([]);
  });

  it("reads again at most MAX_PRICE_REREADS lines of a receipt", () => {
    const lost = Array.from({ length: 30 }, (_, i) => row(`ITEM ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i % 26]}X`, "ZB"));
    const lines = located("ALDI", "11/26/2026", row("MILK", "3.49"), ...lost, row("EGGS", "2.19"), row("BREAD", "1.99"));
    expect(planPriceRereads(lines)).toHaveLength(MAX_PRICE_REREADS);
  });

  it("puts a reread price in place of what the first pass read there, and only a well-formed price", () => {
    const plan = planPriceRereads(receipt);
    const merged = mergePriceRereads(receipt, [
      { ...plan[0]!, text: "8.97" },
      { ...plan[1]!, text: "2.2" },
      { ...plan[2]!, text: "0.50-" },
    ]);
    expect(merged[plan[0]!.index]!.text).toBe("BNLS SKNLS BRST 8.97");
    expect(merged[plan[1]!.index]).toBe(receipt[plan[1]!.index]);
    // A minus is not taken from the second pass; the coupon's words make it a discount.
    expect(merged[plan[2]!.index]!.text).toBe("COUPON 0.50");
    const parsed = parseReceipt(merged);
    expect(parsed.lines.map((line) => [line.text, line.cents, line.discountCents])).toEqual([
      ["GE 2% MLK GAL", 349, 0],
      ["BNLS SKNLS BRST", 897, 0],
      ["BANANAS", 136, 0],
      ["KS PAPER TWL", 1999, 50],
    ]);
  });

  it("crops a straight receipt's price column exactly: 7 characters left of the prices' right edge, half a character right, the line's height", () => {
    const plan = planPriceRereads(receipt);
    // Prices' right edge 34 characters (680 px); a character of a price 80/4.5 px; digits 24 px high; line 4 at 260-284 px.
    expect(plan[0]).toEqual({ index: 4, crop: { x0: 556, y0: 253, x1: 689, y1: 291 } });
  });

  it("finds the price column of a turned receipt along its turn, and prices followed by a tax flag", () => {
    // Each line 10 px further right than the one above: the price column moves with it.
    const turned = receipt.map((line, i) => ({
      ...line,
      text: line.text,
      box: line.box && { ...line.box, x0: line.box.x0 + 10 * i, x1: line.box.x1 + 10 * i },
      words: line.words?.map((word) => ({ ...word, box: { ...word.box, x0: word.box.x0 + 10 * i, x1: word.box.x1 + 10 * i } })),
    }));
    const plan = planPriceRereads(turned);
    expect(plan.map((reread) => [reread.index, reread.crop.x1])).toEqual([
      [4, 689 + 40],
      [8, 689 + 80],
      [9, 689 + 90],
    ]);
    const flagged = located(
      "ALDI",
      "11/26/2026",
      row("MILK", "3.49 T"),
      row("EGGS", "2.19 T"),
      row("BREAD", "ZB"),
      row("JAM", "1.99 T"),
    );
    expect(planPriceRereads(flagged).map((reread) => reread.index)).toEqual([4]);
  });

  it("takes a reread price with a comma, a dollar sign, a speck after it or spaces inside, never without the line's words", () => {
    const [plan] = planPriceRereads(receipt);
    const reread = (text: string | null) => mergePriceRereads(receipt, [{ ...plan!, text }])[plan!.index]!.text;
    expect(reread("8,97")).toBe("BNLS SKNLS BRST 8.97");
    expect(reread("$08.977")).toBe("BNLS SKNLS BRST 8.97");
    expect(reread("8. 97")).toBe("BNLS SKNLS BRST 8.97");
    expect(reread(null)).toBe("BNLS SKNLS BRST ZB");
    expect(reread("12345.67")).toBe("BNLS SKNLS BRST ZB");
    // A crop that takes in the whole line leaves no name: nothing is changed.
    expect(mergePriceRereads(receipt, [{ ...plan!, crop: { ...plan!.crop, x0: 0 }, text: "8.97" }])[plan!.index]).toBe(
      receipt[plan!.index],
    );
  });
});

describe("the price column of a receipt photographed a little turned", () => {
  // Each line 6 px further right than the one above (the receipt turned), and each line rising 0.05 px a pixel to the
  // right (its own slant): the column and a line's height at it must follow both.
  const DX = 6;
  const SLOPE = 0.05;
  const turned = (...rows: string[]): LocatedLine[] =>
    rows.map((text, i) => {
      const words = [...text.matchAll(/\S+/g)].map((m) => {
        const x0 = m.index * CHAR + i * DX;
        const y0 = 100 + i * 40 + SLOPE * x0;
        return { text: m[0], box: { x0, y0, x1: x0 + m[0].length * CHAR, y1: y0 + 24 } };
      });
      const box = {
        x0: words[0]!.box.x0,
        y0: Math.min(...words.map((w) => w.box.y0)),
        x1: words.at(-1)!.box.x1,
        y1: Math.max(...words.map((w) => w.box.y1)),
      };
      return { text: words.map((w) => w.text).join(" "), confidence: 90, box, words };
    });
  // Prices of four and five characters, the five-character ones in the middle of the list: the character width is the
  // median of the widths sorted (a four-character price's), not the middle one as listed.
  const lines = turned(
    "ALDI",
    "11/26/2026",
    row("MILK", "3.49"),
    row("EGGS", "2.19"),
    row("ROAST", "13.99"),
    row("TOWELS", "19.99"),
    row("BREAD", "1.36"),
    row("LOST ONE", "ZB"),
    row("CHEESE", "4.29"),
    row("APPLES", "2.99"),
    row("LOST TWO", "dao"),
    row("TOTAL", "51.09"),
  );
  const plan = planPriceRereads(lines);
  const charWidth = (4 * CHAR) / 4.5;

  it("reads again the two lines that lost their price", () => {
    expect(plan.map((reread) => lines[reread.index]!.text)).toEqual(["LOST ONE ZB", "LOST TWO dao"]);
  });

  for (const [k, index] of [
    [0, 7],
    [1, 10],
  ] as const) {
    it(`crops line ${index}'s price column where that line has it (${k === 0 ? "first" : "second"} lost price)`, () => {
      const { crop } = plan[k]!;
      const right = 34 * CHAR + index * DX; // that line's prices end here
      expect(Math.abs(crop.x1 - (right + 0.5 * charWidth))).toBeLessThan(3);
      expect(Math.abs(crop.x0 - (right - 7 * charWidth))).toBeLessThan(3);
      // The line's height at the middle of the crop, along its slant.
      const middle = (crop.x0 + crop.x1) / 2;
      const lineCentre = 100 + index * 40 + SLOPE * (middle - (0.5 * charWidth) / 2) + 12;
      expect(Math.abs((crop.y0 + crop.y1) / 2 - lineCentre)).toBeLessThan(3);
      expect(crop.y1 - crop.y0).toBeGreaterThanOrEqual(Math.round(1.6 * 24) - 1);
    });
  }
});

describe("which words are prices, on either pass", () => {
  const lostLine = row("LOST ONE", "ZB");
  it("finds the price column from well-formed prices only: a tax flag of one or two characters after one is skipped", () => {
    // Three prices, each followed by a tax flag ("T", "TX", "*"): the column is found.
    const flagged = located(
      "ALDI",
      "11/26/2026",
      `${row("MILK", "3.49")} T`,
      `${row("EGGS", "12.19")} TX`,
      lostLine,
      `${row("BREAD", "1.36")} *`,
    );
    expect(planPriceRereads(flagged).map((r) => r.index)).toEqual([4]);
    // Two prices; a word of three letters is no tax flag ("TAX"), and "X3.49", "3.49A", "3.4" are no prices: too few
    // to find the column (any one of them taken for a price would make three).
    const noisy = located(
      "ALDI",
      "11/26/2026",
      row("MILK", "3.49"),
      row("EGGS", "2.19"),
      `${row("SALT", "5.00")} TAX`,
      row("SOAP", "X3.49"),
      lostLine,
      row("RICE", "3.49A"),
      row("OATS", "3.4"),
    );
    expect(planPriceRereads(noisy)).toEqual([]);
  });

  it("takes from the second pass a price of up to four dollar digits, a speck after it, spaces inside; nothing else", () => {
    const lines = located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "2.19"), lostLine, row("BREAD", "1.36"));
    const [reread] = planPriceRereads(lines);
    const merge = (text: string | null) => mergePriceRereads(lines, [{ ...reread!, text }])[reread!.index]!.text;
    expect(merge("1234.56")).toBe("LOST ONE 1234.56");
    expect(merge("12.97")).toBe("LOST ONE 12.97");
    expect(merge("8. 97")).toBe("LOST ONE 8.97");
    expect(merge("8.977")).toBe("LOST ONE 8.97");
    for (const refused of ["x8.97", "8.97x", "8.97a", "12345.67", null]) expect(merge(refused)).toBe(lines[reread!.index]!.text);
  });

  it("puts no reread price on a line whose words are all in the price column", () => {
    const lines = located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "2.19"), lostLine, row("BREAD", "1.36"));
    const [reread] = planPriceRereads(lines);
    const wide = { ...reread!, crop: { ...reread!.crop, x0: 0 }, text: "4.87" };
    expect(mergePriceRereads(lines, [wide])[reread!.index]).toBe(lines[reread!.index]);
  });
});
