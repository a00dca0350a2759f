import { describe, expect, it } from "vitest";
import { chainNamedIn, type ReceiptSpelling } from "./receipt-words";

const formats: ReceiptSpelling["formats"] = {
  "giant-eagle": { names: [/GIANT\s*EAGLE/i], brandCodes: { GE: "Giant Eagle" } },
  walmart: { names: [/WAL[\s*-]*MART/i], brandCodes: { GV: "Great Value" } },
};

describe("the chain a receipt's header names", () => {
  it("is the first header line's chain that any pattern matches", () => {
    expect(chainNamedIn(["THANK YOU", "Walmart Supercenter", "GIANT EAGLE"], formats)).toBe("walmart");
    expect(chainNamedIn(["GIANT EAGLE #4021", "WAL-MART"], formats)).toBe("giant-eagle");
  });

  it("is null when no line names a known chain, or there is no header", () => {
    expect(chainNamedIn(["CORNER MARKET", "123 MAIN ST"], formats)).toBeNull();
    expect(chainNamedIn([], formats)).toBeNull();
    expect(chainNamedIn(["GIANT EAGLE"], {})).toBeNull();
  });

  it("tries every pattern of a chain, not only its first", () => {
    const two: ReceiptSpelling["formats"] = { aldi: { names: [/^ALDI$/, /ALDI FOODS/], brandCodes: {} } };
    expect(chainNamedIn(["ALDI FOODS INC"], two)).toBe("aldi");
  });
});
