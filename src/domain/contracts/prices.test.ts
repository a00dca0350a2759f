import { describe, expect, it } from "vitest";
import {
  cartEntrySchema,
  cartStorePriceSchema,
  cartUpdateSchema,
  matchModeSchema,
  pricingStatusSchema,
  storePriceSchema,
} from "./catalog";
import { adminAuditEntrySchema } from "./family";
import { priceHistoryResponseSchema, priceObservationSchema } from "./price-history";
import {
  REPORT_ALREADY_REVIEWED,
  REPORT_NOT_FOUND,
  heldPriceReportListSchema,
  heldPriceReportSchema,
  priceReportReviewResponseSchema,
  priceReportReviewSchema,
} from "./price-review";
import { priceReportResponseSchema, priceReportSchema, priceSourcesResponseSchema } from "./pricing";
import { expectEveryFieldChecked, expectRoundTrip, messagesOf, refusal } from "./schema.test-support";
import { IDEMPOTENCY_KEY_PATTERN, cartCheckSchema } from "./shopping-list";

const storePrice = {
  storeId: 3,
  price: "3.49",
  low: "3.19",
  high: "3.79",
  available: true,
  unitPrice: "$0.03/fl oz",
  source: "bls-anchored",
  sourceLabel: "Estimate based on the BLS US average price for Aug 2025",
  observedAt: "2025-08",
};
const notCarried = {
  storeId: 4,
  price: null,
  low: null,
  high: null,
  available: false,
  unitPrice: null,
  source: null,
  sourceLabel: null,
  observedAt: null,
};
const cartPrice = {
  ...storePrice,
  pricedItem: { id: 9, name: "Whole Milk", brand: "Aldi", unit: "1 gal" },
  packs: 2,
  lineTotal: "6.98",
};

describe("a store's price of an item", () => {
  it("carries the price, its unit price and where it comes from, or nulls where the store lacks the item", () => {
    expectRoundTrip(storePriceSchema, storePrice);
    expectRoundTrip(storePriceSchema, notCarried);
    expectEveryFieldChecked(storePriceSchema, storePrice);
    for (const source of ["ers-anchored", "team-estimate", "import", "shopper-report", "store-api"]) {
      expectRoundTrip(storePriceSchema, { ...storePrice, source });
    }
    expect(storePriceSchema.safeParse({ ...storePrice, source: "guess" }).success).toBe(false);
  });

  it("is dollars and two-digit cents, never a number or a rounded figure", () => {
    for (const price of ["0.99", "12.00", "1234.56"])
      expect(storePriceSchema.safeParse({ ...storePrice, price }).success).toBe(true);
    for (const price of ["3.5", "3", "$3.49", "3.499", "-3.49", " 3.49", "3.49 "]) {
      expect(storePriceSchema.safeParse({ ...storePrice, price }).success, price).toBe(false);
    }
  });

  it("in a cart, names the product priced, the packs bought and the line's cost", () => {
    expectRoundTrip(cartStorePriceSchema, cartPrice);
    expectRoundTrip(cartStorePriceSchema, { ...notCarried, pricedItem: null, packs: null, lineTotal: null });
    expectEveryFieldChecked(cartStorePriceSchema, cartPrice);
    expect(cartStorePriceSchema.safeParse({ ...cartPrice, packs: 0 }).success).toBe(false);
    expect(cartStorePriceSchema.safeParse({ ...cartPrice, packs: 1.5 }).success).toBe(false);
    expect(cartStorePriceSchema.safeParse({ ...cartPrice, lineTotal: "6.9" }).success).toBe(false);
    expect(cartStorePriceSchema.safeParse({ ...cartPrice, pricedItem: { ...cartPrice.pricedItem, id: "9" } }).success).toBe(
      false,
    );
  });

  it("makes up a cart entry with its item, match mode and every store's price", () => {
    const entry = {
      id: 1,
      itemId: 9,
      quantity: 2,
      checked: false,
      matchMode: "any",
      assortmentKnown: true,
      item: { name: "Whole Milk", brand: "Aldi", category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" },
      storePrices: [cartPrice],
    };
    expectRoundTrip(cartEntrySchema, entry);
    expectEveryFieldChecked(cartEntrySchema, entry);
    expectRoundTrip(cartEntrySchema, { ...entry, matchMode: "exact", checked: true, assortmentKnown: false, storePrices: [] });
    expect(refusal(matchModeSchema, "cheapest")).toBe("Match mode must be 'exact' or 'any'");
  });

  it("changes an entry's quantity, its match mode or both, but not nothing", () => {
    expect(cartUpdateSchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(cartUpdateSchema.parse({ matchMode: "exact" })).toEqual({ matchMode: "exact" });
    expect(cartUpdateSchema.parse({ quantity: 2, matchMode: "any" })).toEqual({ quantity: 2, matchMode: "any" });
    expect(messagesOf(cartUpdateSchema, {})).toEqual(["Give a quantity or a match mode"]);
  });
});

describe("the pricing status and the /prices page", () => {
  it("report the true mix of sources", () => {
    const status = {
      realTimePricing: false,
      availableServices: [],
      missingServices: ["kroger"],
      summary: "201 of 583 items anchored to BLS/USDA averages",
      totalItems: 583,
      anchoredItems: 201,
      observedItems: 0,
    };
    expectRoundTrip(pricingStatusSchema, status);
    expectEveryFieldChecked(pricingStatusSchema, status);
    const source = {
      id: "bls",
      source: "bls-anchored",
      name: "BLS Average Price Data",
      publisher: "U.S. Bureau of Labor Statistics",
      url: "https://www.bls.gov/cpi/",
      licence: "Public domain",
      licenceUrl: null,
      covers: "Staples",
      items: 201,
      period: "Nov 2023 to Aug 2025",
      newest: "2025-08",
    };
    const page = { summary: status.summary, totalItems: 583, sources: [source] };
    expectRoundTrip(priceSourcesResponseSchema, page);
    expectEveryFieldChecked(priceSourcesResponseSchema, page);
    expectEveryFieldChecked(priceSourcesResponseSchema.shape.sources.element, source);
    expectRoundTrip(priceSourcesResponseSchema.shape.sources.element, { ...source, url: null, period: null, newest: null });
  });
});

describe("an item's price history", () => {
  it("lists each chain's observations, chain-wide or at a store", () => {
    const observation = {
      id: 1,
      price: "3.49",
      source: "import",
      sourceLabel: "Price file",
      observedAt: "2026-11-23",
      store: { id: 3, name: "Aldi Oakland" },
    };
    const history = {
      item: { id: 9, name: "Whole Milk", brand: "Aldi", size: 1, sizeUnit: "gal" },
      chains: [{ chainId: 2, chainName: "Aldi", observations: [observation, { ...observation, id: 2, store: null }] }],
      truncated: false,
    };
    expectRoundTrip(priceHistoryResponseSchema, history);
    expectEveryFieldChecked(priceHistoryResponseSchema, history);
    expectEveryFieldChecked(priceObservationSchema, observation);
    expectEveryFieldChecked(priceHistoryResponseSchema.shape.item, history.item);
    expectEveryFieldChecked(priceHistoryResponseSchema.shape.chains.element, history.chains[0]!);
    expect(priceObservationSchema.safeParse({ ...observation, store: { id: 3 } }).success).toBe(false);
  });
});

describe("a shopper's price report", () => {
  it("is a shelf price of up to 4 digits and 2 decimals, more than $0.00, trimmed", () => {
    expect(priceReportSchema.parse({ itemId: 1, storeId: 2, price: " 3.49 " })).toEqual({ itemId: 1, storeId: 2, price: "3.49" });
    for (const price of ["3", "3.5", "9999.99"])
      expect(priceReportSchema.parse({ itemId: 1, storeId: 2, price }).price).toBe(price);
    expect(refusal(priceReportSchema, { itemId: 1, storeId: 2 })).toBe("Price is required");
    for (const price of ["3.499", "10000", "$3.49", "3,49", "", ".5", "3."]) {
      expect(refusal(priceReportSchema, { itemId: 1, storeId: 2, price }), price).toBe("Price must be an amount such as 3.49");
    }
    expect(messagesOf(priceReportSchema, { itemId: 1, storeId: 2, price: "0.00" })).toEqual(["Price must be more than $0.00"]);
    expect(priceReportSchema.safeParse({ itemId: 1, storeId: 2, price: "0.01" }).success).toBe(true);
  });

  it("may carry the token of a barcode scanned at the shelf", () => {
    expect(priceReportSchema.parse({ itemId: 1, storeId: 2, price: "3.49", scanToken: "00051500255162.1.abc" }).scanToken).toBe(
      "00051500255162.1.abc",
    );
    expect(refusal(priceReportSchema, { itemId: 1, storeId: 2, price: "3.49", scanToken: "x".repeat(201) })).toBe(
      "Scan token is too long",
    );
  });

  it("is answered trusted or held for review", () => {
    for (const status of ["trusted", "held"]) expectRoundTrip(priceReportResponseSchema, { id: 1, status, message: "Thanks" });
    expect(priceReportResponseSchema.safeParse({ id: 1, status: "rejected", message: "Thanks" }).success).toBe(false);
    expectEveryFieldChecked(priceReportResponseSchema, { id: 1, status: "held", message: "Thanks" });
  });
});

describe("an admin's review of held reports", () => {
  const held = {
    id: 5,
    item: { id: 9, name: "Whole Milk", brand: "Aldi", unit: "1 gal" },
    store: { id: 3, name: "Aldi", address: "1 Main St", city: "Pittsburgh" },
    price: "9.99",
    currentPrice: "3.49",
    currentSourceLabel: "Estimate based on the BLS US average price for Aug 2025",
    reportedAt: "2026-11-23T15:00:00.000Z",
    reportedOn: "Nov 23, 2026",
    receiptId: "3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f",
  };

  it("shows the reported price beside the store's current one, if any, and the receipt it was read from", () => {
    expectRoundTrip(heldPriceReportListSchema, [
      held,
      { ...held, currentPrice: null, currentSourceLabel: null, receiptId: null },
    ]);
    expect(heldPriceReportSchema.safeParse({ ...held, receiptId: "receipt-1" }).success).toBe(false);
    expectEveryFieldChecked(heldPriceReportSchema, held);
    expectEveryFieldChecked(heldPriceReportSchema.shape.item, held.item);
    expectEveryFieldChecked(heldPriceReportSchema.shape.store, held.store);
    expect(heldPriceReportSchema.safeParse({ ...held, price: "9.9" }).success).toBe(false);
  });

  it("approves or rejects, and says so", () => {
    for (const decision of ["approve", "reject"]) expectRoundTrip(priceReportReviewSchema, { decision });
    expect(refusal(priceReportReviewSchema, { decision: "hold" })).toBe("Decision must be 'approve' or 'reject'");
    for (const status of ["trusted", "rejected"])
      expectRoundTrip(priceReportReviewResponseSchema, { id: 5, status, message: "Done" });
    expect(priceReportReviewResponseSchema.safeParse({ id: 5, status: "held", message: "Done" }).success).toBe(false);
    expectEveryFieldChecked(priceReportReviewResponseSchema, { id: 5, status: "trusted", message: "Done" });
    const audit = {
      id: 1,
      adminEmail: "a@x.org",
      subjectName: "Ann",
      subjectEmail: "ann@x.org",
      createdAt: "2026-11-23T15:00:00Z",
    };
    for (const action of ["price_report.approved", "price_report.rejected", "receipt.photo_viewed", "receipt.photo_refused"])
      expectRoundTrip(adminAuditEntrySchema, { ...audit, action });
    expect([REPORT_NOT_FOUND, REPORT_ALREADY_REVIEWED]).toEqual([
      "Price report not found",
      "This price report has already been reviewed.",
    ]);
  });
});

describe("the shopping list", () => {
  it("ticks an entry on or off with a true or false", () => {
    expect(cartCheckSchema.parse({ checked: true })).toEqual({ checked: true });
    expect(refusal(cartCheckSchema, { checked: "yes" })).toBe("checked must be true or false");
  });

  it("accepts a UUID or any 8 to 100 letters, digits, dashes and underscores as an idempotency key", () => {
    for (const key of ["3f1c2e9a-5b7d-4c1e-9f0a-2b3c4d5e6f70", "a".repeat(8), "A_b-9".repeat(20)]) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(true);
    }
    for (const key of ["a".repeat(7), "a".repeat(101), "key with space", "key/../x!", `${"a".repeat(8)}\n`]) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
    }
  });
});
