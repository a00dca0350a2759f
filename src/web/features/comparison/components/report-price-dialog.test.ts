import { describe, expect, it } from "vitest";
import { reportErrorMessage, reportedItem } from "./report-price-dialog";

const refused = (status: number, message: string) => new Error(`${status}: ${JSON.stringify({ message })}`);

describe("what a shopper is told when a price report is refused", () => {
  it("passes on the server's words for the daily limit and unknown rows", () => {
    const limit = "You can report up to 50 prices a day. Please try again tomorrow.";
    expect(reportErrorMessage(refused(429, limit))).toBe(limit);
    expect(reportErrorMessage(refused(404, "Store not found"))).toBe("Store not found");
  });

  it("says how to fix a bad price, and what to do when signed out or offline", () => {
    expect(reportErrorMessage(refused(400, "Invalid body: price Price must be an amount such as 3.49"))).toBe(
      "Enter the price on the shelf tag, such as 3.49.",
    );
    expect(reportErrorMessage(refused(401, "Unauthorized"))).toBe("You are signed out. Sign in again to report a price.");
    for (const error of [refused(500, "Internal Server Error"), new TypeError("Failed to fetch"), "nope"]) {
      expect(reportErrorMessage(error)).toBe("We couldn't send your price. Check your connection and try again.");
    }
  });
});

describe("the product a cell reports", () => {
  const item = { name: "Oat Milk", brand: "Oatly", unit: "64 fl oz" } as never;
  it("is the entry's item in 'this brand' mode, and the product priced in 'any brand' mode", () => {
    expect(reportedItem({ itemId: 7, item, matchMode: "exact" }, undefined)).toEqual({ id: 7, ...(item as object) });
    const pricedItem = { id: 9, name: "Oat Milk", brand: "Good & Gather", unit: "64 fl oz" };
    expect(reportedItem({ itemId: 7, item, matchMode: "any" }, { pricedItem } as never)).toEqual(pricedItem);
    expect(reportedItem({ itemId: 7, item, matchMode: "any" }, { pricedItem: null } as never)).toBeNull();
  });
});
