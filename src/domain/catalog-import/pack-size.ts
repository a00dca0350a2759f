import { formatPackageSize, type SizeUnit } from "../pricing/unit-price";

/**
 * The pack size printed on a label, as product databases give it ("500 g", "12 fl oz (355 mL)",
 * "6 x 330 ml", "16 oz/454 g", "1 LB", "12 ct"), in the catalog's units (src/domain/pricing/unit-price.ts).
 * The first measure the text names is taken: "16 oz (454 g)" is 16 oz. Grams and kilograms, which the
 * catalog has no unit for, become ounces and pounds (the label keeps the printed grams). Null when no
 * size can be read: the item is then not imported (a unit price needs its size).
 */
export type PackSize = { size: number; sizeUnit: SizeUnit; unit: string };

const GRAMS_PER_OZ = 28.349523125;
const KG_PER_LB = 0.45359237;

/** Printed unit words -> how to read them. Longer spellings first so "fl oz" is not read as "oz". */
const UNITS: readonly { pattern: string; unit: SizeUnit; factor: number; label?: string }[] = [
  { pattern: "fl\\.?\\s*oz\\.?|fluid\\s+ounces?|floz", unit: "fl oz", factor: 1 },
  { pattern: "oz\\.?|ounces?|onzas?", unit: "oz", factor: 1 },
  { pattern: "lbs?\\.?|pounds?", unit: "lb", factor: 1 },
  { pattern: "kg|kilograms?|kilos?", unit: "lb", factor: 1 / KG_PER_LB, label: "kg" },
  { pattern: "g|gr|grams?|grammes?", unit: "oz", factor: 1 / GRAMS_PER_OZ, label: "g" },
  { pattern: "ml|millilit(?:er|re)s?", unit: "ml", factor: 1 },
  { pattern: "cl", unit: "ml", factor: 10, label: "cL" },
  { pattern: "l|lt|ltr|lit(?:er|re)s?", unit: "l", factor: 1 },
  { pattern: "gal\\.?|gallons?", unit: "gal", factor: 1 },
  { pattern: "qt\\.?|quarts?", unit: "qt", factor: 1 },
  { pattern: "pt\\.?|pints?", unit: "pt", factor: 1 },
  { pattern: "dozen|doz", unit: "doz", factor: 1 },
  { pattern: "ct\\.?|count|pcs?|pieces?|pk|pack|packs|rolls?|bags?|sheets?|eggs|each|ea", unit: "ct", factor: 1 },
];

const NUMBER = "(\\d+(?:\\.\\d+)?|\\.\\d+)";
const UNIT_GROUP = UNITS.map((u, i) => `(?<u${i}>${u.pattern})`).join("|");
// A unit ends at a non-letter: "12 oz" and "12oz." but not the "g" of "12 grains".
const MEASURE = new RegExp(`${NUMBER}\\s*(?:${UNIT_GROUP})(?![a-z])`, "i");
const MULTIPACK = new RegExp(`^\\s*(\\d{1,3})\\s*[x×]\\s*${NUMBER}\\s*(?:${UNIT_GROUP})(?![a-z])`, "i");

const round2 = (value: number) => Math.round(value * 100) / 100;

/** "1 lb 4 oz": pounds and ounces together, read as their sum in ounces. */
const POUNDS_OUNCES = new RegExp(`${NUMBER}\\s*(?:lbs?\\.?|pounds?)\\s*${NUMBER}\\s*(?:oz\\.?|ounces?)(?![a-z])`, "i");
/**
 * Labels whose first measure is not the pack's size, skipped as unreadable rather than misread (review R3): a fraction
 * ("1/2 gal" is not 2 gal), a count after the measure ("330 ml x 6"), a count before it ("24 - 16.9 fl oz"), or a
 * count followed by a measure ("2 pack 12 oz").
 */
const UNREADABLE = [
  /\d\s*\/\s*\d/,
  new RegExp(`${NUMBER}\\s*(?:${UNIT_GROUP})(?![a-z])\\s*[x×*]\\s*\\d`, "i"),
  new RegExp(`(?:^|[^\\d.])\\d+\\s*-\\s*${NUMBER}\\s*(?:${UNIT_GROUP})(?![a-z])`, "i"),
];

/**
 * A number of units or containers ("6 pk", "24 bottles", "24 cans", "6 ct"): beside a measure it says the pack holds
 * several ("12 fl oz 6 pk", "24 cans x 12 fl oz"), and which number is the pack is not guessed (review R17).
 */
const COUNTED = /\d\s*(?:pk|packs?|cans?|bottles?|jars?|box(?:es)?|pouch(?:es)?|cups?|tubs?|ct\.?|count)(?![a-z])/i;

function unitOf(groups: Record<string, string | undefined>) {
  const index = UNITS.findIndex((_, i) => groups[`u${i}`] !== undefined);
  return UNITS[index]!;
}

/** Decimal commas ("1,5 l") become points; thousands commas ("1,000 g") go. */
function plainNumbers(text: string): string {
  return text.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2").replace(/(\d),(\d{3})(?!\d)/g, "$1$2");
}

const printed = (amount: number, label: string) => `${round2(amount)} ${label}`;

export function parsePackSize(text: string | undefined): PackSize | null {
  if (!text) return null;
  const plain = plainNumbers(text.trim());
  if (UNREADABLE.some((pattern) => pattern.test(plain))) return null;
  const read = readPackSize(plain);
  if (read && read.sizeUnit !== "ct" && read.sizeUnit !== "doz" && COUNTED.test(plain)) return null;
  return read;
}

function readPackSize(plain: string): PackSize | null {
  const poundsOunces = POUNDS_OUNCES.exec(plain);
  if (poundsOunces) {
    const [pounds, ounces] = [Number(poundsOunces[1]), Number(poundsOunces[2])];
    // A count before it ("12 x 1 lb 4 oz") or ounces that are a pound or more ("2 lb 32 oz": the same weight twice).
    if (/\d/.test(plain.slice(0, poundsOunces.index)) || ounces >= 16) return null;
    const size = round2(pounds * 16 + ounces);
    return size > 0 ? { size, sizeUnit: "oz", unit: `${round2(pounds)} lb ${round2(ounces)} oz` } : null;
  }
  const multi = MULTIPACK.exec(plain);
  if (multi) {
    const count = Number(multi[1]);
    const each = Number(multi[2]);
    const unit = unitOf(multi.groups ?? {});
    if (count < 1 || !(each > 0)) return null;
    const eachLabel = unit.label ? printed(each, unit.label) : formatPackageSize(each, unit.unit);
    if (unit.unit === "ct" || unit.unit === "doz") return null; // "2 x 12 ct" is rare and ambiguous: not guessed
    const size = round2(count * each * unit.factor);
    return size > 0 ? { size, sizeUnit: unit.unit, unit: `${count} × ${eachLabel}` } : null;
  }
  const match = MEASURE.exec(plain);
  if (!match) return null;
  const amount = Number(match[1]);
  if (!(amount > 0)) return null;
  const unit = unitOf(match.groups ?? {});
  const size = round2(amount * unit.factor);
  if (size <= 0 || (unit.unit === "ct" && !Number.isInteger(amount))) return null;
  // A count followed by a measure ("2 pack 12 oz"): which of them is the pack is not guessed.
  if (unit.unit === "ct" && MEASURE.test(plain.slice(match.index + match[0].length))) return null;
  return { size, sizeUnit: unit.unit, unit: unit.label ? printed(amount, unit.label) : formatPackageSize(size, unit.unit) };
}
