import { describe, expect, it } from "vitest";
import { cartSmsMessage, smsMessageOrDefault } from "./sms-message";

describe("cartSmsMessage", () => {
  it("is 'My Shopping List:' followed by the item lines", () => {
    expect(
      cartSmsMessage([
        { name: "Whole Milk", brand: "Horizon", quantity: 2, unit: "gallon" },
        { name: "Bananas", quantity: 6, unit: "each" },
      ]),
    ).toBe("My Shopping List:\nWhole Milk (Horizon) - 2 gallon\nBananas - 6 each");
  });

  it("is just the heading for an empty cart", () => {
    expect(cartSmsMessage([])).toBe("My Shopping List:");
  });

  it("keeps a long cart within 1,600 characters, the lines that fit and then '…and N more items' (issue 27 item 5)", () => {
    const items = Array.from({ length: 656 }, (_, n) => ({ name: `Item number ${n}`, brand: "Store Brand", quantity: 1, unit: "each" }));
    const text = cartSmsMessage(items);
    expect(text.length).toBeLessThanOrEqual(1600);
    const lines = text.split("\n");
    expect(lines[0]).toBe("My Shopping List:");
    expect(lines[1]).toBe("Item number 0 (Store Brand) - 1 each");
    const kept = lines.length - 2;
    expect(lines.at(-1)).toBe(`…and ${656 - kept} more items`);
    expect(lines.at(-2)).toBe(`Item number ${kept - 1} (Store Brand) - 1 each`);
    // As many lines as fit: one more would not.
    expect([...lines.slice(0, -1), `Item number ${kept} (Store Brand) - 1 each`, `…and ${655 - kept} more items`].join("\n").length).toBeGreaterThan(1600);
  });

  it("says '1 more item' for one, and leaves a cart that fits whole", () => {
    const items = [
      { name: "Milk", quantity: 1, unit: "gallon" },
      { name: "Large brown eggs", quantity: 1, unit: "dozen" },
    ];
    expect(cartSmsMessage(items, 50)).toBe("My Shopping List:\nMilk - 1 gallon\n…and 1 more item");
    expect(cartSmsMessage(items, 47)).toBe("My Shopping List:\n…and 2 more items");
    expect(cartSmsMessage(items, 200)).toBe("My Shopping List:\nMilk - 1 gallon\nLarge brown eggs - 1 dozen");
  });
});

describe("smsMessageOrDefault", () => {
  it("uses the default when the custom message is blank", () => {
    expect(smsMessageOrDefault("", "default")).toBe("default");
    expect(smsMessageOrDefault("  \n ", "default")).toBe("default");
    expect(smsMessageOrDefault(null, "default")).toBe("default");
    expect(smsMessageOrDefault(undefined, "default")).toBe("default");
  });

  it("keeps a typed message, trimmed", () => {
    expect(smsMessageOrDefault("  Pick these up  ", "default")).toBe("Pick these up");
  });
});
