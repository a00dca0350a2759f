import { describe, expect, it } from "vitest";
import { MAX_LINES_PER_RECEIPT } from "../receipts/receipt-rules";
import {
  MISSING_PHOTO_NOT_FOUND,
  missingProductListSchema,
  missingProductSchema,
  missingProductsQuerySchema,
} from "./missing-products";
import {
  barcodeScanSchema,
  confirmReceiptResponseSchema,
  confirmReceiptSchema,
  receiptCreatedSchema,
  receiptParamsSchema,
  receiptSchema,
} from "./receipts";
import { expectEveryFieldChecked, expectRoundTrip, messagesOf, refusal } from "./schema.test-support";

const id = "0b7c9a52-3f4e-4c1d-9a8b-2d6f1e0c5a71";
const line = {
  id: 4,
  text: "GV WHL MLK GAL",
  price: "3.49",
  discount: "0.50",
  itemId: 12,
  confidence: 0.92,
  candidates: [{ itemId: 12, name: "Whole Milk", brand: "Great Value", size: "1 gal", confidence: 0.92 }],
};
const receipt = {
  id,
  status: "read",
  message: "Read 1 line",
  progress: 100,
  storeId: 3,
  store: { id: 3, name: "Walmart Supercenter", address: "1 Main St" },
  purchasedOn: "2026-11-20",
  confirmed: false,
  lines: [line],
};

describe("receipt contracts", () => {
  it("name a receipt by a UUID, in a path and in the 202 answer", () => {
    expect(messagesOf(receiptParamsSchema, { id })).toEqual([]);
    expect(refusal(receiptParamsSchema, { id: "12" })).toBe("must be a receipt id");
    expectRoundTrip(receiptCreatedSchema, { id });
    expect(messagesOf(receiptCreatedSchema, { id: "12" })).not.toEqual([]);
  });

  it("carry every field of a receipt, its lines and their candidates to the page", () => {
    expectRoundTrip(receiptSchema, receipt);
    expectEveryFieldChecked(receiptSchema, receipt, ["message"]);
    expectEveryFieldChecked(receiptSchema.shape.lines.element, line);
    expectEveryFieldChecked(receiptSchema.shape.lines.element.shape.candidates.element, line.candidates[0]!);
    expectEveryFieldChecked(receiptSchema.shape.store.unwrap(), receipt.store);
    expectRoundTrip(receiptSchema, {
      ...receipt,
      storeId: null,
      store: null,
      purchasedOn: null,
      lines: [{ ...line, itemId: null, discount: null }],
    });
    expect(messagesOf(receiptSchema, { ...receipt, status: "lost" })).not.toEqual([]);
  });

  it("take a confirmation of a store, a date and each line's item or none, and say what is wrong in words", () => {
    const confirm = {
      storeId: 3,
      purchasedOn: "2026-11-20",
      lines: [
        { id: 4, itemId: 12 },
        { id: 5, itemId: null },
      ],
    };
    expectRoundTrip(confirmReceiptSchema, confirm);
    expect(refusal(confirmReceiptSchema, { ...confirm, purchasedOn: "Nov 20" })).toBe(
      "Purchase date must be a date such as 2026-11-26",
    );
    const tooMany = Array.from({ length: MAX_LINES_PER_RECEIPT + 1 }, (_, n) => ({ id: n + 1, itemId: null }));
    expect(refusal(confirmReceiptSchema, { ...confirm, lines: tooMany })).toBe(`At most ${MAX_LINES_PER_RECEIPT} lines`);
    expect(messagesOf(confirmReceiptSchema, { ...confirm, lines: tooMany.slice(1) })).toEqual([]);
    expect(messagesOf(confirmReceiptSchema, { ...confirm, lines: [{ id: 4 }] })).not.toEqual([]);
  });

  it("answer a confirmation and a barcode with every count and field", () => {
    const confirmed = { saved: 3, shown: 1, held: 2, missing: 1, message: "Saved 3 prices" };
    expectRoundTrip(confirmReceiptResponseSchema, confirmed);
    expectEveryFieldChecked(confirmReceiptResponseSchema, confirmed);
    const scan = {
      gtin: "00078742351865",
      item: { id: 12, name: "Whole Milk", brand: "Great Value", unit: "1 gal" },
      message: "Found",
      scanToken: "t",
    };
    expectRoundTrip(barcodeScanSchema, scan);
    expectEveryFieldChecked(barcodeScanSchema, scan);
    expectEveryFieldChecked(barcodeScanSchema.shape.item.unwrap(), scan.item);
    expectRoundTrip(barcodeScanSchema, { ...scan, item: null, scanToken: null });
  });
});

describe("missing-product contracts", () => {
  const product = {
    source: "barcode",
    gtin: "00012345678905",
    text: null,
    shoppers: 2,
    chains: ["Aldi"],
    firstSentAt: "2026-11-20T10:00:00.000Z",
    lastSentAt: "2026-11-21T10:00:00.000Z",
    lastSentOn: "Nov 21, 2026",
    photoId: 7,
  };

  it("list each product with every field the queue shows", () => {
    expectRoundTrip(missingProductListSchema, [product]);
    expectEveryFieldChecked(missingProductSchema, product);
    expect(messagesOf(missingProductsQuerySchema, {})).toEqual([]);
    expect(messagesOf(missingProductsQuerySchema, { source: "barcode" })).toEqual([]);
    expect(messagesOf(missingProductsQuerySchema, { source: "shelf" })).not.toEqual([]);
    expect(MISSING_PHOTO_NOT_FOUND).toBe("Photo not found");
  });
});
