/**
 * Scores a search against the judged queries: top-1 accuracy (the first result is one of the
 * acceptable ones; for a query the catalog cannot answer, no result at all), precision (of the
 * queries that got an answer, how many got an acceptable first result), and nDCG@5 over the first
 * five product names shown (acceptable first results gain 2, other judged results 1), as the search
 * box groups results by name. An unanswerable query scores nDCG 1 when it finds nothing, else 0.
 */
import type { Judgment } from "./judgments";

export type ResultItem = { name: string; brand: string; category: string };
type Judged = { category: string; name: string; brand?: string };

export function parseJudged(text: string): Judged {
  const match = /^([^:]+): (.+?)(?: \(([^()]+)\))?$/.exec(text);
  if (!match) throw new Error(`A judged result reads "Category: Name" or "Category: Name (Brand)": ${text}`);
  return { category: match[1]!, name: match[2]!, ...(match[3] ? { brand: match[3] } : {}) };
}

const sameProduct = (item: ResultItem, judged: Judged) => item.category === judged.category && item.name === judged.name;
const isJudged = (item: ResultItem, judged: Judged) =>
  sameProduct(item, judged) && (judged.brand === undefined || item.brand === judged.brand);

export type Miss = { query: string; expected: readonly string[]; got: string[] };
export type Score = {
  queries: number;
  top1: number;
  /** Acceptable first results over queries that got any result. */
  precision: number;
  ndcg5: number;
  misses: Miss[];
  /** Unanswerable queries that got a first result anyway. */
  guesses: Miss[];
};

const dcg = (gains: number[]) => gains.reduce((sum, gain, i) => sum + (2 ** gain - 1) / Math.log2(i + 2), 0);

export async function evaluate(
  judgments: readonly Judgment[],
  search: (query: string) => Promise<ResultItem[]> | ResultItem[],
): Promise<Score> {
  let hits = 0;
  let answered = 0;
  let ndcgSum = 0;
  const misses: Miss[] = [];
  const guesses: Miss[] = [];
  for (const [query, bestTexts, alsoTexts = []] of judgments) {
    const best = bestTexts.map(parseJudged);
    const also = alsoTexts.map(parseJudged);
    const results = await search(query);
    const first = results[0];
    const got = results.slice(0, 3).map((r) => `${r.category}: ${r.name} (${r.brand})`);
    if (first) answered++;
    if (best.length === 0) {
      if (first) guesses.push({ query, expected: [], got });
      else hits++;
      ndcgSum += first ? 0 : 1;
      continue;
    }
    if (first && best.some((judged) => isJudged(first, judged))) hits++;
    else misses.push({ query, expected: bestTexts, got });

    const shown: ResultItem[] = [];
    for (const item of results) if (shown.length < 5 && !shown.some((s) => sameProduct(s, item))) shown.push(item);
    const gain = (item: ResultItem) =>
      best.some((j) => sameProduct(item, j)) ? 2 : also.some((j) => sameProduct(item, j)) ? 1 : 0;
    const distinct = (list: Judged[]) =>
      list.filter((j, i) => list.findIndex((k) => k.category === j.category && k.name === j.name) === i);
    const ideal = [...distinct(best).map(() => 2), ...distinct(also).map(() => 1)].slice(0, 5);
    ndcgSum += dcg(shown.map(gain)) / dcg(ideal);
  }
  const answerable = judgments.filter(([, best]) => best.length > 0).length;
  const rightFirst = answerable - misses.length;
  return {
    queries: judgments.length,
    top1: hits / judgments.length,
    precision: answered === 0 ? 1 : rightFirst / answered,
    ndcg5: ndcgSum / judgments.length,
    misses,
    guesses,
  };
}

export const describeScore = (label: string, score: Score) =>
  `${label}: ${score.queries} judged queries, top-1 ${(score.top1 * 100).toFixed(1)}%, ` +
  `precision ${(score.precision * 100).toFixed(1)}%, nDCG@5 ${score.ndcg5.toFixed(3)}` +
  score.misses
    .map((m) => `\n  miss "${m.query}": expected ${m.expected.join(" or ")}; got ${m.got.join(" | ") || "nothing"}`)
    .join("") +
  score.guesses.map((m) => `\n  guess "${m.query}": expected nothing; got ${m.got.join(" | ")}`).join("");
