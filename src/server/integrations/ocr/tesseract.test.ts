import { afterAll, describe, expect, it } from "vitest";
import { giantEagleReceipt } from "../../../../tests/support/receipt-image";
import { createTesseractOcr } from "./tesseract";

// The real OCR (tesseract.js with the English model from npm). A prices-only read sets a digits-only whitelist for
// that recognition; tesseract.js puts the parameters back only when the recognition succeeds (review R39).
const ocr = createTesseractOcr();
afterAll(() => ocr.close());

describe("the tesseract adapter", () => {
  it("reads words again after a prices-only read failed", { timeout: 180_000 }, async () => {
    await expect(ocr.read(Buffer.from("not an image at all"), undefined, { pricesOnly: true })).rejects.toBeDefined();
    const text = (await ocr.read(await giantEagleReceipt({ address: "1901 Murray Ave", zip: "15217" }, "2026-11-20", 1)))
      .map((line) => line.text)
      .join("\n");
    expect(text).toMatch(/GIANT\s*EAGLE/i);
  });
});
