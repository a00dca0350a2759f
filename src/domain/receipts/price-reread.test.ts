import { describe, expect, it } from "vitest";
import { parseReceipt } from "./parse-receipt";
import { mergePriceRereads, planPriceRereads, MAX_PRICE_REREADS, type LocatedLine } from "./price-reread";

// Lines laid out as a monospaced receipt prints them: 20 px a character, 40 px a line, each word with its box.
const CHAR = 20;
const located = (...rows: string[]): LocatedLine[] =>
  rows.map((row, i) => {
    const y0 = 100 + i * 40;
    const words = [...row.matchAll(/\S+/g)].map((m) => ({
      text: m[0],
      box: { x0: m.index * CHAR, y0, x1: (m.index + m[0].length) * CHAR, y1: y0 + 24 },
    }));
    const box = { x0: words[0]?.box.x0 ?? 0, y0, x1: words.at(-1)?.box.x1 ?? 0, y1: y0 + 24 };
    return { text: words.map((w) => w.text).join(" "), confidence: 90, box, words };
  });
const row = (left: string, right: string) => `${left.padEnd(26)}${right.padStart(8)}`;

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
    expect(planPriceRereads(located("ALDI", "11/26/2026", row("MILK", "3.49"), row("EGGS", "2.19"), row("TOTAL", "5.68")))).toEqual([]);
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
});
