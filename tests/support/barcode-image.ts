import bwipjs from "bwip-js/node";
import sharp from "sharp";

/**
 * A phone photo of a pack's barcode as tests need one: the code drawn by bwip-js (with its digits), on a light
 * background with room around it, turned by `degrees`, slightly blurred and saved as JPEG.
 */
export async function barcodePhoto(
  code: string,
  { degrees = 3, format = "ean13" }: { degrees?: number; format?: "ean13" | "upca" } = {},
) {
  const drawn = await bwipjs.toBuffer({ bcid: format, text: code, scale: 3, height: 14, includetext: true });
  return sharp(drawn)
    .flatten({ background: "#ffffff" })
    .extend({ top: 180, bottom: 260, left: 140, right: 140, background: "#f1ede4" })
    .rotate(degrees, { background: "#d9d4c8" })
    .blur(0.7)
    .jpeg({ quality: 75 })
    .toBuffer();
}
