import {
  BarcodeFormat,
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} from "@zxing/library";
import sharp from "sharp";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { HttpError } from "../../plugins/errors";
import { HEIC_IMAGE, isHeic, UNSUPPORTED_IMAGE } from "./receipt-image";

/** The barcodes on grocery packs and shelf tags (GTIN-8/12/13, UPC-E). */
const RETAIL_FORMATS = [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E];
/** A phone photo is read at this size at most: a barcode needs far fewer pixels, and decoding costs CPU per pixel. */
const READ_SIDE = 1600;
/** The copy of an unknown product's photo kept for the catalog team. */
const KEPT_SIDE = 1200;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The photo decoded: upright by its EXIF orientation, scaled down, as 8-bit grey (one luminance byte a pixel,
 * as zxing reads it). Refuses (400) what is no supported image.
 */
async function greyPixels(bytes: Buffer, turn: 0 | 90) {
  if (isHeic(bytes)) throw new HttpError(400, HEIC_IMAGE);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, UNSUPPORTED_IMAGE);
    return await image
      .rotate()
      .rotate(turn)
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
  return (await readTurned(bytes, 0)) ?? readTurned(bytes, 90);
}

async function readTurned(bytes: Buffer, turn: 0 | 90): Promise<string | null> {
  const { data, info } = await greyPixels(bytes, turn);
  const luminance = new Uint8ClampedArray(data.buffer, data.byteOffset, info.width * info.height);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, RETAIL_FORMATS],
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
export function keptProductPhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
