import type * as ZxingModule from "@zxing/library";
import pLimit from "p-limit";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { HttpError } from "../../plugins/errors";
import { HEIC_IMAGE, isHeic, loadSharp, PHOTO_TOO_LARGE, UNSUPPORTED_IMAGE } from "./receipt-image";

/**
 * The barcodes on grocery packs and shelf tags: GTIN-13, GTIN-12 (UPC-A) and GTIN-8. Not UPC-E: zxing-js 0.21's
 * UPC-E reader never returns a code (decision 058), so a small pack's zero-suppressed code is refused with a message.
 */
const retailFormats = (zxing: Zxing) => [zxing.BarcodeFormat.EAN_13, zxing.BarcodeFormat.EAN_8, zxing.BarcodeFormat.UPC_A];
/** zxing-js, imported at the first photo rather than at every start (issue 29 item 3: about 0.5 s of CPU). */
type Zxing = typeof ZxingModule;
/** A phone photo is read at this size at most: a barcode needs far fewer pixels, and decoding costs CPU per pixel. */
const READ_SIDE = 1200;
/** Larger photos are refused before they are decoded (a 12 MP phone photo is 4000 x 3000). */
export const MAX_BARCODE_PIXELS = 16_000_000;
/** zxing decodes on the event loop: one photo at a time, a few waiting, and the rest told to try again. */
const decoding = pLimit(1);
const MAX_WAITING = 3;
export const SCANNER_BUSY = "Many barcodes are being read right now. Please try again in a few seconds.";
/** The copy of an unknown product's photo kept for the catalog team. */
const KEPT_SIDE = 1200;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The photo decoded: upright by its EXIF orientation, scaled down, as 8-bit grey (one luminance byte a pixel,
 * as zxing reads it). Refuses (400) what is no supported image.
 */
async function greyPixels(bytes: Buffer) {
  if (isHeic(bytes)) throw new HttpError(400, HEIC_IMAGE);
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, UNSUPPORTED_IMAGE);
    if (width * height > MAX_BARCODE_PIXELS) throw new HttpError(422, PHOTO_TOO_LARGE);
    return await image
      .rotate()
      .resize({ width: READ_SIDE, height: READ_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .greyscale()
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, UNSUPPORTED_IMAGE);
  }
}

/**
 * The GTIN-14 of the retail barcode in a photo (zxing, trying harder), or null when none can be read; a photo
 * taken with the bars lying down is read turned a quarter. A misread whose check digit fails is no barcode either.
 */
export async function readBarcode(bytes: Buffer): Promise<string | null> {
  if (decoding.pendingCount >= MAX_WAITING) throw new HttpError(503, SCANNER_BUSY);
  return decoding(async () => {
    const [sharp, zxing] = await Promise.all([loadSharp(), import("@zxing/library")]);
    const upright = await greyPixels(bytes);
    const found = decode(zxing, upright);
    if (found !== null) return found;
    const { width, height } = upright.info;
    const turned = await sharp(upright.data, { raw: { width, height, channels: 1 } })
      .rotate(90)
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return decode(zxing, turned);
  });
}

function decode(zxing: Zxing, { data, info }: { data: Buffer; info: { width: number; height: number } }): string | null {
  const { BinaryBitmap, ChecksumException, DecodeHintType, FormatException, HybridBinarizer, MultiFormatReader } = zxing;
  const { NotFoundException, RGBLuminanceSource } = zxing;
  const luminance = new Uint8ClampedArray(data.buffer, data.byteOffset, info.width * info.height);
  const hints = new Map<ZxingModule.DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, retailFormats(zxing)],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
    return normaliseGtin(new MultiFormatReader().decode(bitmap, hints).getText());
  } catch (error) {
    if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) return null;
    throw error;
  }
}

/** The copy of a photo kept with an unknown product: upright, smaller, JPEG without EXIF or location. */
export async function keptProductPhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
