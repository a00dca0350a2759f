import { describe, expect, it } from "vitest";
import { CATALOG_ITEMS } from "./catalog";
import { SAMPLE_SHOPPERS, sampleShopperFor } from "../../../../domain/users/sample-shoppers";

// The sign-in page offers these shoppers; each one's first sign-in starts with the cart its blurb promises
// (src/server/features/auth/sample-shoppers.test.ts signs them in). Here: what the list itself must hold.
describe("the sample shoppers", () => {
  it("each have a name, a blurb and an e-mail of their own, written in lower case", () => {
    const emails = SAMPLE_SHOPPERS.map((shopper) => shopper.email);
    expect(new Set(emails).size).toBe(SAMPLE_SHOPPERS.length);
    for (const shopper of SAMPLE_SHOPPERS) {
      expect(shopper.email).toMatch(/^[a-z]+@pennycart\.example$/);
      expect(shopper.firstName, shopper.email).toMatch(/^[A-Z][a-z]+$/);
      expect(shopper.lastName, shopper.email).toMatch(/^[A-Z][a-z]+$/);
      expect(shopper.blurb.length, shopper.email).toBeGreaterThan(5);
    }
  });

  it("fill their carts with items of the catalog, each once, in a quantity a shopper buys", () => {
    const keys = new Set(CATALOG_ITEMS.map((item) => item.key));
    for (const shopper of SAMPLE_SHOPPERS) {
      expect(shopper.cart.length, shopper.email).toBeGreaterThanOrEqual(5);
      expect(
        shopper.cart.filter((line) => !keys.has(line.key)),
        shopper.email,
      ).toEqual([]);
      expect(new Set(shopper.cart.map((line) => line.key)).size, shopper.email).toBe(shopper.cart.length);
      for (const line of shopper.cart) expect(line.quantity, line.key).toBeGreaterThanOrEqual(1);
    }
  });

  it("are found by their e-mail in any case and with spaces around it, and no one else is", () => {
    for (const shopper of SAMPLE_SHOPPERS) expect(sampleShopperFor(` ${shopper.email.toUpperCase()} `)).toBe(shopper);
    expect(sampleShopperFor("someone@pennycart.example")).toBeUndefined();
    expect(sampleShopperFor("")).toBeUndefined();
  });
});
