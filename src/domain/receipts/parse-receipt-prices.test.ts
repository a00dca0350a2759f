import { describe, expect, it } from "vitest";
import { findDate, repairedWeighedTotal, splitPrice, unitPriceOf } from "./parse-receipt";

// A receipt line's price, unit price, weighed total and date, read one line at a time (split from parse-receipt.test.ts).
describe("prices and dates", () => {
  it("reads the price at the end of a line in the forms registers print", () => {
    expect(splitPrice("MILK $3.49")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    expect(splitPrice("MILK 3,49 N")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    expect(splitPrice("CPN -0.50")).toEqual({ text: "CPN", cents: 50, negative: true, colon: false });
    expect(splitPrice("CPN 0.50-")).toEqual({ text: "CPN", cents: 50, negative: true, colon: false });
    expect(splitPrice("CPN 0.50 CR")).toEqual({ text: "CPN", cents: 50, negative: true, colon: false });
    expect(splitPrice("STORE 4021")).toBeNull();
    // A speck between the price and its tax flag.
    expect(splitPrice("WLD BIRD SD 4.87. A")).toEqual({ text: "WLD BIRD SD", cents: 487, negative: false, colon: false });
    expect(splitPrice("PMPRS BABY WPS ~~ 7.16.T")).toEqual({ text: "PMPRS BABY WPS", cents: 716, negative: false, colon: false });
    expect(splitPrice("948108 THN SLIC BLACK FRST - 3.26°A")?.cents).toBe(326);
    // A chain's one-letter tax flag read against the price; never a size's unit ("12.50Z" is 12.5 OZ).
    expect(splitPrice("352720 PCN HLVS 60Z © 3.11A")?.cents).toBe(311);
    expect(splitPrice("GG WHT GRP JUICE 3.41T")?.cents).toBe(341);
    expect(splitPrice("SPRING WATER 12.50Z")).toBeNull();
  });

  it("reads dates in US, ISO and written forms, and no impossible day", () => {
    expect(findDate("11/26/26 2:31 PM")).toBe("2026-11-26");
    expect(findDate("DATE 2026-11-26")).toBe("2026-11-26");
    expect(findDate("Nov 26, 2026")).toBe("2026-11-26");
    expect(findDate("26 November 2026")).toBe("2026-11-26");
    expect(findDate("02/30/2026")).toBeNull();
    expect(findDate("13/01/2026")).toBeNull();
  });

  it("reads a line's quantity or weight and its price each, in pounds, kilograms or units", () => {
    expect(unitPriceOf("2 @ 1.99")).toEqual({ unitCents: 199, weightLb: null });
    expect(unitPriceOf("1.52 lb @ 0.59 /lb")).toEqual({ unitCents: 59, weightLb: 1.52 });
    expect(unitPriceOf("1.52 1b @ $0,59")).toEqual({ unitCents: 59, weightLb: 1.52 });
    expect(unitPriceOf("1.52 @ 0.59/LB")).toEqual({ unitCents: 59, weightLb: 1.52 });
    expect(unitPriceOf("2 kg @ 3.00 /kg")!.weightLb).toBeCloseTo(4.40924, 5);
    expect(unitPriceOf("12.5 LB @ 0.59 /LB")).toEqual({ unitCents: 59, weightLb: 12.5 });
    expect(unitPriceOf("2 @ 12.99")).toEqual({ unitCents: 1299, weightLb: null });
    expect(unitPriceOf("MILK 3.49")).toBeNull();
  });

  it("puts back a weighed total's one misread digit, and keeps any other difference as printed", () => {
    const bananas = { unitCents: 59, weightLb: 2.31 };
    expect(repairedWeighedTotal(836, bananas)).toBe(136);
    expect(repairedWeighedTotal(32, { unitCents: 16, weightLb: 2 })).toBe(32);
    expect(repairedWeighedTotal(832, { unitCents: 16, weightLb: 2 })).toBe(32);
    expect(repairedWeighedTotal(137, bananas)).toBe(137);
    expect(repairedWeighedTotal(135, bananas)).toBe(135);
    expect(repairedWeighedTotal(999, bananas)).toBe(999);
    expect(repairedWeighedTotal(836, { unitCents: 59, weightLb: null })).toBe(836);
    expect(repairedWeighedTotal(836, null)).toBe(836);
    expect(repairedWeighedTotal(836, { unitCents: 0, weightLb: 2.31 })).toBe(836);
    expect(repairedWeighedTotal(100, { unitCents: 0, weightLb: 2.31 })).toBe(100);
    // A total read with a digit fewer ("0.36" for 1.36): the leading zero is a digit printed.
    expect(repairedWeighedTotal(36, bananas)).toBe(136);
  });

  it("reads a price read with a colon only as a flagged colon, and drops a weight's or a gram count's end", () => {
    expect(splitPrice("MILK 2:77")).toEqual({ text: "MILK", cents: 277, negative: false, colon: true });
    expect(splitPrice("MILK 2.77 G")?.cents).toBe(277);
    expect(splitPrice("CHEESE 2.345 G")).toBeNull();
    expect(splitPrice("CHEESE 2.34 LB")).toBeNull();
    expect(splitPrice("MILK 3.49 F-")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    expect(splitPrice("MILK 3.49 - ")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    expect(splitPrice("MILK $ 3.49")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
  });

  it("reads dates with dots or dashes, a two-digit year, and no month or day out of range", () => {
    expect(findDate("2026.11.26")).toBe("2026-11-26");
    expect(findDate("11-26-2026")).toBe("2026-11-26");
    expect(findDate("1.5.26")).toBe("2026-01-05");
    expect(findDate("Sept. 5 2026")).toBe("2026-09-05");
    expect(findDate("5 Dec. 2026")).toBe("2026-12-05");
    expect(findDate("Foo 5, 2026")).toBeNull();
    expect(findDate("5 Foo 2026")).toBeNull();
    expect(findDate("2026-00-10")).toBeNull();
    expect(findDate("2026-12-00")).toBeNull();
    expect(findDate("2026-12-32")).toBeNull();
    expect(findDate("12/31/2026")).toBe("2026-12-31");
    // Every month by its name, printed first or after the day, with more than one space between the parts.
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    months.forEach((month, i) => {
      const iso = `2026-${String(i + 1).padStart(2, "0")}-05`;
      expect(findDate(`${month}  5,  2026`)).toBe(iso);
      expect(findDate(`5  ${month}  2026`)).toBe(iso);
    });
    expect(findDate("no date here")).toBeNull();
  });
});

describe("a price's forms and what is no price", () => {
  it("reads the price's sign, dollar sign, spaced separators, star or hash, credit and flags in any case", () => {
    expect(splitPrice("CPN -$0.50")).toEqual({ text: "CPN", cents: 50, negative: true, colon: false });
    expect(splitPrice("TV 1234.99")?.cents).toBe(123499);
    expect(splitPrice("MILK 3 .49")?.cents).toBe(349);
    expect(splitPrice("MILK 3. 49")?.cents).toBe(349);
    expect(splitPrice("MILK 3.49*")?.cents).toBe(349);
    expect(splitPrice("MILK 3.49 *")?.cents).toBe(349);
    expect(splitPrice("MILK 3.49#")?.cents).toBe(349);
    expect(splitPrice("CPN 0.50CR")).toEqual({ text: "CPN", cents: 50, negative: true, colon: false });
    expect(splitPrice("MILK 3.49 tf")?.cents).toBe(349);
    expect(splitPrice("MILK 3.49 f-")).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    expect(splitPrice("MILK 3.49   ")?.cents).toBe(349);
    expect(splitPrice("MILK 3.49 TFX")).toBeNull();
    expect(splitPrice("MILK 349")).toBeNull();
    expect(splitPrice("MILK 3.4")).toBeNull();
  });

  it("drops the marks the OCR leaves after a price and between the name and the price", () => {
    for (const end of [" ..", " ;!", " ;", " !", " _", "’", "‘", "“", "”", " ~", " |", "`", " :", " ©", ",", "'", '"', " °"])
      expect(splitPrice(`MILK 3.49${end}`), end).toEqual({ text: "MILK", cents: 349, negative: false, colon: false });
    for (const between of [":", " ~", " |", " '", ' "', " ©", " °", " -", "."])
      expect(splitPrice(`MILK${between} 3.49`)?.text, between).toBe("MILK");
  });

  it("reads a weight or a count after two decimals, in any case, as no price", () => {
    for (const text of ["WATER 12.50 OZ", "QTY 2.00 EA", "GRAPES 1.23 kg", "STEAK 1.23 ib", "CHEESE 2.345 g"])
      expect(splitPrice(text), text).toBeNull();
  });

  it("reads pounds, kilograms and counts in a unit price however the register spaces them", () => {
    expect(unitPriceOf("2 lbs @ 1.99")).toEqual({ unitCents: 199, weightLb: 2 });
    expect(unitPriceOf("1.5 ib @ 2.00")).toEqual({ unitCents: 200, weightLb: 1.5 });
    expect(unitPriceOf("2@1.99")).toEqual({ unitCents: 199, weightLb: null });
    expect(unitPriceOf("3 @ $1,99")).toEqual({ unitCents: 199, weightLb: null });
    expect(unitPriceOf("1.5 @ 2.00 / lb")).toEqual({ unitCents: 200, weightLb: 1.5 });
    expect(unitPriceOf("2 @ 3.00 /kg")!.weightLb).toBeCloseTo(4.40924, 5);
    expect(unitPriceOf("2 KG @ 3.00")!.weightLb).toBeCloseTo(4.40924, 5);
    expect(unitPriceOf("2 @ 3.00 /1b")!.weightLb).toBe(2);
  });
});
