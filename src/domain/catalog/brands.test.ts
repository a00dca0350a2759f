import { describe, expect, it } from "vitest";
import { isUnbranded, UNBRANDED } from "./brands";

describe("isUnbranded", () => {
  it("recognises loose produce and counter meat by their brand, exactly as catalogued", () => {
    expect(UNBRANDED).toBe("Unbranded");
    expect(isUnbranded("Unbranded")).toBe(true);
  });

  it("treats every real brand, store brand or near spelling as a brand", () => {
    for (const brand of ["Great Value", "Store Brand", "Kirkland Signature", "unbranded", "Unbranded ", ""])
      expect(isUnbranded(brand)).toBe(false);
  });
});
