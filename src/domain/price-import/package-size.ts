import { convertSize, isSizeUnit, measureOf, type SizeUnit } from "../pricing/unit-price";

export type PackageSize = { quantity: number; unit: SizeUnit };

const ALIASES: Record<string, SizeUnit> = {
  ounce: "oz",
  ounces: "oz",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  floz: "fl oz",
  "fl. oz": "fl oz",
  "fl. oz.": "fl oz",
  "fluid ounces": "fl oz",
  gallon: "gal",
  gallons: "gal",
  quart: "qt",
  quarts: "qt",
  pint: "pt",
  pints: "pt",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  count: "ct",
  dozen: "doz",
  sqft: "sq ft",
};

/** Reads a label size such as "16 oz", "1 gal", "64 fl oz", "1.5 L", "12 ct"; null if it is not one. */
export function parsePackageSize(text: string): PackageSize | null {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z][a-z. ]*)$/i.exec(text.trim());
  if (!match) return null;
  const quantity = Number(match[1]);
  const word = match[2]!.trim().toLowerCase().replace(/\s+/g, " ");
  const unit = isSizeUnit(word) ? word : ALIASES[word];
  if (!unit || !(quantity > 0)) return null;
  return { quantity, unit };
}

/** True when two sizes measure the same thing and agree within 1% ("1 lb" and "16 oz"). */
export function sameSize(a: PackageSize, b: PackageSize): boolean {
  if (measureOf(a.unit) !== measureOf(b.unit)) return false;
  const other = convertSize(b.quantity, b.unit, a.unit);
  return Math.abs(a.quantity - other) <= a.quantity * 0.01;
}
