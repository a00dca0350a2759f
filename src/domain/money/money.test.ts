import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyRateBps,
  centsToDecimalString,
  formatUsd,
  isCents,
  isMoneyString,
  multiplyCents,
  multiplyRatio,
  parseDecimalToCents,
  sumCents,
} from "./money";

describe("centsToDecimalString", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [50, "0.50"],
    [349, "3.49"],
    [100, "1.00"],
    [123450, "1234.50"],
    [-5, "-0.05"],
    [-349, "-3.49"],
  ])("%i cents -> %s", (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  it("rejects fractional or unsafe cents", () => {
    expect(() => centsToDecimalString(3.5)).toThrow(RangeError);
    expect(() => centsToDecimalString(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDecimalString(2 ** 53)).toThrow(RangeError);
    expect(() => centsToDecimalString(3.5)).toThrow("amount must be a safe integer number of cents, got 3.5");
  });
});

describe("parseDecimalToCents", () => {
  it.each([
    ["3.49", 349],
    ["3.5", 350],
    ["3", 300],
    ["0", 0],
    ["0.00", 0],
    ["0.05", 5],
    ["1234.50", 123450],
    ["90071992547409.91", 9007199254740991],
  ])("accepts %s", (text, cents) => {
    expect(parseDecimalToCents(text)).toBe(cents);
    expect(isMoneyString(text)).toBe(true);
  });

  it.each([
    "",
    "-1.00",
    "+1.00",
    "1.234",
    ".5",
    "3.",
    " 3.49",
    "3.49 ",
    "1,234.50",
    "1e3",
    "03.49",
    "$3.49",
    "NaN",
    "Infinity",
    "0x10",
    "90071992547409.92",
  ])("rejects %j", (text) => {
    expect(parseDecimalToCents(text)).toBeNull();
    expect(isMoneyString(text)).toBe(false);
  });

  it("round-trips every non-negative amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseDecimalToCents(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [7, "$0.07"],
    [349, "$3.49"],
    [99999, "$999.99"],
    [100000, "$1,000.00"],
    [123450, "$1,234.50"],
    [123456789, "$1,234,567.89"],
    [-123450, "-$1,234.50"],
  ])("%i -> %s", (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it("agrees with Intl's en-US currency format", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});

describe("multiplyCents", () => {
  it("multiplies a price by a quantity", () => {
    expect(multiplyCents(349, 3)).toBe(1047);
    expect(multiplyCents(349, 0)).toBe(0);
  });

  it("rejects fractional or negative quantities and overflow", () => {
    expect(() => multiplyCents(349, 1.5)).toThrow(RangeError);
    expect(() => multiplyCents(349, -1)).toThrow(RangeError);
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    // Each error names the amount that was wrong, so a bad price row is found from the log.
    expect(() => multiplyCents(349, 1.5)).toThrow("quantity must be a non-negative integer, got 1.5");
    expect(() => multiplyCents(1.5, 2)).toThrow("price must be a safe integer number of cents, got 1.5");
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(/^line total must be a safe integer number of cents/);
  });
});

describe("sumCents", () => {
  it("adds amounts and is 0 for none", () => {
    expect(sumCents([100, 249, 1])).toBe(350);
    expect(sumCents([])).toBe(0);
  });

  it("rejects non-integer addends and unsafe sums", () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(/^sum must be a safe integer number of cents/);
    expect(() => sumCents([1, 0.5])).toThrow(/^amount must be/);
  });
});

describe("applyRateBps", () => {
  it.each([
    [1000, 800, 80],
    [349, 800, 28], // 27.92
    [6, 800, 0], // 0.48
    [7, 800, 1], // 0.56
    [625, 800, 50], // exactly 50
    [1, 5000, 1], // 0.5 rounds up
    [3, 5000, 2], // 1.5 rounds up
    [1, 4999, 0],
    [0, 800, 0],
    [12345, 0, 0],
    [12345, 10000, 12345],
  ])("%i cents at %i bps = %i", (cents, bps, expected) => {
    expect(applyRateBps(cents, bps)).toBe(expected);
  });

  it("rounds half away from zero for negative amounts", () => {
    expect(applyRateBps(-1, 5000)).toBe(-1);
    expect(applyRateBps(-349, 800)).toBe(-28);
  });

  it("matches exact rational rounding for large amounts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10000 }), (cents, bps) => {
        const exact = BigInt(cents) * BigInt(bps);
        const floor = exact / 10000n;
        const remainder = exact % 10000n;
        const expected = remainder >= 5000n ? floor + 1n : floor;
        expect(applyRateBps(cents, bps)).toBe(Number(expected));
      }),
    );
  });
});

describe("multiplyRatio", () => {
  it("computes the monthly figure exactly (× 4.33, half up)", () => {
    expect(multiplyRatio(100, 433, 100)).toBe(433);
    expect(multiplyRatio(150, 433, 100)).toBe(650); // 649.5
    expect(multiplyRatio(1, 433, 100)).toBe(4); // 4.33
  });

  it("rejects a zero or negative denominator and non-integer ratios", () => {
    const refusal = "ratio must be integers with a positive denominator";
    expect(() => multiplyRatio(1, 1, 0)).toThrow(refusal);
    expect(() => multiplyRatio(1, 1, -2)).toThrow(refusal);
    expect(() => multiplyRatio(1, 4.33, 1)).toThrow(refusal);
    expect(() => multiplyRatio(1, 1, 0.5)).toThrow(refusal);
    expect(() => multiplyRatio(Number.MAX_SAFE_INTEGER, 3, 1)).toThrow(/^result must be a safe integer number of cents/);
  });
});

describe("isCents", () => {
  it("accepts only safe integers", () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-3)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents("3")).toBe(false);
    expect(isCents(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
