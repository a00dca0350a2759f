/**
 * The one matching and ranking rule of item search. The server feeds it the candidates its indexes
 * find; the demo feeds it its whole sample catalog. Best first:
 *   0. a product an alias phrase means ("cereal" -> Honey Nut Cheerios, "coke" -> Coca-Cola);
 *   1. the plain product: every word in the name, the rest of the name plain ("milk" -> Whole Milk);
 *   2. every word in the name, naming what the product is ("milk" -> Oat Milk; "bread" -> Pita Bread);
 *   3. every word in the name ("milk" -> Milk Chocolate Bar);
 *   4. the name begins words with the query's ("chees" -> Cheddar Cheese);
 *   5. name and brand as typed ("great value milk", "kraft");
 *   6. a typo of the name ("mlik" -> Whole Milk), 7. of name and brand, 8. with the category.
 * Within a tier: the plain product, then the closest spelling, then the shortest name, then by name.
 * When no item has every word, the items with every word but filler ("organic", "gallon") come next,
 * most words first; a query with a word the catalog has nowhere finds nothing.
 */
import { COMPOUNDS } from "./compounds";
import { isAliasTarget, planSearch, vocabularyOfItems, type PlannedWord, type SearchPlan, type Vocabulary } from "./plan";
import { PLAIN_MODIFIERS, STOPWORDS, fold, stem, typoBound, typoDistance, words } from "./text";

export type SearchableItem = { name: string; brand: string; category: string };

/** compound: the index in COMPOUNDS of the compound this word is a misleading part of (-1: none). */
type Token = { key: string; stem: string; positions: number[]; compound: number };
type Field = { tokens: Token[]; size: number; headPart: number; significant: boolean[]; folded: string };

const fields = new Map<string, Field>();

/** The words of a name, brand or category, kept for the next search (candidates repeat across searches). */
function field(text: string): Field {
  let cached = fields.get(text);
  if (!cached) {
    if (fields.size >= 50_000) fields.clear();
    cached = readField(text);
    fields.set(text, cached);
  }
  return cached;
}

function readField(text: string): Field {
  const list = words(text);
  // What the product is comes before "in", "with" or a comma ("Sardines in Olive Oil", "Raw Shrimp, Peeled").
  const headPart = words(text.split(/,|\s(?:in|with)\s/i)[0]!).length;
  const stems = list.map(stem);
  const compound = compoundParts(stems);
  const tokens: Token[] = list.map((key, i) => ({ key, stem: stems[i]!, positions: [i], compound: compound[i]! }));
  // Adjacent words also match joined up ("coca cola" -> cocacola, "Q-tips" -> qtips).
  for (let i = 0; i + 1 < list.length; i++) {
    const key = list[i]! + list[i + 1]!;
    tokens.push({ key, stem: key, positions: [i, i + 1], compound: Math.max(compound[i]!, compound[i + 1]!) });
  }
  // Stopwords and numbers (sizes, "80/20") neither make a product plain nor stop it being so.
  const significant = list.map((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w));
  return { tokens, size: list.length, headPart, significant, folded: fold(text) };
}

/** Each compound's words as singulars (stopwords kept, as in a name), and which of them mislead. */
const COMPOUND_PARTS = COMPOUNDS.map((compound) => {
  const phrase = words(compound.phrase).map(stem);
  const misleading = new Set((compound.misleading ?? words(compound.phrase)).map(stem));
  return { phrase, misleading };
});

/** For each word of a text (as singulars), the compound it is a misleading part of, or -1. */
function compoundParts(stems: readonly string[]): number[] {
  const parts = stems.map(() => -1);
  COMPOUND_PARTS.forEach(({ phrase, misleading }, index) => {
    for (let start = 0; start + phrase.length <= stems.length; start++) {
      if (!phrase.every((w, i) => stems[start + i] === w)) continue;
      phrase.forEach((w, i) => {
        if (misleading.has(w)) parts[start + i] = index;
      });
    }
  });
  return parts;
}

/** inflected: matched only through the singular ("peppers" typed, "Pepper" in the name). */
type Hit = { kind: number; distance: number; inflected: boolean; positions: number[] };
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;

/**
 * What one ranking has already worked out for a query word (candidates share brands, categories and
 * words): its best hit in each field, and for a typo, its distance from each word.
 */
type WordMemo = { hits: Map<Field, Hit | null>; distances: Map<string, number> };
const newMemo = (): WordMemo => ({ hits: new Map(), distances: new Map() });

function hitIn(word: PlannedWord, target: Field, memo: WordMemo, compounds: ReadonlySet<number>): Hit | null {
  let best = memo.hits.get(target);
  if (best === undefined) {
    best = bestHit(word, target, memo.distances, compounds);
    memo.hits.set(target, best);
  }
  return best;
}

function tokenTypoDistance(word: PlannedWord, token: Token, distances: Map<string, number>): number {
  const key = `${token.key}\u0000${token.stem}`;
  let distance = distances.get(key);
  if (distance === undefined) {
    distance = Math.min(
      typoDistance(word.stem, token.stem, Math.min(word.distance, typoBound(word.stem))),
      typoDistance(word.text, token.key, word.distance),
    );
    distances.set(key, distance);
  }
  return distance;
}

function bestHit(word: PlannedWord, target: Field, distances: Map<string, number>, compounds: ReadonlySet<number>): Hit | null {
  let best: Hit | null = null;
  for (let i = 0; i < target.tokens.length; i++) {
    // Joined-up neighbours are only tried when no single word matched.
    if (i === target.size && best) break;
    const token = target.tokens[i]!;
    if (token.compound >= 0 && !compounds.has(token.compound)) continue;
    let hit: Hit | null = null;
    if (token.key === word.text || token.stem === word.stem)
      hit = { kind: EXACT, distance: 0, inflected: token.key !== word.text, positions: token.positions };
    else if (word.text.length === 1) continue;
    else if (word.mode === "known") {
      if (token.key.startsWith(word.text)) hit = { kind: PREFIX, distance: 0, inflected: false, positions: token.positions };
    } else {
      const distance = tokenTypoDistance(word, token, distances);
      if (distance <= word.distance) hit = { kind: TYPO, distance, inflected: false, positions: token.positions };
    }
    if (
      hit &&
      (!best || (hit.kind - best.kind || hit.distance - best.distance || Number(hit.inflected) - Number(best.inflected)) < 0)
    )
      best = hit;
  }
  return best;
}

type Assessment = {
  matched: number;
  tier: number;
  aliasOrder: number;
  shape: number;
  distance: number;
  inflected: number;
  extra: number;
};

/** 0 plain (the rest of the name is plain words), 1 the words name what the product is (its last word), 2 otherwise. */
function shapeOf(name: Field, positions: ReadonlySet<number>): { shape: number; extra: number } {
  let extra = 0;
  let plain = true;
  let head = -1;
  const nameWords = name.tokens.slice(0, name.size);
  nameWords.forEach((token, i) => {
    if (!name.significant[i]) return;
    if (i < name.headPart) head = i;
    if (positions.has(i)) return;
    extra++;
    if (!PLAIN_MODIFIERS.has(token.key)) plain = false;
  });
  if (positions.size === 0) return { shape: 2, extra };
  return { shape: plain ? 0 : positions.has(head) ? 1 : 2, extra };
}

type WordHits = { name: Hit | null; brand: Hit | null; category: Hit | null };
/** The worst kind of hit among these (Infinity when one is missing). */
const worst = (list: (Hit | null)[]) => Math.max(...list.map((h) => h?.kind ?? Infinity));
const nameOrBrand = (h: WordHits) => (h.name && (!h.brand || h.name.kind <= h.brand.kind) ? h.name : h.brand);

function assess(
  plan: SearchPlan,
  memos: readonly WordMemo[],
  fields: { name: Field; brand: Field; category: Field },
  partial: boolean,
): Assessment | null {
  const { name, brand, category } = fields;
  const hits: WordHits[] = plan.words.map((word, i) => ({
    name: hitIn(word, name, memos[i]!, plan.compounds),
    brand: hitIn(word, brand, memos[i]!, plan.compounds),
    category: hitIn(word, category, memos[i]!, plan.compounds),
  }));
  const matchedAt = hits.flatMap((h, i) => (h.name || h.brand || h.category ? [i] : []));
  const matched = matchedAt.map((i) => hits[i]!);

  let aliasOrder = Infinity;
  for (const alias of plan.aliases) {
    if (alias.order >= aliasOrder || !isAliasTarget(alias, name.folded, brand.folded)) continue;
    const needed = (i: number) => !(partial && plan.optional.has(i));
    if (plan.words.every((_, i) => alias.covers.has(i) || matchedAt.includes(i) || !needed(i))) aliasOrder = alias.order;
  }
  if (matched.length === 0 && aliasOrder === Infinity) return null;
  // Without its filler words, an item must still have every other word of the query.
  if (partial && aliasOrder === Infinity && plan.words.some((_, i) => !plan.optional.has(i) && !matchedAt.includes(i)))
    return null;

  const namePositions = new Set(matched.flatMap((h) => h.name?.positions ?? []));
  const { shape, extra } = shapeOf(name, namePositions);
  const nameKind = worst(matched.map((h) => h.name));
  const nameOrBrandKind = worst(matched.map(nameOrBrand));
  // An alias ranks first when it covers the whole query; else its product ranks by the words it matched.
  const aliasCoversAll = plan.aliases.some((alias) => alias.order === aliasOrder && alias.covers.size === plan.words.length);
  let tier: number;
  if (aliasCoversAll || (aliasOrder < Infinity && matched.length === 0)) tier = 0;
  else if (nameKind === EXACT) tier = 1 + shape;
  else if (nameKind === PREFIX) tier = 4;
  else if (nameOrBrandKind <= PREFIX) tier = 5;
  else if (nameKind === TYPO) tier = 6;
  else if (nameOrBrandKind === TYPO) tier = 7;
  else tier = 8;
  const distance = matched.reduce(
    (sum, h) => sum + Math.min(h.name?.distance ?? 9, h.brand?.distance ?? 9, h.category?.distance ?? 9),
    0,
  );
  const inflected = matched.filter((h) => h.name?.inflected).length;
  return {
    matched: aliasOrder < Infinity ? plan.words.length : matched.length,
    tier,
    aliasOrder,
    shape,
    distance,
    inflected,
    extra,
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The items that match the plan, best first: with `partial`, those matching any of its words (most
 * words first); otherwise those matching every word, and the products its aliases mean.
 */
export function rankItems<T extends SearchableItem>(plan: SearchPlan, items: readonly T[], partial: boolean, limit: number): T[] {
  const scored: { item: T; index: number; a: Assessment; name: string; brand: string }[] = [];
  if (plan.unknown.length > 0) return [];
  const memos = plan.words.map(newMemo);
  items.forEach((item, index) => {
    const [name, brand] = [field(item.name), field(item.brand)];
    const a = assess(plan, memos, { name, brand, category: field(item.category) }, partial);
    if (!a) return;
    if (!partial && a.tier !== 0 && (plan.words.length === 0 || a.matched < plan.words.length)) return;
    // A word only an alias phrase knows ("organic cereal") is matched by that alias's products only.
    if (plan.aliasOnly && a.aliasOrder === Infinity) return;
    scored.push({ item, index, a, name: name.folded, brand: brand.folded });
  });
  scored.sort(
    (x, y) =>
      (partial ? y.a.matched - x.a.matched : 0) ||
      x.a.tier - y.a.tier ||
      (x.a.aliasOrder === y.a.aliasOrder ? 0 : x.a.aliasOrder < y.a.aliasOrder ? -1 : 1) ||
      x.a.shape - y.a.shape ||
      x.a.distance - y.a.distance ||
      x.a.inflected - y.a.inflected ||
      x.a.extra - y.a.extra ||
      byText(x.name, y.name) ||
      byText(x.brand, y.brand) ||
      x.index - y.index,
  );
  return scored.slice(0, limit).map((s) => s.item);
}

/**
 * Whether a search with this plan should fall back to items lacking some of its words: only its filler
 * words ("organic bananas", "whole milk 1 gallon"); "diaper cream" is no shaving cream.
 */
export const canWiden = (plan: SearchPlan) => plan.unknown.length === 0 && plan.optional.size > 0;

/** Search within a list of items (the demo's sample data) by the same rule as the server. */
export function searchList<T extends SearchableItem>(
  query: string,
  items: readonly T[],
  limit: number,
  vocabulary: Vocabulary = vocabularyOfItems(items),
): T[] {
  const plan = planSearch(query, vocabulary);
  const every = rankItems(plan, items, false, limit);
  return every.length > 0 || !canWiden(plan) ? every : rankItems(plan, items, true, limit);
}
