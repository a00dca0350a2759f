import { describe, expect, it } from "vitest";
import { gtinFromKrogerProductId, krogerProductId, normaliseGtin } from "./gtin";

describe("normaliseGtin", () => {
  it("reads UPC-A, EAN-13 and GTIN-14 spellings of one product as one GTIN-14", () => {
    expect(normaliseGtin("012000007897")).toBe("00012000007897");
    expect(normaliseGtin("0012000007897")).toBe("00012000007897");
    expect(normaliseGtin("00012000007897")).toBe("00012000007897");
    expect(normaliseGtin(" 0 12000-007897 ")).toBe("00012000007897");
  });

  it("accepts an EAN-8 and expands a UPC-E", () => {
    expect(normaliseGtin("12341238")).toBe("00000012341238");
    // UPC-E 01278907 is UPC-A 012000007897.
    expect(normaliseGtin("01278907")).toBe("00012000007897");
  });

  it("refuses a wrong check digit, a wrong length and anything not digits", () => {
    expect(normaliseGtin("012000007896")).toBeNull();
    expect(normaliseGtin("01278906")).toBeNull();
    expect(normaliseGtin("12345")).toBeNull();
    expect(normaliseGtin("0120000078970000")).toBeNull();
    expect(normaliseGtin("01200000789X")).toBeNull();
    expect(normaliseGtin("")).toBeNull();
    expect(normaliseGtin(" - ")).toBeNull();
    expect(normaliseGtin("0123456X")).toBeNull();
    expect(normaliseGtin("0X234567")).toBeNull();
    expect(normaliseGtin("0123456789")).toBeNull();
  });

  it("reads an 8-digit code that does not start with 0 or 1 as an EAN-8 only, never as a UPC-E", () => {
    // 21000033 has a wrong EAN-8 check digit; read as a UPC-E it would pass as 210000000003.
    expect(normaliseGtin("21000033")).toBeNull();
  });
});

describe("Kroger product ids", () => {
  it("are the GTIN-13 without its check digit, and turn back into the GTIN", () => {
    expect(krogerProductId("00011110417008")).toBe("0001111041700");
    expect(gtinFromKrogerProductId("0001111041700")).toBe("00011110417008");
    expect(gtinFromKrogerProductId("0001200000789")).toBe("00012000007897");
    expect(gtinFromKrogerProductId("0001111041703")).toBe("00011110417039");
  });

  it("has none for a case-pack GTIN-14 and reads none from a malformed id", () => {
    expect(krogerProductId("10012000007894")).toBeNull();
    expect(krogerProductId("0012000007897")).toBeNull();
    expect(gtinFromKrogerProductId("12345")).toBeNull();
    expect(gtinFromKrogerProductId("000111104170a")).toBeNull();
    expect(gtinFromKrogerProductId("00011110417008")).toBeNull();
    expect(gtinFromKrogerProductId("x0001111041700")).toBeNull();
  });
});
