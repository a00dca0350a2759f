import type { Cents } from "../money/money";
import { CANDIDATES_PER_LINE, type LineCandidate } from "./receipt-rules";
import type { ReceiptSpelling } from "./receipt-words";

/** A catalog item as the matcher reads it. */
export type CatalogEntry = { id: number; name: string; brand: string; size: number; sizeUnit: string };

/** A receipt line as the matcher reads it. */
export type LineToMatch = { text: string; cents: Cents; unitCents: Cents | null; weightLb: number | null };

export type MatchContext = {
  /** The chain the receipt is from (its abbreviations and own labels), when known. */
  chainSlug: string | null;
  /** The shortenings and own-label codes receipts print (the server's data files); none when left out. */
  spelling?: ReceiptSpelling;
  /** The brands the chain sells under its own name (its own label first); lines without a brand lean to these. */
  ownBrands: readonly string[];
  /** The current price of an item at the receipt's store, when known: a line's price is evidence too. */
  priceOf?: (itemId: number) => Cents | null | undefined;
  /**
   * What the prices say of the store's chain and an item, when known: "sold" (priced there), "elsewhere" (the seed's
   * estimates put it only at other chains: decision 026 estimates what a chain carries, so not offered) or "unpriced"
   * (no assortment known, as an imported item priced nowhere or only at other chains: offered, ranked below what the
   * chain is known to sell; review R13, R21, decision 062).
   */
  carried?: (itemId: number) => Carried;
};

export type Carried = "sold" | "elsewhere" | "unpriced";

/** How much lower an item priced nowhere yet ranks than one the chain is known to sell. */
const UNPRICED_PENALTY = 0.06;
/**
 * How much a line that names no brand leans to the chain's own label: a prior, for when nothing else tells the brands
 * apart. When the store's price of the item is known, the price tells them apart better, and the lean only breaks ties.
 */
const OWN_LABEL_LEAN = 0.04;
const OWN_LABEL_LEAN_PRICED = 0.01;

type Prepared = {
  entry: CatalogEntry;
  nameWords: string[];
  brandWords: string[];
  brand: string;
  isStoreBrand: boolean;
};

/** The catalog prepared once per receipt (or once per process): words of names and brands. */
export type PreparedCatalog = { items: Prepared[] };

const STOP_WORDS = new Set(["and", "with", "the", "of", "in", "a", "&", "style", "fresh"]);
/** The matcher's words of a text: lower case, no apostrophes, no stop words. */
export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9%]+/)
    .filter((word) => word && !STOP_WORDS.has(word));

const GENERIC_BRANDS = new Set(["store brand", "unbranded"]);

export function prepareCatalog(entries: readonly CatalogEntry[]): PreparedCatalog {
  return {
    items: entries.map((entry) => {
      const isStoreBrand = GENERIC_BRANDS.has(entry.brand.toLowerCase());
      // "Store Brand" is never printed: its words would explain "STR" (strawberry) or "BRND" on any line.
      return {
        entry,
        nameWords: words(entry.name),
        brandWords: isStoreBrand ? [] : words(entry.brand),
        brand: entry.brand.toLowerCase(),
        isStoreBrand,
      };
    }),
  };
}

const VOWELS = /[aeiou]/g;
/** A word without its plural ending: "strawberries" is "strawberry", "tomatoes" "tomato", "eggs" "egg". */
const singular = (word: string) =>
  word
    .replace(/ies$/, "y")
    .replace(/(ch|sh|ss|x|o)es$/, "$1")
    .replace(/([^s])s$/, "$1");
/** A word's first letter and its consonants: "kale" is "kl". */
const skeleton = (word: string) => word[0] + word.slice(1).replace(VOWELS, "");

/** How well a receipt token stands for a catalog word, 0-1: equal, a cut-short word, or its consonants in order. */
export function tokenScore(token: string, word: string): number {
  if (token === word) return 1;
  // "KL" for kale, "BN" for bone: a two-letter token only as the whole skeleton of a short word.
  if (token.length === 2 && word.length >= 3 && word.length <= 5) return token === skeleton(word) ? 0.6 : 0;
  if (token.length < 3 || word.length < 3) return 0;
  if (word.startsWith(token)) return 0.8 + 0.2 * (token.length / word.length);
  // Plurals and singulars: "banana" / "bananas", "berries" / "berry".
  if (token.startsWith(word) && token.length - word.length <= 2) return 0.9;
  if (singular(token) === singular(word)) return 0.9;
  if (token[0] !== word[0]) return 0;
  let at = 0;
  for (const char of word) if (char === token[at]) at += 1;
  if (at === token.length) {
    const consonants = word.replace(VOWELS, "").length;
    return 0.55 + 0.35 * Math.min(1, token.length / Math.max(consonants, 1));
  }
  return 0;
}

type SizeEvidence = { amount: number; unit: string };

const SIZE_TOKEN = /^(\d+(?:\.\d+)?)(oz|fz|floz|lb|lbs|ct|pk|gal|l|ml|qt|pt|dz|sqft|rl)$/;
const UNIT_ALIASES: Record<string, string> = {
  fz: "fl oz",
  floz: "fl oz",
  lbs: "lb",
  pk: "ct",
  dz: "ct",
  rl: "ct",
  sqft: "sq ft",
};
// Everything in ounces (weight or volume alike: receipts rarely say which) or in counts.
const TO_OUNCES: Record<string, number> = { oz: 1, "fl oz": 1, lb: 16, gal: 128, qt: 32, pt: 16, l: 33.814, ml: 0.033814 };

function sizeOf(token: string): SizeEvidence | null {
  const match = SIZE_TOKEN.exec(token);
  if (match) {
    const unit = UNIT_ALIASES[match[2]!] ?? match[2]!;
    return { amount: Number(match[1]) * (match[2] === "dz" ? 12 : 1), unit };
  }
  if (token === "gal" || token === "gallon") return { amount: 1, unit: "gal" };
  if (token === "dz" || token === "doz" || token === "dozen") return { amount: 12, unit: "ct" };
  return null;
}

/** Whether a printed size is the item's: same amount within 3% in comparable units (a dozen is 12 counts). */
function sizeMatches(size: SizeEvidence, entry: CatalogEntry): boolean {
  const dozens = /^doz(en)?$/.test(entry.sizeUnit.toLowerCase());
  const itemUnit = dozens ? "ct" : entry.sizeUnit.toLowerCase();
  const itemSize = dozens ? entry.size * 12 : entry.size;
  if (size.unit === "ct" || itemUnit === "ct") return size.unit === itemUnit && Math.abs(size.amount - itemSize) < 0.5;
  // Square feet against square feet: the one measure a line prints that the ounces do not convert.
  const same = size.unit === itemUnit;
  const a = same ? 1 : TO_OUNCES[size.unit];
  const b = same ? 1 : TO_OUNCES[itemUnit];
  if (a === undefined || b === undefined) return false;
  return Math.abs(size.amount * a - itemSize * b) <= 0.03 * itemSize * b;
}

type LineEvidence = { tokens: string[]; brands: string[]; sizes: SizeEvidence[]; numbers: string[] };

/** The words of a line (shortenings expanded), the brands its codes name and the sizes it prints. */
export function evidenceOf(text: string, chainSlug: string | null, spelling: ReceiptSpelling | undefined): LineEvidence {
  const codes = chainSlug ? (spelling?.formats[chainSlug]?.brandCodes ?? {}) : {};
  const tokens: string[] = [];
  const brands: string[] = [];
  const sizes: SizeEvidence[] = [];
  const numbers: string[] = [];
  // "12 OZ" and "12OZ" alike; a price per unit left in the text is not a word. The OCR reads "16OZ" as "160Z".
  const raw = text
    .toUpperCase()
    .replace(/(\d)0Z\b/g, "$1OZ")
    .replace(/(\d)\s+(OZ|FZ|FL\s?OZ|LB|LBS|CT|PK|GAL|L|ML|QT|PT|DZ)\b/g, "$1$2")
    .replace(/FL\s?OZ/g, "FZ")
    .split(/[^A-Z0-9%&.']+/)
    .map((token) => token.replace(/^[.']+|[.']+$/g, "").replace(/'/g, ""))
    // A zero among letters, and no other digit, is an O the OCR misread ("V0O" for "VOO").
    .map((token) => (/^[A-Z0]*[A-Z][A-Z0]*$/.test(token) && !sizeOf(token.toLowerCase()) ? token.replace(/0/g, "O") : token))
    .filter(Boolean);
  for (const token of raw) {
    const lower = token.toLowerCase();
    const size = sizeOf(lower);
    if (size) sizes.push(size);
    if (codes[token]) {
      brands.push(codes[token].toLowerCase());
      continue;
    }
    const expansion = spelling?.words[token];
    if (expansion) tokens.push(...words(expansion));
    else if (/^\d+(\.\d+)?$/.test(lower)) numbers.push(lower);
    else if (!size) tokens.push(...words(lower));
  }
  return { tokens, brands, sizes, numbers };
}

const best = (token: string, candidates: readonly string[]) =>
  candidates.reduce((top, word) => Math.max(top, tokenScore(token, word)), 0);

/**
 * How well a line's words fit an item, about 0-1.2 before price: the share of the line's words the item
 * explains and the share of the item's name the line covers, then the brand the line names (a chain's
 * code, or the brand's own words), the printed size.
 */
function textScore(evidence: LineEvidence, item: Prepared, ownBrands: readonly string[]): { score: number; leaned: boolean } {
  const { tokens } = evidence;
  if (tokens.length === 0) return { score: 0, leaned: false };
  const itemWords = [...item.nameWords, ...item.brandWords];
  const lineCoverage = tokens.reduce((sum, token) => sum + best(token, itemWords), 0) / tokens.length;
  if (lineCoverage === 0) return { score: 0, leaned: false };
  // A number the line prints covers the name's same word ("DIAPERS SIZE 5" all of "Diapers Size 5").
  const covers = (word: string) =>
    evidence.numbers.includes(word) ? 1 : tokens.reduce((top, token) => Math.max(top, tokenScore(token, word)), 0);
  const nameCoverage = item.nameWords.length
    ? item.nameWords.reduce((sum, word) => sum + covers(word), 0) / item.nameWords.length
    : 0;
  let score = 0.55 * lineCoverage + 0.45 * nameCoverage;
  const brandWordsInLine =
    item.brandWords.length > 0 && item.brandWords.every((word) => tokens.some((token) => tokenScore(token, word) >= 0.8));
  const namedBrand = evidence.brands.length > 0;
  // A code naming the chain's own label names the catalog's generic Store Brand too: the chain sells it under that label.
  const ownLabel = ownBrands[0]?.toLowerCase();
  const namesItsLabel = item.brand === "store brand" && ownLabel !== undefined && evidence.brands.includes(ownLabel);
  const leaned =
    !(evidence.brands.includes(item.brand) || brandWordsInLine || namesItsLabel || namedBrand) &&
    (item.isStoreBrand || ownBrands.some((brand) => brand.toLowerCase() === item.brand));
  if (evidence.brands.includes(item.brand) || brandWordsInLine || namesItsLabel) score += 0.12;
  else if (namedBrand) score -= 0.15;
  else if (leaned) score += OWN_LABEL_LEAN;
  // A number the name holds ("Diapers Size 5", "9V"): receipts keep them; a lone number could be a code, so no penalty.
  if (evidence.numbers.some((number) => item.nameWords.includes(number))) score += 0.1;
  if (evidence.sizes.length > 0) score += evidence.sizes.some((size) => sizeMatches(size, item.entry)) ? 0.1 : -0.08;
  return { score, leaned };
}

/** The price evidence: a line near the item's price at that store adds, one far from it takes away. */
function priceScore(line: LineToMatch, entry: CatalogEntry, expected: Cents | null | undefined): number {
  if (!expected) return 0;
  const perPound = line.weightLb !== null && entry.sizeUnit === "lb";
  const paid = perPound ? (line.unitCents ?? line.cents) * entry.size : (line.unitCents ?? line.cents);
  const ratio = paid / expected;
  if (ratio >= 0.7 && ratio <= 1.45) return 0.15 * (1 - Math.abs(Math.log(ratio)) / Math.log(1.45));
  if (ratio < 0.4 || ratio > 2.5) return -0.15;
  return -0.04;
}

const TEXT_SHORTLIST = 15;

function textShortlist(line: LineToMatch, catalog: PreparedCatalog, context: MatchContext) {
  const evidence = evidenceOf(line.text, context.chainSlug, context.spelling);
  const shortlist: { item: Prepared; score: number; leaned: boolean }[] = [];
  for (const item of catalog.items) {
    const carried = context.carried?.(item.entry.id) ?? "sold";
    if (carried === "elsewhere") continue;
    const text = textScore(evidence, item, context.ownBrands);
    const score = text.score - (carried === "unpriced" ? UNPRICED_PENALTY : 0);
    if (score > 0.35) shortlist.push({ item, score, leaned: text.leaned });
  }
  shortlist.sort((a, b) => b.score - a.score || a.item.entry.id - b.item.entry.id);
  return shortlist.slice(0, TEXT_SHORTLIST);
}

/** The items whose price `matchLine` will ask for: those the words alone make likely. */
export function likelyItemIds(line: LineToMatch, catalog: PreparedCatalog, context: MatchContext): number[] {
  return textShortlist(line, catalog, context).map(({ item }) => item.entry.id);
}

/**
 * The catalog items a receipt line most likely is, best first, each with a confidence 0-1: how well it
 * fits, lowered when the runner-up fits nearly as well (two brands of the same product, say).
 */
export function matchLine(line: LineToMatch, catalog: PreparedCatalog, context: MatchContext): LineCandidate[] {
  const ranked = textShortlist(line, catalog, context)
    .map(({ item, score, leaned }) => {
      const expected = context.priceOf?.(item.entry.id);
      const lean = leaned && expected ? OWN_LABEL_LEAN_PRICED - OWN_LABEL_LEAN : 0;
      return { item, score: score + lean + priceScore(line, item.entry, expected) };
    })
    .sort((a, b) => b.score - a.score || a.item.entry.id - b.item.entry.id);
  return ranked.slice(0, CANDIDATES_PER_LINE).map(({ item, score }, index) => {
    const runnerUp = index === 0 ? (ranked[1]?.score ?? 0) : ranked[0]!.score;
    const margin = index === 0 ? Math.min(1, Math.max(0, score - runnerUp) / 0.12) : 0;
    const fit = Math.max(0, Math.min(1, (score - 0.35) / 0.6));
    return { itemId: item.entry.id, confidence: Math.round(fit * (0.55 + 0.45 * margin) * 100) / 100 };
  });
}
