/**
 * Package sizes and shelf-tag style unit prices.
 *
 * Sizes use a small closed set of US label units. Every unit belongs to one measure, and
 * conversion goes through that measure's base (ounce, fluid ounce, count, square foot), so
 * "1 lb" and "16 oz" or "1 gal" and "128 fl oz" compare exactly.
 */

export const SIZE_UNITS = ["oz", "lb", "fl oz", "pt", "qt", "gal", "ml", "l", "ct", "doz", "sq ft"] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export type Measure = "weight" | "volume" | "count" | "area";

/** US customary fluid ounce in millilitres (exact by definition: 231 in³ / 128). */
const ML_PER_FL_OZ = 29.5735295625;

const UNIT_TABLE: Record<SizeUnit, { measure: Measure; inBase: number; label: string }> = {
  oz: { measure: "weight", inBase: 1, label: "oz" },
  lb: { measure: "weight", inBase: 16, label: "lb" },
  "fl oz": { measure: "volume", inBase: 1, label: "fl oz" },
  pt: { measure: "volume", inBase: 16, label: "pt" },
  qt: { measure: "volume", inBase: 32, label: "qt" },
  gal: { measure: "volume", inBase: 128, label: "gal" },
  ml: { measure: "volume", inBase: 1 / ML_PER_FL_OZ, label: "mL" },
  l: { measure: "volume", inBase: 1000 / ML_PER_FL_OZ, label: "L" },
  ct: { measure: "count", inBase: 1, label: "ct" },
  doz: { measure: "count", inBase: 12, label: "doz" },
  "sq ft": { measure: "area", inBase: 1, label: "sq ft" },
};

export function isSizeUnit(value: string): value is SizeUnit {
  return (SIZE_UNITS as readonly string[]).includes(value);
}

export function measureOf(unit: SizeUnit): Measure {
  return UNIT_TABLE[unit].measure;
}

/** Converts a quantity between units of the same measure; mixing measures is a programming error. */
export function convertSize(quantity: number, from: SizeUnit, to: SizeUnit): number {
  const source = UNIT_TABLE[from];
  const target = UNIT_TABLE[to];
  if (source.measure !== target.measure) {
    throw new RangeError(`Cannot convert ${from} (${source.measure}) to ${to} (${target.measure})`);
  }
  return (quantity * source.inBase) / target.inBase;
}

/** Label text such as "1 gal", "8 oz", "2 L", "12 ct" (no trailing zeros, at most 2 decimals). */
export function formatPackageSize(size: number, unit: SizeUnit): string {
  const rounded = Math.round(size * 100) / 100;
  return `${rounded} ${UNIT_TABLE[unit].label}`;
}

/** The units a unit price is quoted in, as on US shelf tags. */
export const UNIT_PRICE_BASES = ["oz", "lb", "fl oz", "ct", "sq ft", "100 sq ft"] as const;
export type UnitPriceBase = (typeof UNIT_PRICE_BASES)[number];

/** How many package units (in the measure's own unit) one base holds: 100 sq ft is 100 × "sq ft". */
const BASE_UNITS: Record<UnitPriceBase, { unit: SizeUnit; times: number }> = {
  oz: { unit: "oz", times: 1 },
  lb: { unit: "lb", times: 1 },
  "fl oz": { unit: "fl oz", times: 1 },
  ct: { unit: "ct", times: 1 },
  "sq ft": { unit: "sq ft", times: 1 },
  "100 sq ft": { unit: "sq ft", times: 100 },
};

export type UnitPrice = {
  /** Cents per one `per` unit, rounded to a tenth of a cent (shelf tags show fractions of a cent). */
  centsPerUnit: number;
  per: UnitPriceBase;
  /** For example "$0.23/oz", or "$0.028/fl oz" when under 10¢ so cheap units stay comparable. */
  label: string;
};

/**
 * The comparable base of a package's unit price (issue 15): one per measure, whatever the package,
 * so every pack of one product (and every product of one kind) is quoted alike: per lb for anything
 * sold by weight (an 8 oz block and a 2 lb bag of cheddar), per fl oz for liquids (a 2 L bottle and a
 * 12-pack of cans), per ct for counts, per 100 sq ft for wraps and foil.
 */
export function defaultUnitPriceBase(sizeUnit: SizeUnit): UnitPriceBase {
  switch (measureOf(sizeUnit)) {
    case "weight":
      return "lb";
    case "volume":
      return "fl oz";
    case "count":
      return "ct";
    case "area":
      return "100 sq ft";
  }
}

/**
 * Unit price of a package, on its comparable base unless `per` asks for another base of the same measure.
 */
export function unitPrice(
  priceCents: number,
  size: number,
  sizeUnit: SizeUnit,
  per: UnitPriceBase = defaultUnitPriceBase(sizeUnit),
): UnitPrice {
  if (!Number.isFinite(priceCents) || priceCents < 0) throw new RangeError(`Invalid price: ${priceCents}`);
  if (!Number.isFinite(size) || size <= 0) throw new RangeError(`Invalid package size: ${size}`);
  const quantity = convertSize(size, sizeUnit, BASE_UNITS[per].unit) / BASE_UNITS[per].times;
  const centsPerUnit = Math.round((priceCents / quantity) * 10) / 10;
  return { centsPerUnit, per, label: formatUnitPrice(centsPerUnit, per) };
}

export function formatUnitPrice(centsPerUnit: number, per: UnitPriceBase): string {
  const dollars = centsPerUnit / 100;
  const digits = centsPerUnit < 10 ? 3 : 2;
  return `$${dollars.toFixed(digits)}/${per}`;
}
