import { describe, expect, it } from "vitest";
import { isNotAnItem, parseReceipt, type OcrLine } from "./parse-receipt";

// Words that tell a line's kind only as whole words, and the store's phone and zip (split from parse-receipt.test.ts).
const ocr = (...texts: string[]): OcrLine[] => texts.map((text) => ({ text, confidence: 90 }));
const items = (...texts: string[]) => parseReceipt(ocr(...texts)).lines.map((line) => [line.text, line.cents]);

describe("words read only as whole words", () => {
  it("reads a coupon word only as a word: office tape is no discount", () => {
    expect(items("PENS 5.00", "OFFICE TAPE 2.00")).toEqual([
      ["PENS", 500],
      ["OFFICE TAPE", 200],
    ]);
  });

  it("reads am, pm, a register and a store only as words beside a price read with a colon", () => {
    expect(items("MILK 3.49", "SLICED HAM 2:45", "AMERICAN CHEESE 3:19", "REGULAR COFFEE 4:15", "RESTORE SHAMPOO 5:25")).toEqual([
      ["MILK", 349],
      ["SLICED HAM", 245],
      ["AMERICAN CHEESE", 319],
      ["REGULAR COFFEE", 415],
      ["RESTORE SHAMPOO", 525],
    ]);
  });

  it("reads a count after TOTAL as no size: a total's line stays a total", () => {
    expect(items("MILK 3.49", "BREAD 2.49", "TOTAL 2 QTY 5.98")).toEqual([
      ["MILK", 349],
      ["BREAD", 249],
    ]);
  });
});

describe("a total only as a word", () => {
  it("reads TOTALLY NUTS as an item, and TOTAL, TOTALS and an OCR-merged TOTAL5.98 as totals", () => {
    expect(items("MILK 3.49", "TOTALLY NUTS 12OZ 4.99", "TOTALS 8.48", "TOTAL5.98", "TOTAL: 8.48")).toEqual([
      ["MILK", 349],
      ["TOTALLY NUTS 12OZ", 499],
    ]);
  });
});

describe("the store's phone and zip", () => {
  it("reads a phone with or without a space after the area code, never inside a longer number", () => {
    expect(parseReceipt(ocr("ALDI", "(412)555-0140", "MILK 3.49")).phone).toBe("412-555-0140");
    expect(parseReceipt(ocr("ALDI", "MEMBER 88412-555-0140", "REF 412-555-01409", "MILK 3.49")).phone).toBeNull();
  });

  it("reads a zip only after a state's two letters standing alone, and only five digits", () => {
    expect(parseReceipt(ocr("ALDI", "SUITE 12345", "PITTSBURGH PA 15206", "MILK 3.49")).zip).toBe("15206");
    expect(parseReceipt(ocr("ALDI", "PITTSBURGH PA 152061", "MILK 3.49")).zip).toBeNull();
    expect(parseReceipt(ocr("ALDI", "PITTSBURGH PA 15206-1234", "MILK 3.49")).zip).toBe("15206");
  });
});

describe("a line's text as the receipt printed it", () => {
  it("keeps a hyphen inside a name, collapses runs of spaces, and drops marks after the name", () => {
    expect(items("COCA-COLA 12PK 6.99", "WHOLE   MILK 3.49", "BREAD ** 2.49")).toEqual([
      ["COCA-COLA 12PK", 699],
      ["WHOLE MILK", 349],
      ["BREAD", 249],
    ]);
    expect(parseReceipt(ocr("  GIANT   EAGLE ", "MILK 3.49")).header).toEqual(["GIANT EAGLE"]);
  });

  it("reads TOTAL before a size as a brand's word, the size with or without a space or decimals, in fl oz or lb", () => {
    for (const text of [
      "LISTERINE TOTAL CARE 500 ML",
      "LISTERINE TOTAL CARE 16FLOZ",
      "LISTERINE TOTAL CARE 16 FL OZ",
      "PURINA TOTAL 2 LB",
    ])
      expect(isNotAnItem(`${text} 6.99`), text).toBe(false);
    expect(isNotAnItem("TOTAL 2 CT 6.99")).toBe(true);
  });
});

describe("a discount's words, run together or apart", () => {
  it("takes a store coupon, a price reduced, a bonus buy, a reward off and a saving from the line above", () => {
    const lines = (...texts: string[]) =>
      parseReceipt(ocr(...texts)).lines.map((line) => [line.text, line.cents, line.discountCents]);
    expect(
      lines(
        "MILK 3.49",
        "STORECPN 0.50",
        "EGGS 2.99",
        "PRICEREDUCED 0.40",
        "PRICE REDUCED 0.30",
        "CHIPS 3.99",
        "BONUSBUY 1.00",
        "BONUS BUY 0.25",
        "TEA 4.99",
        "REWARDOFF 0.50",
        "SAVING 0.25",
      ),
    ).toEqual([
      ["MILK", 349, 50],
      ["EGGS", 299, 70],
      ["CHIPS", 399, 125],
      ["TEA", 499, 75],
    ]);
  });

  it("reads a transaction's number printed TC without its # as a time stamp, not an item", () => {
    expect(items("MILK 3.49", "TC 12:45")).toEqual([["MILK", 349]]);
  });
});
