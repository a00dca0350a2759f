import { performance } from "node:perf_hooks";
import {
  mergePriceRereads,
  planPriceRereads,
  type LocatedLine,
  type PriceReread,
} from "../../../domain/receipts/price-reread";
import type { OcrPort } from "../../integrations/ocr/port";
import { loadSharp } from "./receipt-image";

/** What the OCR made of a receipt, and what its second pass cost. */
export type ReceiptText = {
  lines: LocatedLine[];
  /** Lines whose price column was read again, and how many of them it gave a price. */
  reread: number;
  repaired: number;
  /** Seconds of each pass (wall time of the calls: the OCR runs on one core). */
  firstSeconds: number;
  secondSeconds: number;
};

/** Grey levels darker than this are ink (the image read is already stretched to the full range). */
const THRESHOLD = 150;
/** White space around and between the stacked crops, in lines' heights. */
const GAP = 1;

/**
 * Reads a prepared receipt image: a first pass on the whole, then, only when some lines among the items gave no
 * readable price, one second pass on their price column alone (the crops stacked into one small image, read with
 * price characters only). At most MAX_PRICE_REREADS crops, each a few characters wide: a small fraction of the first
 * pass's pixels (review R25: a photo's OCR CPU stays bounded).
 */
export async function readReceiptText(
  ocr: OcrPort,
  image: Buffer,
  onProgress?: (fraction: number) => void,
  secondPass = true,
): Promise<ReceiptText> {
  const started = performance.now();
  const first: LocatedLine[] = await ocr.read(image, onProgress);
  const firstSeconds = (performance.now() - started) / 1000;
  const plan = secondPass ? planPriceRereads(first) : [];
  if (plan.length === 0) return { lines: first, reread: 0, repaired: 0, firstSeconds, secondSeconds: 0 };
  const { strips, slotOf } = await stackCrops(image, plan);
  const read = await ocr.read(strips, undefined, { pricesOnly: true });
  const texts = plan.map(() => [] as string[]);
  for (const line of read) {
    const slot = line.box ? slotOf((line.box.y0 + line.box.y1) / 2) : -1;
    if (slot >= 0 && slot < plan.length) texts[slot]!.push(line.text);
  }
  const rereads = plan.map((reread, i) => ({ ...reread, text: texts[i]!.length === 1 ? texts[i]![0]! : null }));
  const lines = mergePriceRereads(first, rereads);
  const repaired = lines.filter((line, i) => line !== first[i]).length;
  return { lines, reread: plan.length, repaired, firstSeconds, secondSeconds: (performance.now() - started) / 1000 - firstSeconds };
}

/** The crops one under another on white, and which crop a height of the stacked image falls in. */
async function stackCrops(image: Buffer, plan: readonly PriceReread[]) {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const crops = plan.map(({ crop }) => {
    const left = Math.min(crop.x0, width - 1);
    const top = Math.min(crop.y0, height - 1);
    return { left, top, width: Math.max(1, Math.min(crop.x1, width) - left), height: Math.max(1, Math.min(crop.y1, height) - top) };
  });
  const slotHeight = Math.max(...crops.map((crop) => crop.height));
  const pitch = slotHeight * (1 + GAP);
  const margin = slotHeight;
  const parts = await Promise.all(
    crops.map(async (crop, i) => ({
      input: await sharp(image).extract(crop).toBuffer(),
      left: margin,
      top: margin + i * pitch,
    })),
  );
  const stacked = await sharp({
    create: {
      width: Math.max(...crops.map((crop) => crop.width)) + 2 * margin,
      height: 2 * margin + plan.length * pitch - GAP * slotHeight,
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(parts)
    .png()
    .toBuffer();
  // Black on white: the paper's grey, boxed by the white around each crop, made the OCR read "7.11" as "71" (a step
  // of its own: sharp composites after its other operations).
  const strips = await sharp(stacked).greyscale().threshold(THRESHOLD).png().toBuffer();
  const slotOf = (y: number) => Math.floor((y - margin + (GAP * slotHeight) / 2) / pitch);
  return { strips, slotOf };
}
