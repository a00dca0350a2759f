/**
 * Money is an integer number of US cents everywhere inside the app. It becomes a decimal
 * string ("3.49") only at the API edge and a formatted string ("$3.49") only for display.
 * No function here uses floating-point arithmetic on amounts: rates are applied with BigInt
 * integer maths so results are exact for every safe integer.
 */

/** An amount of money in integer US cents. */
export type Cents = number;

/** A non-negative amount with at most two decimals and no sign, exponent, spaces or thousands separators. */
const MONEY_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** Basis points in one whole (100% = 10,000 bps). */
export const BPS_PER_WHOLE = 10_000;

/** True for a safe integer, the only representation of cents we accept. */
export function isCents(value: unknown): value is Cents {
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for every non-number; the typeof narrows the type
  return typeof value === "number" && Number.isSafeInteger(value);
}

function assertCents(value: number, what = "amount"): void {
  if (!isCents(value)) throw new RangeError(`${what} must be a safe integer number of cents, got ${String(value)}`);
}

/** Formats cents as the API's decimal string, always with two decimals: 349 -> "3.49", -5 -> "-0.05". */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, "0");
  return `${sign}${whole}.${fraction}`;
}

/**
 * Parses an API money string into cents: "3.49" -> 349, "3.5" -> 350, "3" -> 300.
 * Returns null for anything else (negative, more than two decimals, "1e3", " 3", "03.00", "", ".5").
 */
export function parseDecimalToCents(value: string): Cents | null {
  const match = MONEY_PATTERN.exec(value);
  if (!match) return null;
  // Stryker disable next-line StringLiteral: group 1 always takes part in a match
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(cents);
}

/** True when the string is a valid non-negative money string that parseDecimalToCents accepts. */
export function isMoneyString(value: string): boolean {
  return parseDecimalToCents(value) !== null;
}

/** Display format in US dollars with thousands separators: 349 -> "$3.49", 123450 -> "$1,234.50", -5 -> "-$0.05". */
export function formatUsd(cents: Cents): string {
  const decimal = centsToDecimalString(cents);
  const negative = decimal.startsWith("-");
  // Stryker disable next-line StringLiteral: centsToDecimalString always gives both parts
  const [whole = "0", fraction = "00"] = (negative ? decimal.slice(1) : decimal).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${fraction}`;
}

/** Price of `quantity` units; throws if the quantity is not a non-negative integer or the result is unsafe. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  assertCents(cents, "price");
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`);
  }
  const product = cents * quantity;
  assertCents(product, "line total");
  return product;
}

/** Sum of amounts; throws if any addend or the sum is not a safe integer. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
    assertCents(total, "sum");
  }
  return total;
}

/**
 * cents × numerator / denominator, rounded to the nearest cent with halves rounded away from zero
 * (so "half up" for the non-negative amounts the app handles: 0.5 -> 1, -0.5 -> -1).
 */
export function multiplyRatio(cents: Cents, numerator: number, denominator: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError("ratio must be integers with a positive denominator");
  }
  const product = BigInt(cents) * BigInt(numerator);
  // Stryker disable next-line EqualityOperator: a zero product rounds to 0 either way
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const den = BigInt(denominator);
  const rounded = (abs * 2n + den) / (den * 2n);
  const result = Number(negative ? -rounded : rounded);
  assertCents(result, "result");
  return result;
}

/** Applies a rate in basis points with round-half-up: applyRateBps(1000, 800) = 80 (8% of $10.00). */
export function applyRateBps(cents: Cents, bps: number): Cents {
  return multiplyRatio(cents, bps, BPS_PER_WHOLE);
}
