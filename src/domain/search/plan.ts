/**
 * What a query asks for, read against the catalog's vocabulary (every distinct word of the catalog):
 * each word as typed (a prefix or a singular/plural of catalog words), or, when no catalog word
 * begins with it, as the catalog words it is a typo of; and the alias phrases it contains.
 */
import { SEARCH_ALIASES, type AliasTarget } from "./aliases";
import { COMPOUNDS } from "./compounds";
import { SPANISH_STOPWORDS, SPANISH_WORDS } from "./spanish";
import { OTHER_SHOPS_WORDS, STOPWORDS, isFiller, fold, stem, typoBound, typoDistance, wordKey, words } from "./text";
import {
  hasPrefixOrStem,
  indexEntries,
  prefixOrStem,
  typoCandidates,
  withLetter,
  type VocabularyIndex,
} from "./vocabulary-index";

/** Query words beyond this many are ignored (a 100-character query could hold 30 short words). */
export const MAX_QUERY_WORDS = 8;
/** Typo look-alikes kept per query word. */
const MAX_LOOKALIKES = 8;

type Entry = { key: string; stem: string; lexeme: string | null };
/** The catalog's words, each with the spelling the full-text index uses (null for alias-only words). */
export type Vocabulary = {
  readonly entries: readonly Entry[];
  readonly whole: ReadonlySet<string>;
  /** The entries by key, singular and first letters, so a query word is read without walking every entry. */
  readonly index: VocabularyIndex;
};

/**
 * Builds the vocabulary from catalog words as the database indexes them, plus the alias phrases' words. Given the
 * vocabulary it replaces, a word it already had keeps its singular instead of working it out again (most of a
 * rebuild after one item changed, at 10^4-10^5 words).
 */
export function buildVocabulary(lexemes: Iterable<string>, previous?: Vocabulary): Vocabulary {
  const singulars = new Map(previous?.entries.map((e) => [e.key, e.stem]));
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (key: string, lexeme: string | null) => {
    // An alias word (lexeme null) is never taken for a catalog word spelt "null".
    const mark = `${key}\u0000${lexeme ?? ""}`;
    if (!key || seen.has(mark)) return;
    seen.add(mark);
    entries.push({ key, stem: singulars.get(key) ?? stem(key), lexeme });
  };
  for (const lexeme of lexemes) add(wordKey(lexeme), lexeme);
  for (const alias of SEARCH_ALIASES) for (const phrase of alias.phrases) for (const word of words(phrase)) add(word, null);
  return { entries, whole: new Set(entries.flatMap((e) => [e.key, e.stem])), index: indexEntries(entries) };
}

/** The vocabulary of a list of items (the demo's sample data): the words of each name, brand and category. */
export function vocabularyOfItems(items: Iterable<{ name: string; brand: string; category: string }>): Vocabulary {
  const all = new Set<string>();
  for (const item of items) for (const word of words(`${item.name} ${item.brand} ${item.category}`)) all.add(word);
  return buildVocabulary(all);
}

export type PlannedWord = {
  /** The word as typed, folded. */
  text: string;
  stem: string;
  /** "known": some catalog word begins with it or shares its singular; "typo": it stands for its closest catalog words. */
  mode: "known" | "typo";
  /** For a typo: how many letters off the closest catalog words are. */
  distance: number;
  /** Catalog words (as the index spells them) it stands for beyond those it is a prefix of. */
  lexemes: string[];
};

/** A product an alias phrase means; it must still match the query's words the phrase did not cover. */
export type PlannedAlias = {
  target: AliasTarget;
  name: string;
  brand: string | null;
  order: number;
  covers: ReadonlySet<number>;
};

export type SearchPlan = {
  /** The words every literal match needs (a filler word found nowhere in the catalog is left out). */
  words: PlannedWord[];
  /** Products the query's alias phrases mean, best first. */
  aliases: PlannedAlias[];
  /** Whether a query word is known only to alias phrases ("cereal"): only their products have it. */
  aliasOnly: boolean;
  /** Words the catalog has nowhere, not even one typo away: no item answers the query. */
  unknown: string[];
  /** The compounds (COMPOUNDS' indexes) the query names whole: their words match. */
  compounds: ReadonlySet<number>;
  /** Planned words (indexes in words) that are filler ("organic", "gallon"): an item may lack them. */
  optional: ReadonlySet<number>;
};

type Reading = { word: PlannedWord | null; forms: ReadonlySet<string> };

function readWord(text: string, vocabulary: Vocabulary): Reading {
  const { entries, index } = vocabulary;
  const wordStem = stem(text);
  const at = (indexes: readonly number[]) => indexes.map((i) => entries[i]!);
  if (text.length === 1) {
    const lexemes = at(withLetter(index, text))
      .filter((e) => e.lexeme !== null)
      .map((e) => e.lexeme!);
    const word: PlannedWord = { text, stem: text, mode: "known", distance: 0, lexemes };
    return { word: lexemes.length > 0 ? word : null, forms: new Set([text]) };
  }
  let matched = at(prefixOrStem(entries, index, text, wordStem));
  let mode: PlannedWord["mode"] = "known";
  let distance = 0;
  if (matched.length === 0 && !OTHER_SHOPS_WORDS.has(wordStem)) {
    const bound = typoBound(text);
    const near: { e: Entry; d: number }[] = [];
    for (const e of at(typoCandidates(index, text, wordStem, bound))) {
      // A two-letter catalog word ("to" of Ready-to-Eat) is nobody's typo target: "toy" is not "to".
      if (e.key.length < 3) continue;
      const d = Math.min(
        typoDistance(wordStem, e.stem, Math.min(bound, typoBound(wordStem))),
        e.key === e.stem ? Infinity : typoDistance(text, e.key, bound),
      );
      if (d <= bound) near.push({ e, d });
    }
    distance = Math.min(...near.map((n) => n.d));
    matched = near
      .filter((n) => n.d === distance)
      .map((n) => n.e)
      .slice(0, MAX_LOOKALIKES);
    mode = "typo";
  }
  // An alias phrase is reached by a word as typed or a typo of it, and by a prefix only when the word
  // is no catalog word itself ("cere" -> cereal, but "ham" is not half of "hamburger").
  const whole = matched.filter((e) => e.key === text || e.stem === wordStem || mode === "typo");
  const forms = new Set((whole.some((e) => e.lexeme !== null) ? whole : matched).map((e) => e.key));
  const catalog = matched.filter((e) => e.lexeme !== null);
  if (catalog.length === 0) return { word: null, forms };
  // A prefix query ('text':*) already finds the lexemes that begin with the word as typed.
  const lexemes = [...new Set(catalog.filter((e) => mode === "typo" || !e.lexeme!.startsWith(text)).map((e) => e.lexeme!))];
  return { word: { text, stem: wordStem, mode, distance, lexemes }, forms };
}

type AliasHit = { aliasIndex: number; start: number; length: number };

/** Each alias phrase as its words, read once. */
const ALIAS_PHRASES = SEARCH_ALIASES.flatMap((alias, aliasIndex) =>
  alias.phrases.map((phrase) => ({ aliasIndex, words: words(phrase).filter((w) => !STOPWORDS.has(w)) })),
);

function findAliases(readings: readonly Reading[]): AliasHit[] {
  const hits: AliasHit[] = [];
  for (const { aliasIndex, words: phraseWords } of ALIAS_PHRASES) {
    for (let start = 0; start + phraseWords.length <= readings.length; start++) {
      if (phraseWords.every((w, i) => readings[start + i]!.forms.has(w)))
        hits.push({ aliasIndex, start, length: phraseWords.length });
    }
  }
  // Longest phrases first ("diet coke" before "coke"), then query order; no word serves two phrases.
  hits.sort((a, b) => b.length - a.length || a.start - b.start || a.aliasIndex - b.aliasIndex);
  const taken = new Set<number>();
  return hits.filter((hit) => {
    const span = Array.from({ length: hit.length }, (_, i) => hit.start + i);
    if (span.some((i) => taken.has(i))) return false;
    span.forEach((i) => taken.add(i));
    return true;
  });
}

function isKnown(text: string, vocabulary: Vocabulary): boolean {
  return hasPrefixOrStem(vocabulary.entries, vocabulary.index, text, stem(text));
}

/** Two catalog words typed as one ("peanutbutter" -> peanut butter), when the word is no catalog word's beginning. */
function splitJoined(text: string, vocabulary: Vocabulary): string[] {
  if (text.length < 6 || isKnown(text, vocabulary)) return [text];
  for (let at = 3; at <= text.length - 3; at++) {
    const [left, right] = [text.slice(0, at), text.slice(at)];
    const whole = (part: string) => vocabulary.whole.has(part) || vocabulary.whole.has(stem(part));
    if (whole(left) && whole(right)) return [left, right];
  }
  return [text];
}

/** Each compound's words (stopwords left out) as their singulars, read once. */
const COMPOUND_WORDS = COMPOUNDS.map((compound) =>
  words(compound.phrase)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem),
);

/** Whether a planned word reads as this catalog word (its singular): as typed, a prefix of it, or a typo of it. */
const reachesWord = (word: PlannedWord, catalogStem: string) =>
  word.stem === catalogStem ||
  (word.mode === "known"
    ? catalogStem.startsWith(word.text)
    : typoDistance(word.stem, catalogStem, word.distance) <= word.distance);

/** The Spanish entries by their first word, longest phrase first. */
const SPANISH_BY_FIRST = new Map<string, { es: string[]; en: string[]; always: boolean }[]>();
for (const entry of SPANISH_WORDS) {
  const es = words(entry.es);
  const list = SPANISH_BY_FIRST.get(es[0]!) ?? [];
  list.push({ es, en: words(entry.en), always: entry.always === true || es.length > 1 });
  list.sort((a, b) => b.es.length - a.es.length);
  SPANISH_BY_FIRST.set(es[0]!, list);
}

/** The query's words with its Spanish words and phrases read as English (src/domain/search/spanish.ts). */
function fromSpanish(all: readonly string[], vocabulary: Vocabulary): string[] {
  const out: string[] = [];
  let translated = false;
  for (let i = 0; i < all.length;) {
    const entry = SPANISH_BY_FIRST.get(all[i]!)?.find(
      (e) => e.es.every((w, j) => all[i + j] === w) && (e.always || !isKnown(all[i]!, vocabulary)),
    );
    if (entry) {
      out.push(...entry.en);
      translated = true;
      i += entry.es.length;
    } else out.push(all[i++]!);
  }
  return translated ? out.filter((w) => !SPANISH_STOPWORDS.has(w)) : out;
}

/** Reads a query against a vocabulary. */
export function planSearch(query: string, vocabulary: Vocabulary): SearchPlan {
  const all = fromSpanish(words(query), vocabulary);
  const meaningful = all.filter((w) => !STOPWORDS.has(w));
  const texts = (meaningful.length > 0 ? meaningful : all)
    .flatMap((text) => splitJoined(text, vocabulary))
    .slice(0, MAX_QUERY_WORDS);
  const readings = texts.map((text) => readWord(text, vocabulary));
  const hits = findAliases(readings).sort((a, b) => a.start - b.start);

  const plannedIndex = new Map<number, number>();
  const plannedWords: PlannedWord[] = [];
  readings.forEach((reading, i) => {
    const known = plannedWords.findIndex((w) => w.text === reading.word?.text);
    if (known >= 0) plannedIndex.set(i, known);
    else if (reading.word) {
      plannedIndex.set(i, plannedWords.length);
      plannedWords.push(reading.word);
    }
  });
  const aliases: PlannedAlias[] = [];
  for (const hit of hits) {
    const covers = new Set<number>();
    for (let i = hit.start; i < hit.start + hit.length; i++) if (plannedIndex.has(i)) covers.add(plannedIndex.get(i)!);
    for (const target of SEARCH_ALIASES[hit.aliasIndex]!.means) {
      aliases.push({
        target,
        name: fold(target.name),
        brand: target.brand === undefined ? null : fold(target.brand),
        order: aliases.length,
        covers,
      });
    }
  }
  const inAlias = (i: number) => hits.some((hit) => i >= hit.start && i < hit.start + hit.length);
  const unknown = texts.filter((text, i) => !readings[i]!.word && !inAlias(i) && !isFiller(text));
  const compounds = new Set(
    COMPOUND_WORDS.flatMap((compoundWords, index) =>
      compoundWords.every((w) => plannedWords.some((word) => reachesWord(word, w))) ? [index] : [],
    ),
  );
  const optional = new Set(plannedWords.flatMap((word, i) => (isFiller(word.text) ? [i] : [])));
  const aliasOnly = texts.some((_, i) => !readings[i]!.word && inAlias(i));
  return { words: plannedWords, aliases, aliasOnly, unknown, compounds, optional };
}

/** Whether an item (its name and brand folded) is the product a planned alias names. */
export const isAliasTarget = (alias: PlannedAlias, name: string, brand: string) =>
  name === alias.name && (alias.brand === null || brand === alias.brand);
