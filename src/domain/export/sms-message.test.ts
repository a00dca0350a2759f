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
