import { isGTIN, isValid, upcE } from "gtin";

/**
 * Barcodes: a GTIN/UPC/EAN as printed (8, 12, 13 or 14 digits, or a 6-digit-body UPC-E) is kept
 * as one canonical GTIN-14 string, so "012000007897" (UPC-A) and "0012000007897" (EAN-13) are one
 * product. Check digits are verified by the `gtin` library.
 */

/** The canonical 14-digit GTIN of a printed barcode, or null when it is not a valid one. */
export function normaliseGtin(raw: string): string | null {
  const digits = raw.trim().replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  // UPC-E (a zero-suppressed UPC-A printed on small packs): 8 digits starting with 0 or 1 that do
  // not validate as an EAN-8 are expanded first (upcE.expand throws only on what is not 6 to 8 digits).
  const code = digits.length === 8 && /^[01]/.test(digits) && !isValid(digits) ? upcE.expand(digits) : digits;
  // isGTIN: 8, 12, 13 or 14 digits; isValid: the check digit.
  if (!isGTIN(code) || !isValid(code)) return null;
  return code.padStart(14, "0");
}

/**
 * Kroger's product id: the GTIN-13 without its check digit, so 13 digits
 * (UPC-A 011110417008 -> "0001111041700"). Null for a GTIN-14 with a packaging indicator.
 */
export function krogerProductId(gtin14: string): string | null {
  if (gtin14.length !== 14 || !gtin14.startsWith("0")) return null;
  return gtin14.slice(0, 13);
}

/** The GTIN-14 behind a Kroger product id (the check digit restored), or null if it is not one. */
export function gtinFromKrogerProductId(productId: string): string | null {
  if (!/^\d{13}$/.test(productId)) return null;
  // Exactly one of the ten digits is the check digit; the library knows which.
  for (let digit = 0; digit <= 9; digit++) if (isValid(`${productId}${digit}`)) return `${productId}${digit}`;
  return null;
}
