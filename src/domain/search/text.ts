/**
 * How search reads text: the same folding, words, singulars and spelling distance for the query,
 * the catalog's words and every item, on the server and in the demo.
 */
import damerauLevenshtein from "damerau-levenshtein";
import pluralize from "pluralize";

/** Lower case, accents dropped ("Nestlé" -> "nestle"), apostrophes removed ("Lay's" -> "lays"). */
export function fold(text: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no accent folding (the common case, and much faster)
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().replace(/'/g, "");
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "");
}

/** The words of a text: runs of letters and digits after folding ("Coca-Cola 2 L" -> coca, cola, 2, l). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A word without its separators, as one key ("coca-cola" -> "cocacola"). */
export const wordKey = (word: string) => words(word).join("");

/** Words a shopper adds that say nothing about the product ("bag of chips", "mac and cheese"). */
export const STOPWORDS: ReadonlySet<string> = new Set(["a", "an", "and", "the", "of", "for", "with", "in", "n"]);

/**
 * Words that leave a product plain: "Whole Milk" and "White Bread" are what "milk" and "bread" mean,
 * where "Oat Milk" and "Pita Bread" are other products that happen to share the word.
 */
export const PLAIN_MODIFIERS: ReadonlySet<string> = new Set([
  "whole",
  "white",
  "large",
  "plain",
  "original",
  "classic",
  "regular",
  "fresh",
  "pure",
]);

// Plurals pluralize reads wrongly for groceries ("cookies" -> "cooky").
for (const [one, many] of [
  ["cookie", "cookies"],
  ["veggie", "veggies"],
  ["brownie", "brownies"],
  ["smoothie", "smoothies"],
  ["pierogi", "pierogies"],
  ["hoagie", "hoagies"],
]) {
  pluralize.addIrregularRule(one!, many!);
}

const singulars = new Map<string, string>();

/** The singular of a word ("bananas" -> "banana", "berries" -> "berry"); numbers and short words unchanged. */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let singular = singulars.get(word);
  // Stryker disable next-line ConditionalExpression: working the singular out again gives the same word (a cache)
  if (singular === undefined) {
    singular = pluralize.singular(word);
    // Stryker disable next-line all: the cache's bound changes memory, never a result
    if (singulars.size > 50_000) singulars.clear();
    singulars.set(word, singular);
  }
  return singular;
}

/**
 * How many letters a word may be off and still count as a typo of another: one up to four letters
 * ("mlik" -> milk, "egs" -> eggs), two from five ("bannana" -> banana). Shorter words must be typed whole.
 */
export function typoBound(word: string): number {
  if (word.length < 3) return 0;
  return word.length <= 4 ? 1 : 2;
}

const letterCounts = new Int16Array(128);

/** Whether more than max letters of a are missing from b: then no max edits turn a into b (a cheap first check). */
function lettersApart(a: string, b: string, max: number): boolean {
  letterCounts.fill(0);
  for (let i = 0; i < b.length; i++) letterCounts[b.charCodeAt(i) & 127]!++;
  let missing = 0;
  for (let i = 0; i < a.length; i++) if (letterCounts[a.charCodeAt(i) & 127]!-- <= 0 && ++missing > max) return true;
  return false;
}

/** Letters inserted, deleted, changed or swapped (optimal string alignment), or Infinity beyond max. */
export function spellingDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || lettersApart(a, b, max) || lettersApart(b, a, max)) return Infinity;
  const steps = damerauLevenshtein(a, b).steps;
  return steps <= max ? steps : Infinity;
}
