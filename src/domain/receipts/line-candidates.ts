import { evidenceOf, tokenScore, words, type MatchContext } from "./match-line";

/**
 * Which catalog items a receipt line is matched against (review R32): not the whole catalog (about 0.5 KB of heap an
 * item, so an imported catalog of 10^5-10^6 items per receipt), but each line's likeliest items by their words, at
 * most CANDIDATE_ITEMS_PER_LINE of them, so what a receipt read holds is bounded by its lines.
 *
 * Each word of a line (and each word of a brand its codes name) stands for the catalog words (search_words, the
 * lexemes of to_tsvector('simple', name brand category)) it may be cut from: tokenScore > 0, strong when it is the
 * word, a plural or a cut-short word (>= 0.8), weak when only its consonants fit. An item ranks by the line's words it
 * has (1 for a strong one, 0.5 for a weak one), then the items the receipt's chain has a price for first (its own
 * label among an import's namesakes, review R37), then by how few words it has (a short name is covered best, as the
 * matcher's name coverage wants), then by id. The server ranks in SQL (receipt-candidates.repository.ts);
 * `pickCandidates` is the same rank in memory (bench/receipts.ts, and the test that the two agree).
 */

/** Items read per line: the matcher's shortlist is 15; the rest is room for its finer score (brand, size, price). */
export const CANDIDATE_ITEMS_PER_LINE = 300;
/** Catalog words kept per line word, best first: a short consonant token fits many words. */
const WORDS_PER_GROUP = 200;
const STRONG = 0.8;

/** The catalog words one word of a line may stand for. */
export type WordGroup = { strong: string[]; weak: string[] };

/** The first index in sorted `lexemes` not before `word`. */
function lowerBound(lexemes: readonly string[], word: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lexemes[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * For each word of a line, the catalog words it may stand for; `lexemes` sorted. tokenScore is 0 unless the token and
 * the word begin with the same letter, so only the words with its first letter are tried.
 */
export function lineWordGroups(
  text: string,
  lexemes: readonly string[],
  context: Pick<MatchContext, "chainSlug" | "spelling">,
): WordGroup[] {
  const evidence = evidenceOf(text, context.chainSlug, context.spelling);
  const tokens = [...new Set([...evidence.tokens, ...evidence.brands.flatMap(words)])];
  const groups: WordGroup[] = [];
  for (const token of tokens) {
    const first = token[0]!;
    const scored: { word: string; score: number }[] = [];
    for (let i = lowerBound(lexemes, first); i < lexemes.length && lexemes[i]!.startsWith(first); i++) {
      const score = tokenScore(token, lexemes[i]!);
      if (score > 0) scored.push({ word: lexemes[i]!, score });
    }
    if (scored.length === 0) continue;
    scored.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
    const kept = scored.slice(0, WORDS_PER_GROUP);
    groups.push({
      strong: kept.filter(({ score }) => score >= STRONG).map(({ word }) => word),
      weak: kept.filter(({ score }) => score < STRONG).map(({ word }) => word),
    });
  }
  return groups;
}

/** How many of a line's words an item has: 1 for each strong word, 0.5 for each only weak. */
export function wordsRank(groups: readonly WordGroup[], has: (word: string) => boolean): number {
  let rank = 0;
  for (const group of groups) rank += group.strong.some(has) ? 1 : group.weak.some(has) ? 0.5 : 0;
  return rank;
}

/** The words of a text as to_tsvector('simple', text) gives them for catalog text (letters and digits, lower case). */
export const simpleLexemes = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/**
 * In memory, what the server's query reads: each line's best `limit` items by wordsRank, then those the receipt's chain
 * sells (`sold`, review R37), all lines' together, by id.
 */
export function pickCandidates<T extends { id: number }>(
  lines: readonly (readonly WordGroup[])[],
  items: readonly { item: T; lexemes: ReadonlySet<string> }[],
  limit = CANDIDATE_ITEMS_PER_LINE,
  sold: (id: number) => boolean = () => false,
): T[] {
  const picked = new Map<number, T>();
  for (const groups of lines) {
    if (groups.length === 0) continue;
    const ranked = items
      .map(({ item, lexemes }) => ({
        item,
        size: lexemes.size,
        sold: sold(item.id) ? 1 : 0,
        rank: wordsRank(groups, (word) => lexemes.has(word)),
      }))
      .filter(({ rank }) => rank > 0)
      .sort((a, b) => b.rank - a.rank || b.sold - a.sold || a.size - b.size || a.item.id - b.item.id);
    for (const { item } of ranked.slice(0, limit)) picked.set(item.id, item);
  }
  return [...picked.values()].sort((a, b) => a.id - b.id);
}
