/**
 * Paper goods (paper towels, toilet paper, facial tissues, napkins) compare by paper area (decision 031):
 * a "double roll" and a "mega roll" hold different amounts, and sheets differ in size, but US labels state
 * the sheet count and size, so the pack's area is known and its unit price is quoted per 100 sq ft.
 */

/** A pack as its label states it: rolls or boxes (1 for a plain stack), sheets in each, one sheet's size in inches. */
export type PaperPack = { units: number; sheetsPerUnit: number; sheetWidthIn: number; sheetLengthIn: number };

export const SQUARE_INCHES_PER_SQUARE_FOOT = 144;

/** Total paper area of a pack in square feet, to a tenth as labels print it. */
export function paperPackAreaSqFt(pack: PaperPack): number {
  for (const [field, value] of Object.entries(pack)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Invalid paper pack ${field}: ${value}`);
  }
  const squareInches = pack.units * pack.sheetsPerUnit * pack.sheetWidthIn * pack.sheetLengthIn;
  return Math.round((squareInches / SQUARE_INCHES_PER_SQUARE_FOOT) * 10) / 10;
}
