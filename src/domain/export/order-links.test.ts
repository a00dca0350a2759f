import { describe, expect, it } from "vitest";
import { storeOrderUrl } from "./order-links";

const searching = { searchUrlTemplate: "https://shop.example.com/search?searchTerm={query}", websiteUrl: "https://example.com" };

describe("storeOrderUrl", () => {
  it("searches the store for every item name once, URL-encoded", () => {
    expect(storeOrderUrl(searching, ["Whole Milk", "Eggs & Co", "Whole Milk"])).toBe(
      "https://shop.example.com/search?searchTerm=Whole%20Milk%2C%20Eggs%20%26%20Co",
    );
  });

  it("trims each name and leaves out blank ones", () => {
    expect(storeOrderUrl(searching, [" Whole Milk ", "", "Whole Milk", " ", "Eggs"])).toBe(
      storeOrderUrl(searching, ["Whole Milk", "Eggs"]),
    );
    expect(storeOrderUrl(searching, [" Whole Milk ", "", " "])).toMatch(/=Whole%20Milk$/);
  });

  it("opens the store's own site when it has no search or the order has no names", () => {
    expect(storeOrderUrl({ onlineShoppingUrl: "https://order.example.com", websiteUrl: "https://example.com" }, ["Milk"])).toBe(
      "https://order.example.com",
    );
    expect(storeOrderUrl(searching, [" "])).toBe("https://example.com");
  });

  it("is null for a store without any usable http(s) site", () => {
    expect(storeOrderUrl({ websiteUrl: "javascript:alert(1)" }, ["Milk"])).toBeNull();
  });
});
