import { describe, expect, it } from "vitest";
import { parseReceipt, splitPrice } from "./parse-receipt";

const ocr = (...texts: string[]) => texts.map((text) => ({ text, confidence: 90 }));

describe("reading a receipt's structure", () => {
  it("finds the store's lines, phone, zip, date and each bought line with its price", () => {
    const receipt = parseReceipt(
      ocr(
        "GIANT EAGLE #4021",
        "6320 PENN AVE",
        "PITTSBURGH PA 15206",
        "(412) 555-0140",
        "11/26/2026 14:32",
        "GE 2% MLK GAL        3.49 F",
        "BNLS SKNLS BRST      8.97",
        "KS PAPER TWL        19.99 T",
        "SUBTOTAL            32.45",
        "TAX                  1.60",
        "TOTAL               34.05",
        "VISA TEND           34.05",
        "CHANGE               0.00",
      ),
    );
    expect(receipt.header).toEqual(["GIANT EAGLE #4021", "6320 PENN AVE", "PITTSBURGH PA 15206"]);
    expect(receipt.phone).toBe("412-555-0140");
    expect(receipt.zip).toBe("15206");
    expect(receipt.purchasedOn).toBe("2026-11-26");
    expect(receipt.lines.map((line) => [line.text, line.cents])).toEqual([
      ["GE 2% MLK GAL", 349],
      ["BNLS SKNLS BRST", 897],
      ["KS PAPER TWL", 1999],
    ]);
    expect(receipt.lines[0]!.confidence).toBe(0.9);
  });

  it("reads a price through the specks and marks the OCR leaves around it (a third decimal is one), a stray dash being no coupon", () => {
    const receipt = parseReceipt(
      ocr(
        "TARGET",
        ". ELB MACAR 160Z 41553965404 1.11 F |",
        "BNDD ADH BNDGS 06994740290 9.38 F.",
        "GHIRA SEMI SWT CHOCOLA . ~~ 5.21 T °",
        "DGRN PEPP PIZZ - 8.41 T",
        'MCCRM CRSHD RED PEPPE 3.14"',
        "PCFC MXCN LAGE BEER 16.34 -",
        "FANCY WET CAT FOOD VRT 15.54 .",
        "GV AA BATTERIES 1741263602 4.25 F-",
        "PEPSI COLA 2L. 2.510",
        "BETTY RNBW SPRI 2.337",
        "COUPON GE BUTTER -0.50",
        "SUBTOTAL 54.18",
      ),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents, line.discountCents])).toEqual([
      ["ELB MACAR 160Z", 111, 0],
      ["BNDD ADH BNDGS", 938, 0],
      ["GHIRA SEMI SWT CHOCOLA", 521, 0],
      ["DGRN PEPP PIZZ", 841, 0],
      ["MCCRM CRSHD RED PEPPE", 314, 0],
      ["PCFC MXCN LAGE BEER", 1634, 0],
      ["FANCY WET CAT FOOD VRT", 1554, 0],
      ["GV AA BATTERIES", 425, 0],
      ["PEPSI COLA 2L", 251, 0],
      ["BETTY RNBW SPRI", 233, 50],
    ]);
  });

  it("reads a price whose dot the OCR read as a colon among the items, never a time of day", () => {
    const receipt = parseReceipt(
      ocr(
        "COSTCO WHOLESALE",
        "11/05/2026 10:15",
        "STORE 12:45",
        "592554 KS GLLN FREEZER STO 2:77",
        "883108 KS SPRING WATER 4.99",
        "SUBTOTAL 7.76",
        "TOTAL 7.92",
        "TC# 4410 13:07",
      ),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents])).toEqual([
      ["KS GLLN FREEZER STO", 277],
      ["KS SPRING WATER", 499],
    ]);
  });

  it("reads a register's or cashier's time stamp between the items as no line, and a count after TOTAL as a total (review R31)", () => {
    const items = (...lines: string[]) => parseReceipt(ocr("KROGER", ...lines)).lines.map((line) => [line.text, line.cents]);
    expect(items("MILK 3.49", "REG 03 12:45", "BREAD 2.49", "SUBTOTAL 5.98")).toEqual([
      ["MILK", 349],
      ["BREAD", 249],
    ]);
    expect(items("MILK 3.49", "CASHIER JOE 12:45", "BREAD 2:49", "SUBTOTAL 5.98")).toEqual([
      ["MILK", 349],
      ["BREAD", 249],
    ]);
    expect(items("MILK 3.49", "BREAD 2.49", "TOTAL 2 CT 5.98", "CASH 10.00")).toEqual([
      ["MILK", 349],
      ["BREAD", 249],
    ]);
  });

  it("reads a brand named Total as an item when the line prints a size, which totals never do", () => {
    const receipt = parseReceipt(
      ocr(
        "GIANT EAGLE",
        "TOTAL CR MTHWS 33.8FZ 8.86",
        "GE 2% MLK GAL 3.49",
        "SUBTOTAL 12.35",
        "TOTAL 12.35",
        "TOTAL SAVINGS 1.00",
      ),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents])).toEqual([
      ["TOTAL CR MTHWS 33.8FZ", 886],
      ["GE 2% MLK GAL", 349],
    ]);
  });

  it("reads three decimals before a unit as a weight or a count, never as a price", () => {
    const receipt = parseReceipt(ocr("KROGER", "GROUND BEEF 2.345 LB", "ONIONS 1.235 KG", "QTY 2.000 EA", "MILK 3.49"));
    expect(receipt.lines.map((line) => line.cents)).toEqual([349]);
    // Review R16: the OCR's "Ib" for lb, and two decimals before a unit, are a weight too; the weighed line stays.
    const weighed = (...lines: string[]) =>
      parseReceipt(ocr("KROGER", "MILK 3.49", ...lines)).lines.map((line) => [line.text, line.cents]);
    expect(weighed("STEAK 1.235 Ib", "1.235 Ib @ 9.99 /lb 12.34")).toEqual([
      ["MILK", 349],
      ["STEAK 1.235 Ib", 1234],
    ]);
    expect(weighed("GROUND BEEF 2.34 LB", "2.34 LB @ 4.99/LB 11.68")).toEqual([
      ["MILK", 349],
      ["GROUND BEEF 2.34 LB", 1168],
    ]);
    expect(splitPrice("GRAPES 1.23 KG")).toBeNull();
  });

  it("repairs a weighed line's total the OCR misread from its weight and price a pound", () => {
    const receipt = parseReceipt(
      ocr("ALDI", "BREAD 2.49", "ZCCHN", "0.72 1b @ 0.44 /1b © 8.32:", "BANANAS", "2.31 lb @ 0.59 /lb 1.36"),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents, line.weightLb])).toEqual([
      ["BREAD", 249, null],
      ["ZCCHN", 32, 0.72],
      ["BANANAS", 136, 2.31],
    ]);
  });

  it("repairs one line's price the OCR misread in one digit from the printed subtotal, and only then", () => {
    // Each item line is [text, OCR confidence].
    const lines = (subtotal: string, ...items: (readonly [string, number])[]) =>
      parseReceipt([
        { text: "TARGET", confidence: 90 },
        ...items.map(([text, confidence]) => ({ text, confidence })),
        { text: `SUBTOTAL ${subtotal}`, confidence: 90 },
      ]).lines.map((line) => line.cents);
    const sure = (text: string) => [text, 90] as const;
    // A speck before "3.39" read as a 1: only that line explains the subtotal by one digit.
    expect(lines("10.87", sure("MILK 2.49"), sure("EGGS 13.39"), sure("BREAD 4.99"))).toEqual([249, 339, 499]);
    // "3.89" for "3.39": "4.49" for "4.99" would explain it too; the line the OCR was least sure of is the one.
    expect(lines("10.87", sure("MILK 2.49"), ["EGGS 3.89", 71], sure("BREAD 4.99"))).toEqual([249, 339, 499]);
    expect(lines("10.87", sure("MILK 2.49"), sure("EGGS 3.89"), sure("BREAD 4.99"))).toEqual([249, 389, 499]);
    // A line the OCR dropped (several lines would explain it), no single digit, a coupon (the subtotal may be before
    // or after it), a subtotal that adds up: nothing is changed.
    expect(lines("14.87", sure("MILK 2.49"), sure("EGGS 3.39"), sure("BREAD 4.99"))).toEqual([249, 339, 499]);
    expect(lines("10.00", sure("MILK 2.49"), sure("EGGS 3.39"), sure("BREAD 4.99"))).toEqual([249, 339, 499]);
    expect(lines("10.37", sure("MILK 2.49"), ["EGGS 3.89", 71], sure("COUPON -0.50"), sure("BREAD 4.99"))).toEqual([
      249, 389, 499,
    ]);
    expect(lines("10.87", sure("MILK 2.49"), sure("EGGS 3.39"), sure("BREAD 4.99"))).toEqual([249, 339, 499]);
    // Review R22: a deposit or a bag fee is in the subtotal, not an item: the prices are kept as printed.
    expect(lines("2.59", sure("COKE 2 LTR 2.49"), sure("BOTTLE DEPOSIT 0.10"))).toEqual([249]);
    expect(lines("9.37", ["MILK 3.49", 91], ["BREAD 2.49", 78], sure("EGGS 3.29"), sure("BAG FEE 0.10"))).toEqual([
      349, 249, 329,
    ]);
  });

  it("repairs a misread digit on a receipt with coupons from a subtotal before or after them, never when both would", () => {
    const lines = (subtotal: string, ...texts: string[]) =>
      parseReceipt(ocr("TRADER JOE'S", ...texts, `SUBTOTAL ${subtotal}`)).lines.map((line) => line.cents);
    // "13.39" for "3.39" against a subtotal before the coupon (10.87 = 2.49 + 3.39 + 4.99), then after it (10.37).
    expect(lines("10.87", "MILK 2.49", "EGGS 13.39", "COUPON 0.50-", "BREAD 4.99")).toEqual([249, 339, 499]);
    // After it, "13.39" could as well be right and the coupon "10.50" read "0.50" (review R24): kept as read.
    expect(lines("10.37", "MILK 2.49", "EGGS 13.39", "COUPON 0.50-", "BREAD 4.99")).toEqual([249, 1339, 499]);
    expect(lines("10.37", "MILK 2.49", "EGGS 3.39", "COUPON 0.50-", "BREAD 14.99")).toEqual([249, 339, 1499]);
    expect(lines("10.37", "MILK 2.49", "EGGS 3.39", "COUPON 0.50-", "BREAD 4.99")).toEqual([249, 339, 499]);
    // Review R24: the coupon misread ("0.80" or "0.30" for "0.50"), the subtotal after it: the items are kept as read.
    expect(lines("10.37", "MILK 2.49", "EGGS 3.39", "COUPON 0.80-", "BREAD 4.99")).toEqual([249, 339, 499]);
    expect(lines("10.37", "MILK 2.49", "EGGS 3.39", "COUPON 0.30-", "BREAD 4.99")).toEqual([249, 339, 499]);
    // "3.91" for "3.71" explains a subtotal before the coupon by several lines; "13.88" for a right "13.08" would
    // explain it after the coupon: a coincidence, so nothing is changed (seen on the held-out bench, Costco).
    expect(lines("32.59", "PASTA 3.91", "DOG BISCUITS 13.08", "CAT FOOD 13.31", "COUPON 1.00-", "MILK 2.49")).toEqual([
      391, 1308, 1331, 249,
    ]);
    // With coupons only a line that alone explains it: "1.74" or "2.97" could each be "1.04" or "2.27" (OCR unsure of the first).
    const unsure = parseReceipt([
      { text: "ALDI", confidence: 90 },
      { text: "SLICED MUSHROOMS 1.74", confidence: 66 },
      { text: "CHEESE 8.67", confidence: 90 },
      { text: "COUPON 0.57-", confidence: 90 },
      { text: "SPOONS 2.97", confidence: 89 },
      { text: "SUBTOTAL 12.68", confidence: 90 },
    ]);
    expect(unsure.lines.map((line) => line.cents)).toEqual([174, 867, 297]);
  });

  it("keeps a weighed total a cent off its weight times price a pound: the scale rounded, the OCR read it right", () => {
    // Review R13: 2.37 lb x 1.99 is 4.7163; a truncating scale prints 4.71, which is what was paid.
    const receipt = parseReceipt(ocr("ALDI", "ZCCHN", "2.37 lb @ 1.99 /lb 4.71", "APPLES", "1.50 lb @ 1.99 /lb 2.98"));
    expect(receipt.lines.map((line) => line.cents)).toEqual([471, 298]);
  });

  it("keeps a coupon's negative line as a discount on the line above, whichever side its sign is on", () => {
    const receipt = parseReceipt(
      ocr("GE BUTTER 4.29", "COUPON GE BUTTER -0.50", "EGGS LG 12CT 2.99", "MC SAVINGS 0.25-", "BREAD 2.49"),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents, line.discountCents])).toEqual([
      ["GE BUTTER", 429, 50],
      ["EGGS LG 12CT", 299, 25],
      ["BREAD", 249, 0],
    ]);
  });

  it("skips deposits, bag fees, loyalty and savings summaries", () => {
    const receipt = parseReceipt(
      ocr(
        "COLA 12PK 6.99",
        "BOTTLE DEPOSIT 0.60",
        "BAG FEE 0.10",
        "FUEL PERKS EARNED 0.20",
        "YOU SAVED 1.20",
        "ADVANTAGE POINTS 5.00",
      ),
    );
    expect(receipt.lines.map((line) => line.text)).toEqual(["COLA 12PK"]);
  });

  it("reads a weight or quantity line as its item's unit price, above or beside the item", () => {
    const receipt = parseReceipt(
      ocr("BANANAS", "2.31 lb @ 0.59 /lb 1.36", "2 @ 1.99", "GE YOGURT 3.98", "APPLES 1.50 LB @ 1.99/LB 2.99"),
    );
    expect(receipt.lines.map((line) => [line.text, line.cents, line.unitCents, line.weightLb])).toEqual([
      ["BANANAS", 136, 59, 2.31],
      ["GE YOGURT", 398, 199, null],
      ["APPLES", 299, 199, 1.5],
    ]);
    expect(receipt.header).toEqual([]);
  });

  it("drops codes printed beside names and lines that are no product", () => {
    const receipt = parseReceipt(ocr("GV 2% MLK 078742012345 F 3.49", "0.00", "12345 9.99"));
    expect(receipt.lines.map((line) => line.text)).toEqual(["GV 2% MLK"]);
    // Before the name, the letters after a code are the name's (Costco's own-label "KS"), not a tax flag.
    const costco = parseReceipt(ocr("COSTCO WHOLESALE", "883108 KS SPRING WATER GAL 1.14", "592554 KS GLLN FREEZER 2.77"));
    expect(costco.lines.map((line) => line.text)).toEqual(["KS SPRING WATER GAL", "KS GLLN FREEZER"]);
  });

  it("finds nothing in a page without prices", () => {
    const receipt = parseReceipt(ocr("Dear friend,", "see you at the park on Sunday"));
    expect(receipt.lines).toEqual([]);
    expect(receipt.purchasedOn).toBeNull();
  });
});
