import { createRequire } from "node:module";
import pLimit from "p-limit";
import type { Metadata, default as sharpModule } from "sharp";
import { HttpError } from "../../plugins/errors";
import { SHARP_ENTRY } from "../../plugins/image-library";

/** What an upload may be: the formats a phone camera or a browser's conversion gives. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Smallest side a receipt can be read from, and the largest image kept (longer side, pixels). */
const MIN_SIDE = 300;
const MAX_KEPT_SIDE = 3200;
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * Decoding costs CPU per pixel (a flat 60 MP PNG of 190 KB took about 1 CPU-s, review R25): larger photos are
 * refused from their header, before any decoding. A phone's usual photo is 12 MP, 24 MP at most (iPhone 15).
 */
export const MAX_RECEIPT_PIXELS = 30_000_000;
/** Photos decoded at once by one instance, and how many may wait: the rest are told to try again (review R25). */
const preparing = pLimit(2);
export const MAX_WAITING_RECEIPTS = 6;
/** Below this edge strength (the spread of a Laplacian over the image at 1000 px wide) text is too blurred to read. */
export const BLUR_THRESHOLD = 3;

export const UNSUPPORTED_IMAGE = "Please choose a photo in JPEG, PNG or WebP format.";
export const HEIC_IMAGE =
  "This photo is in HEIC format, which cannot be read here. Please choose it again from your camera roll as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible).";
export const TOO_BLURRY =
  "This photo is too blurry to read. Please take it again in good light, holding the phone steady above the receipt.";
export const TOO_SMALL = "This photo is too small to read. Please take it closer to the receipt.";
export const PHOTO_TOO_LARGE = "This photo has too many pixels to read. Please take it again at your camera's usual size.";
export const RECEIPTS_BUSY = "Many receipts are being read right now. Please try again in a few seconds.";

/**
 * sharp (libvips), loaded at the first photo rather than at every start (issue 29 item 3), through its CommonJS entry:
 * half the CPU of its ES module entry (~0.28 against ~0.55 s), and the file the readiness check loads
 * (SHARP_ENTRY, plugins/image-library.ts).
 */
export const loadSharp = async () => createRequire(import.meta.url)(SHARP_ENTRY) as typeof sharpModule;

export const isHeic = (bytes: Buffer) =>
  bytes.subarray(4, 8).toString("latin1") === "ftyp" &&
  /^(heic|heix|hevc|heim|heis|mif1|msf1)/.test(bytes.subarray(8, 12).toString("latin1"));

/**
 * Checks an uploaded photo and makes the copy kept as proof: turned upright by its EXIF orientation,
 * at most 3,200 px on its longer side, re-encoded as JPEG without EXIF, location or any other
 * metadata. Refuses (400 / 422) what is no supported image, too small, too large or too blurred to read, and
 * (503) a photo that would wait behind MAX_WAITING_RECEIPTS others.
 */
export async function prepareReceiptImage(bytes: Buffer): Promise<Buffer> {
  if (preparing.pendingCount >= MAX_WAITING_RECEIPTS) throw new HttpError(503, RECEIPTS_BUSY);
  return preparing(() => checkedProof(bytes));
}

async function checkedProof(bytes: Buffer): Promise<Buffer> {
  if (isHeic(bytes)) throw new HttpError(400, HEIC_IMAGE);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(400, UNSUPPORTED_IMAGE);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new HttpError(400, UNSUPPORTED_IMAGE);
  if (Math.min(metadata.width ?? 0, metadata.height ?? 0) < MIN_SIDE) throw new HttpError(422, TOO_SMALL);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_RECEIPT_PIXELS) throw new HttpError(422, PHOTO_TOO_LARGE);
  let proof: Buffer;
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
    proof = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_KEPT_SIDE, height: MAX_KEPT_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(400, UNSUPPORTED_IMAGE);
  }
  if ((await sharpness(proof)) < BLUR_THRESHOLD) throw new HttpError(422, TOO_BLURRY);
  return proof;
}

/** The spread of a Laplacian over the image at 1,000 px wide: sharp text has strong edges, a blurred photo none. */
export async function sharpness(image: Buffer): Promise<number> {
  const sharp = await loadSharp();
  const edges = await sharp(image)
    .greyscale()
    .resize({ width: 1000, withoutEnlargement: true })
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 })
    .raw()
    .toBuffer();
  let sum = 0;
  let squares = 0;
  for (const value of edges) {
    sum += value - 128;
    squares += (value - 128) ** 2;
  }
  const mean = sum / edges.length;
  return Math.sqrt(squares / edges.length - mean * mean);
}

/**
 * The image the OCR reads: grey, small text enlarged (tesseract reads 20-30 px letters best), specks of dirt
 * and sensor noise smoothed away (a 3 px median keeps letters' strokes), contrast stretched.
 */
export async function imageForOcr(proof: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width = 0 } = await sharp(proof).metadata();
  const scale = width > 0 && width < 1200 ? 2 : 1;
  return sharp(proof)
    .greyscale()
    .resize({ width: width * scale })
    .median(3)
    .normalise()
    .png()
    .toBuffer();
}
