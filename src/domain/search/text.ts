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
 * Words a shopper adds about the pack, the amount or the kind of shop ("milk 1 gallon", "bread loaf",
 * "organic bananas"): they match when the catalog has them, but a query is not left without an answer
 * because the catalog never spells one, and they are never what the shopper is looking for.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    "gallon gal quart qt pint pt liter litre ml lb lbs pound pounds oz ounce ounces",
    "dozen doz pack pk packs count ct each box boxes bag bags bottle bottles can cans jar jars carton cartons",
    "loaf loaves bunch size family value big small mini single multipack bulk",
    "cheap cheapest best good fresh organic natural generic brand name some plain original regular classic",
  ].flatMap((line) => line.split(" ")),
);

/**
 * Everyday words for what other shops sell, as singulars, that lie a typo or two from a grocery word
 * ("paint" from pants, "magazine" from margarine): typed, they are what the shopper means, so search
 * finds nothing rather than correcting them into a product (issue 31).
 */
export const OTHER_SHOPS_WORDS: ReadonlySet<string> = new Set(["paint", "magazine", "toy", "hose", "chair", "tire", "candle"]);

/** A word that says how much or what kind rather than what: a filler word, a number, or a single letter. */
export const isFiller = (word: string) => FILLER_WORDS.has(word) || /^\d+$/.test(word) || word.length === 1;

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
    if (singulars.size > 50_000) singulars.clear();
    singulars.set(word, singular);
  }
  return singular;
}

/**
 * How many letters a word may be off and still count as a typo of another: one up to seven letters
 * ("mlik" -> milk, "egs" -> eggs, "bannana" -> banana), two from eight ("brocolli" -> broccoli).
 * Shorter words must be typed whole. Two letters off in a shorter word turns too many words into
 * other products ("litter" -> butter, "pollo" -> polar, "flowers" -> florets).
 */
export function typoBound(word: string): number {
  if (word.length < 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

const VOWELS = /[aeiouy]/;

/**
 * Whether a short typed word one letter off b is a slip of the keys rather than another word: two
 * neighbouring letters swapped ("mlik" for milk), the wrong letter doubled ("egss" for eggs), a vowel
 * or a double letter left out ("bred" for bread, "buter" for butter), or one doubled or added ("buttter").
 * "beer" is not beef, "sock" not stock, "rice" not mice.
 */
function isSlip(typed: string, b: string): boolean {
  let i = 0;
  while (i < typed.length && typed[i] === b[i]) i++;
  if (typed.length === b.length) {
    if (typed.slice(i + 2) !== b.slice(i + 2)) return false;
    if (typed[i] === b[i + 1] && typed[i + 1] === b[i]) return true;
    return typed[i + 1] === b[i + 1] && (typed[i] === typed[i - 1] || typed[i] === typed[i + 1]);
  }
  // One letter more in the longer word, at i: a vowel or a letter doubled.
  const [longer, shorter] = typed.length > b.length ? [typed, b] : [b, typed];
  if (longer.slice(i + 1) !== shorter.slice(i)) return false;
  const extra = longer[i]!;
  return VOWELS.test(extra) || extra === longer[i - 1] || extra === longer[i + 1];
}

/**
 * How far a typed word is from a catalog word as a typo (Infinity when it is not one): its spelling
 * distance, where the first letter stays (shoppers rarely mistype it: "kale" is not "ale", "litter"
 * not "butter") unless the first two are swapped, a word is not the catalog word with two or more
 * letters added at its end ("lighter" is not light), and a short word (five letters or fewer) one
 * letter off is a slip of the keys (isSlip).
 */
export function typoDistance(typed: string, catalog: string, max: number): number {
  if (typed[0] !== catalog[0] && !(typed[0] === catalog[1] && typed[1] === catalog[0])) return Infinity;
  if (typed.length > catalog.length + 1 && typed.startsWith(catalog)) return Infinity;
  const distance = spellingDistance(typed, catalog, max);
  if (distance === 1 && typed.length <= 5 && !isSlip(typed, catalog)) return Infinity;
  return distance;
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
