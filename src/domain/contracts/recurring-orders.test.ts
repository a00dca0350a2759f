import { describe, expect, it } from "vitest";
import {
  MAX_RECURRING_ORDER_ITEMS,
  MAX_TRANSFER_STORES,
  createRecurringOrderSchema,
  recurringOrderSchema,
  transferToStoresResponseSchema,
  transferToStoresSchema,
  updateRecurringOrderSchema,
} from "./recurring-orders";
import { expectEveryFieldChecked, expectRoundTrip, refusal } from "./schema.test-support";

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ itemId: i + 1, quantity: 1 }));

describe("creating a recurring order", () => {
  it("takes weekly or monthly and up to the item limit", () => {
    expect(createRecurringOrderSchema.parse({ frequency: "weekly", items: items(2) })).toEqual({
      frequency: "weekly",
      items: items(2),
    });
    expect(createRecurringOrderSchema.safeParse({ frequency: "monthly", items: items(MAX_RECURRING_ORDER_ITEMS) }).success).toBe(
      true,
    );
    expect(refusal(createRecurringOrderSchema, { frequency: "weekly", items: items(MAX_RECURRING_ORDER_ITEMS + 1) })).toBe(
      `An order can have at most ${MAX_RECURRING_ORDER_ITEMS} items`,
    );
  });

  it("refuses other frequencies, repeated items and bad quantities", () => {
    expect(refusal(createRecurringOrderSchema, { frequency: "daily", items: items(1) })).toBe(
      "Frequency must be weekly or monthly",
    );
    expect(refusal(createRecurringOrderSchema, { frequency: "weekly", items: [...items(1), ...items(1)] })).toBe(
      "Items must not repeat",
    );
    expect(refusal(createRecurringOrderSchema, { frequency: "weekly", items: [{ itemId: 1, quantity: 100 }] })).toBe(
      "Quantity must be at most 99",
    );
  });
});

describe("pausing and transferring", () => {
  it("needs a real true or false to pause", () => {
    expect(updateRecurringOrderSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(refusal(updateRecurringOrderSchema, { isActive: "false" })).toBe("isActive must be true or false");
  });

  it("transfers to at most five distinct stores", () => {
    const stores = Array.from({ length: MAX_TRANSFER_STORES }, (_, i) => i + 1);
    expect(transferToStoresSchema.parse({ storeIds: stores })).toEqual({ storeIds: stores });
    expect(refusal(transferToStoresSchema, { storeIds: [...stores, 6] })).toBe(`At most ${MAX_TRANSFER_STORES} stores at once`);
    expect(refusal(transferToStoresSchema, { storeIds: [2, 2] })).toBe("Store ids must not repeat");
  });
});

describe("recurring order responses", () => {
  const order = {
    id: 1,
    frequency: "monthly",
    isActive: true,
    createdAt: "2026-11-01T00:00:00.000Z",
    nextOrderDate: "2026-12-01",
    lastRunAt: null,
    items: [
      {
        itemId: 7,
        quantity: 2,
        item: { name: "Eggs", brand: "Eggland's Best", category: "Dairy", unit: "dozen", size: 1, sizeUnit: "dozen" },
      },
    ],
  };
  it("carry every field the screen reads", () => {
    expectRoundTrip(recurringOrderSchema, order);
    expectEveryFieldChecked(recurringOrderSchema, order);
    expectEveryFieldChecked(recurringOrderSchema.shape.items.element, order.items[0]!);
    const transfer = { stores: [{ storeId: 3, name: "Aldi", url: null }] };
    expectRoundTrip(transferToStoresResponseSchema, transfer);
    expectEveryFieldChecked(transferToStoresResponseSchema.shape.stores.element, { storeId: 3, name: "Aldi", url: "https://x" });
  });
});
