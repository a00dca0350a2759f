import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OcrLineResult, OcrPort, OcrReadOptions } from "../../integrations/ocr/port";
import { readReceiptText } from "./receipt-ocr";

// The reader's two passes with a stand-in OCR: the first answers fixed lines with their boxes (a receipt 700 px wide,
// prices right-aligned at x 680, a line every 40 px), the second what it is asked on the stacked price crops.
const word = (text: string, x0: number, y0: number) => ({ text, box: { x0, y0, x1: x0 + text.length * 20, y1: y0 + 24 } });
function line(name: string, price: string, y0: number): OcrLineResult {
  const words = [
    ...[...name.matchAll(/\S+/g)].map((m) => word(m[0], 20 + m.index * 20, y0)),
    ...(price ? [word(price, 680 - price.length * 20, y0)] : []),
  ];
  return { text: words.map((w) => w.text).join(" "), confidence: 88, box: { x0: 20, y0, x1: words.at(-1)!.box.x1, y1: y0 + 24 }, words };
}
const first = [
  line("GIANT EAGLE", "", 20),
  line("11/26/2026 14:32", "", 60),
  line("GE 2% MLK GAL", "3.49", 100),
  line("BNLS SKNLS BRST", "ZB", 140),
  line("KS PAPER TWL", "19.99", 180),
  line("SUBTOTAL", "32.45", 220),
];

function standIn(second: (image: Buffer) => Promise<OcrLineResult[]>) {
  const reads: { image: Buffer; options?: OcrReadOptions }[] = [];
  const ocr: OcrPort = {
    async read(image, _progress, options) {
      reads.push({ image, options });
      return options?.pricesOnly ? second(image) : first;
    },
    close: async () => {},
  };
  return { ocr, reads };
}
// The paper is a light grey, as the prepared image of a photo is.
const image = () => sharp({ create: { width: 720, height: 300, channels: 3, background: "#f0f0f0" } }).png().toBuffer();

describe("reading a receipt's text in two passes", () => {
  it("reads again the price column of a line whose price was lost, prices only, and uses the price it reads", async () => {
    const { ocr, reads } = standIn(async (strips) => {
      const { height = 0 } = await sharp(strips).metadata();
      return [{ text: "8.97", confidence: 90, box: { x0: 10, y0: height / 2 - 10, x1: 90, y1: height / 2 + 10 } }];
    });
    const text = await readReceiptText(ocr, await image());
    expect(text.lines.map((l) => l.text)).toContain("BNLS SKNLS BRST 8.97");
    expect(text).toMatchObject({ reread: 1, repaired: 1 });
    expect(reads.map((read) => read.options?.pricesOnly ?? false)).toEqual([false, true]);
    // The second image is the crop of one price: a small fraction of the receipt's pixels.
    const [whole, strips] = await Promise.all(reads.map(({ image }) => sharp(image).metadata()));
    expect(strips!.width! * strips!.height!).toBeLessThan(0.15 * whole!.width! * whole!.height!);
    // Black on white only: the paper's grey boxed in white made the OCR read "7.11" as "71".
    const pixels = await sharp(reads[1]!.image).greyscale().raw().toBuffer();
    expect(new Set(pixels)).toEqual(new Set([255]));
  });

  it("keeps the first pass's line when the second pass reads no price there", async () => {
    const { ocr } = standIn(async () => [{ text: "8", confidence: 40, box: { x0: 10, y0: 30, x1: 30, y1: 50 } }]);
    const text = await readReceiptText(ocr, await image());
    expect(text.lines).toEqual(first);
    expect(text).toMatchObject({ reread: 1, repaired: 0 });
  });

  it("reads once when every line among the items has its price", async () => {
    const { ocr, reads } = standIn(async () => []);
    first[3] = line("BNLS SKNLS BRST", "8.97", 140);
    const text = await readReceiptText(ocr, await image());
    expect(reads).toHaveLength(1);
    expect(text).toMatchObject({ reread: 0, secondSeconds: 0 });
  });
});
