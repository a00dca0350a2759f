import { describe, expect, it } from "vitest";
import type { ParsedLine } from "./parse-receipt";
import { repairFromSubtotal } from "./subtotal-repair";

const line = (text: string, cents: number, confidence: number, more: Partial<ParsedLine> = {}): ParsedLine => ({
  text,
  cents,
  unitCents: null,
  weightLb: null,
  discountCents: 0,
  confidence,
  ...more,
});
const prices = (lines: ParsedLine[]) => lines.map((l) => [l.cents, l.readCents]);

describe("a receipt's printed subtotal repairing one misread digit", () => {
  it("repairs a digit read too many in front ('10.99' for 0.99), on the line it explains, not the least sure one", () => {
    const lines = [line("GUM", 1099, 0.9), line("WHOLE MILK", 349, 0.6)];
    repairFromSubtotal(lines, 448);
    expect(prices(lines)).toEqual([
      [99, 1099],
      [349, undefined],
    ]);
  });

  it("repairs a digit the OCR dropped in front ('3.39' for 13.39)", () => {
    const lines = [line("ROAST", 339, 0.7), line("BREAD", 249, 0.9)];
    repairFromSubtotal(lines, 1588);
    expect(prices(lines)).toEqual([
      [1339, 339],
      [249, undefined],
    ]);
  });

  it("never makes a line free: a price the subtotal would leave at $0.00 stays as read", () => {
    const lines = [line("BAG", 100, 0.5), line("ROAST", 1049, 0.9)];
    repairFromSubtotal(lines, 1049);
    expect(prices(lines)).toEqual([
      [100, undefined],
      [1049, undefined],
    ]);
  });

  it("never repairs a weighed line: its total was checked by its weight", () => {
    const lines = [line("BANANAS", 1339, 0.6, { unitCents: 59, weightLb: 2.27 }), line("WHOLE MILK", 349, 0.9)];
    repairFromSubtotal(lines, 688);
    expect(prices(lines)).toEqual([
      [1339, undefined],
      [349, undefined],
    ]);
  });

  it("repairs the line the OCR was least sure of only when it was at least 0.05 less sure than the next", () => {
    const clear = [line("EGGS", 1339, 0.1), line("EGGS", 1339, 0.05)];
    repairFromSubtotal(clear, 1678);
    expect(prices(clear)).toEqual([
      [1339, undefined],
      [339, 1339],
    ]);
    const close = [line("EGGS", 1339, 0.06), line("EGGS", 1339, 0.1)];
    repairFromSubtotal(close, 1678);
    expect(prices(close)).toEqual([
      [1339, undefined],
      [1339, undefined],
    ]);
  });
});
