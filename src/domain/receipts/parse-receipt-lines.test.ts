import { describe, expect, it } from "vitest";
import { isNotAnItem, parseReceipt, type OcrLine } from "./parse-receipt";
import { MAX_LINES_PER_RECEIPT } from "./receipt-rules";

// Which lines of a receipt are items, and what of each line is the item's name (split from parse-receipt.test.ts).
const ocr = (...texts: string[]): OcrLine[] => texts.map((text) => ({ text, confidence: 90 }));
const items = (...texts: string[]) => parseReceipt(ocr(...texts)).lines.map((line) => [line.text, line.cents]);

describe("lines that carry a price but are not something bought", () => {
  it("skips totals, tax, payment, change and the card's lines", () => {
    const notItems = [
      "SUBTOTAL",
      "SUB-TOTAL",
      "SUB TOTAL",
      "TOTAL",
      "GRAND TOTAL",
      "SALES TAX",
      "BAL DUE",
      "BALANCE DUE",
      "CHANGE DUE",
      "CASH",
      "VISA",
      "MASTERCARD",
      "MASTER CARD",
      "AMEX",
      "DISCOVER",
      "DEBIT",
      "US DEBIT",
      "CREDIT",
      "EBT SNAP",
      "TEND",
      "TENDERED",
      "PAYMENT",
      "AMOUNT",
      "DEPOSIT",
      "BTL DEP",
      "CA CRV",
      "BOTTLEDEP",
      "BAG FEE",
      "BAG TAX",
      "BAGFEE",
      "YOU SAVED",
      "YOUSAVED",
      "TOTAL SAVINGS",
      "SAVINGS TOTAL",
      "SAVING THIS TRIP",
      "POINTS",
      "POINT BALANCE",
      "FUEL PERKS",
      "FUELPOINTS",
      "FUEL REWARDS",
      "PERKS",
      "REWARD",
      "REWARDS",
      "LOYALTY",
      "ITEMS SOLD",
      "ITEM SOLD",
      "# ITEMS",
      "#ITEMS",
      "AUTH CODE",
      "APPROVAL",
      "REF # 0042",
      "REF#",
      "ACCT",
    ];
    for (const text of notItems) expect(isNotAnItem(`${text} 12.34`), text).toBe(true);
  });

  it("keeps items whose names only hold those words inside a longer word", () => {
    const bought = [
      "TAXI CAB CANDY",
      "BALSAMIC VINEGAR",
      "CHANGEABLE HEAD",
      "CASHEWS",
      "VISAGE CREAM",
      "AMEXICAN",
      "DEBITS",
      "CREDITO",
      "EBTX",
      "DEPOT MIX",
      "DEPENDS",
      "CRVX",
      "PAYMENTS",
      "AMOUNTS",
      "BAGEL",
      "PERKSX",
      "APPOINTS",
      "REWARDING",
      "ACCTS",
      "REFRIED BEANS",
      "FUELS",
    ];
    for (const text of bought) expect(isNotAnItem(`${text} 3.49`), text).toBe(false);
  });

  it("reads chicken tenders, a tenderloin and an authentic recipe as items, a tender and an authorization as payment", () => {
    expect(items("CHKN BRST TENDERS 7.99", "PORK TENDERLOIN 9.99", "AUTHENTIC SALSA 3.49", "SUBTOTAL 21.47")).toEqual([
      ["CHKN BRST TENDERS", 799],
      ["PORK TENDERLOIN", 999],
      ["AUTHENTIC SALSA", 349],
    ]);
    for (const text of ["CASH TENDER", "AMOUNT TENDERED", "VISA TEND", "AUTH #004211", "AUTHORIZATION", "AUTHORIZED"])
      expect(isNotAnItem(`${text} 21.47`), text).toBe(true);
  });
});

describe("what of a line is the item's name", () => {
  it("drops product codes of 6 to 14 digits, a code's tax flag at the end, and the spaces they leave", () => {
    expect(items("KS 883108 SPRING WATER 4.99")).toEqual([["KS SPRING WATER", 499]]);
    expect(items("12345 CHEESE 3.99")).toEqual([["12345 CHEESE", 399]]);
    expect(items("123456 CHEESE 3.99")).toEqual([["CHEESE", 399]]);
    expect(items("12345678901234 CHEESE 3.99")).toEqual([["CHEESE", 399]]);
    expect(items("123456789012345 CHEESE 3.99")).toEqual([["123456789012345 CHEESE", 399]]);
    expect(items("CHEESE 123456 TX 3.99")).toEqual([["CHEESE", 399]]);
    expect(items("CHEESE 123456 TAX 3.99")).toEqual([]);
    expect(items("CHEESE 123456 TXF 3.99")).toEqual([["CHEESE TXF", 399]]);
  });

  it("trims marks around the name but keeps a closing bracket and a percent sign", () => {
    expect(items("* GE MILK (2%) 3.49")).toEqual([["GE MILK (2%)", 349]]);
    expect(items("** 2% MILK # 3.49")).toEqual([["2% MILK", 349]]);
    expect(items("MILK 2% 3.49")).toEqual([["MILK 2%", 349]]);
  });

  it("needs two letters together to be a name", () => {
    expect(items("MILK 3.49", "A 1 2.00", "B2 3.00", "OJ 4.00")).toEqual([
      ["MILK", 349],
      ["OJ", 400],
    ]);
  });
});

describe("the lines around an item", () => {
  it("reads blank lines as nothing, the first date and the first phone number printed", () => {
    const receipt = parseReceipt(
      ocr(
        "   ",
        "KROGER",
        "(412) 555-0140",
        "PITTSBURGH PA 15206",
        "11/26/2026",
        "MILK 3.49",
        "",
        "REFUND BY 12/26/2026",
        "CALL 412-555-9999",
        "OHIO OH 44101",
      ),
    );
    // Lines without two letters together (a phone number, a date) are no part of the store's name and address.
    expect(receipt.header).toEqual(["KROGER", "PITTSBURGH PA 15206"]);
    expect(receipt.purchasedOn).toBe("2026-11-26");
    expect(receipt.phone).toBe("412-555-0140");
    expect(receipt.zip).toBe("15206");
    expect(receipt.lines.map((line) => line.text)).toEqual(["MILK"]);
  });

  it("finds the phone and zip printed under the items when the header has none, but not in an item's line", () => {
    const receipt = parseReceipt(ocr("ALDI", "MILK 3.49", "PA 15206 EGGS 2.99", "412.555.0140", "MONROEVILLE PA 15146"));
    expect(receipt.phone).toBe("412-555-0140");
    expect(receipt.zip).toBe("15146");
    // Its parts apart by spaces only.
    expect(parseReceipt(ocr("ALDI", "412 555 0140", "MILK 3.49")).phone).toBe("412-555-0140");
    // A priced line before any item is the header's: its phone counts.
    expect(parseReceipt(ocr("STORE 412-555-0140 0.00", "MILK 3.49")).phone).toBe("412-555-0140");
  });

  it("keeps the header to the lines above the first item, and a name line above a weight line out of it", () => {
    const receipt = parseReceipt(ocr("KROGER", "MILK 3.49", "THANK YOU", "BANANAS", "2.31 lb @ 0.59 /lb 1.36", "COME AGAIN"));
    expect(receipt.header).toEqual(["KROGER"]);
    expect(receipt.lines.map((line) => [line.text, line.cents])).toEqual([
      ["MILK", 349],
      ["BANANAS", 136],
    ]);
    // A weight line with no name above it is no item; nor is one whose name was a line away.
    expect(items("KROGER", "MILK 3.49", "2.31 lb @ 0.59 /lb 1.36")).toEqual([["MILK", 349]]);
    expect(items("MILK 3.49", "BANANAS", "EGGS 2.99", "2.31 lb @ 0.59 /lb 1.36")).toEqual([
      ["MILK", 349],
      ["EGGS", 299],
    ]);
    // A line of digits only, with no unit price, is no item either.
    expect(items("MILK 3.49", "BANANAS", "0042 1.36")).toEqual([["MILK", 349]]);
  });

  it("forgets a quantity line at a total or tax line, and uses it only for the next item", () => {
    const receipt = parseReceipt(ocr("MILK 3.49", "2 @ 1.99", "TAX 0.10", "BREAD 3.98", "2 @ 0.99", "EGGS 1.98", "JAM 2.49"));
    expect(receipt.lines.map((line) => [line.text, line.unitCents])).toEqual([
      ["MILK", null],
      ["BREAD", null],
      ["EGGS", 99],
      ["JAM", null],
    ]);
  });

  it("takes money off the line above for a coupon word only when it is less than that line", () => {
    const receipt = parseReceipt(ocr("MILK 3.49", "SALE 0.50", "SALE BREAD 4.99", "MFR CPN 4.99", "EGGS 2.99", "PROMO 2.99"));
    expect(receipt.lines.map((line) => [line.text, line.cents, line.discountCents])).toEqual([
      ["MILK", 349, 50],
      ["SALE BREAD", 499, 0],
      ["MFR CPN", 499, 0],
      ["EGGS", 299, 0],
      ["PROMO", 299, 0],
    ]);
    // A coupon before any item takes nothing off anything.
    expect(items("COUPON -0.50", "MILK 3.49")).toEqual([["MILK", 349]]);
    expect(parseReceipt(ocr("COUPON -0.50", "MILK 3.49")).lines[0]!.discountCents).toBe(0);
  });

  it("skips a line at 0.00, and keeps at most the lines a receipt may have", () => {
    expect(items("MILK 3.49", "FREE BAG 0.00", "EGGS 2.99")).toEqual([
      ["MILK", 349],
      ["EGGS", 299],
    ]);
    const many = Array.from(
      { length: MAX_LINES_PER_RECEIPT + 5 },
      (_, i) => `ITEM ${String.fromCharCode(65 + (i % 26))} ${i + 1}.00`,
    );
    const parsed = parseReceipt(ocr(...many)).lines;
    expect(parsed).toHaveLength(MAX_LINES_PER_RECEIPT);
    expect(parsed.at(-1)!.cents).toBe(MAX_LINES_PER_RECEIPT * 100);
  });

  it("reads the OCR's confidence as 0-1, kept within it", () => {
    const receipt = parseReceipt([
      { text: "MILK 3.49", confidence: 73 },
      { text: "EGGS 2.99", confidence: 140 },
      { text: "BREAD 2.49", confidence: -3 },
    ]);
    expect(receipt.lines.map((line) => line.confidence)).toEqual([0.73, 1, 0]);
  });

  it("checks the prices against the first subtotal only, never a negative one, and not when a charge is in it", () => {
    const cents = (...texts: string[]) => parseReceipt(ocr(...texts)).lines.map((line) => line.cents);
    // "13.39" for "3.39" against 10.87.
    expect(cents("MILK 2.49", "EGGS 13.39", "BREAD 4.99", "SUBTOTAL 10.87", "SUBTOTAL 20.87")).toEqual([249, 339, 499]);
    expect(cents("MILK 2.49", "EGGS 13.39", "BREAD 4.99", "SUBTOTAL -10.87")).toEqual([249, 1339, 499]);
    // A charge after the subtotal is not in it: the subtotal still checks the items.
    expect(cents("MILK 2.49", "EGGS 13.39", "BREAD 4.99", "SUBTOTAL 10.87", "BAG FEE 0.10")).toEqual([249, 339, 499]);
  });
});

describe("a price read with a colon", () => {
  it("is no item after the subtotal, on a line with a date, or with a clock's am or pm", () => {
    expect(items("MILK 3.49", "SUBTOTAL 3.49", "THANK YOU 12:45")).toEqual([["MILK", 349]]);
    expect(items("MILK 3.49", "DATE 11/26/26 12:45")).toEqual([["MILK", 349]]);
    expect(items("MILK 3.49", "PRINTED 2:45 PM")).toEqual([["MILK", 349]]);
    expect(items("MILK 3.49", "BREAD 2:45", "SUBTOTAL 5.94")).toEqual([
      ["MILK", 349],
      ["BREAD", 245],
    ]);
  });

  it("is a time of day before the first item only when a clock could read it", () => {
    expect(items("STEAK 23:59", "MILK 3.49")).toEqual([["MILK", 349]]);
    expect(items("STEAK 23:60", "MILK 3.49")).toEqual([
      ["STEAK", 2360],
      ["MILK", 349],
    ]);
    expect(items("STEAK 24:00", "MILK 3.49")).toEqual([
      ["STEAK", 2400],
      ["MILK", 349],
    ]);
    expect(items("STEAK 0:00", "MILK 3.49")).toEqual([["MILK", 349]]);
  });
});
