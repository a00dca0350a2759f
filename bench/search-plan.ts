/**
 * CPU of building the search vocabulary (what a search pays after the catalog changed) and of reading a query against the search vocabulary (planSearch, src/domain/search/plan.ts) as the vocabulary grows
 * with imported brands: the seed catalog's words plus N generated words (7 letters, as bench/imported-search.ts names
 * imported brands), timed in this process over the bench's fixed query list. No database: this is the app's share of
 * a search that grows with the catalog (issue 31 item 5).
 *
 *   npx tsx bench/search-plan.ts [--sizes=0,30000,60000] [--rounds=20] [--plan=<path of another plan.ts to compare>]
 *
 * --plan imports planSearch/buildVocabulary from another checkout's src/domain/search/plan.ts and alternates the two
 * round by round, so both are measured under the same load.
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as current from "../src/domain/search/plan";
import { words } from "../src/domain/search/text";
import { LISTED_ITEMS } from "../src/server/db/seed/data/catalog-files";
import { QUERIES } from "./lib/catalog-generator";
import { fmt, median, parseFlags, percentile, printTable } from "./lib/stats";

type PlanModule = Pick<typeof current, "planSearch" | "buildVocabulary">;

const flags = parseFlags();
const sizes = (flags.get("sizes") ?? "0,30000,60000").split(",").map(Number);
const rounds = Number(flags.get("rounds") ?? 20);
const other = flags.get("plan");

const seedWords = new Set<string>();
for (const { item } of LISTED_ITEMS) for (const word of words(`${item.name} ${item.brand} ${item.category}`)) seedWords.add(word);

/** A made-up brand word: 7 letters from an md5, as the imported-search bench writes them. */
const brandWord = (i: number) =>
  createHash("md5")
    .update(String(i))
    .digest("hex")
    .slice(0, 7)
    .replace(/[0-9]/g, (digit) => "ghijklmnop"[Number(digit)]!);

function vocabularyWords(extra: number): string[] {
  const all = new Set(seedWords);
  for (let i = 0; all.size < seedWords.size + extra; i++) all.add(brandWord(i));
  return [...all].sort();
}

/** CPU microseconds of one planSearch per query, one sample per query per round. */
function sample(module: PlanModule, vocabulary: unknown, into: number[]) {
  for (const query of QUERIES) {
    const start = process.cpuUsage();
    module.planSearch(query, vocabulary as current.Vocabulary);
    const used = process.cpuUsage(start);
    into.push((used.user + used.system) / 1000);
  }
}

const modules: [string, PlanModule][] = [["this checkout", current]];
if (other) modules.push([other, (await import(pathToFileURL(path.resolve(other)).href)) as PlanModule]);

console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
const rows: (string | number)[][] = [];
for (const size of sizes) {
  const lexemes = vocabularyWords(size);
  const buildMs = modules.map(() => [] as number[]);
  const rebuildMs = modules.map(() => [] as number[]);
  const built = modules.map(([, module]) => module.buildVocabulary(lexemes));
  for (let round = 0; round < 3; round++)
    modules.forEach(([, module], i) => {
      const start = process.cpuUsage();
      module.buildVocabulary(lexemes);
      const used = process.cpuUsage(start);
      buildMs[i]!.push((used.user + used.system) / 1000);
      // After one word changed, from the vocabulary it replaces (a checkout whose buildVocabulary takes one).
      const again = process.cpuUsage();
      module.buildVocabulary([...lexemes.slice(1), "zzzchanged"], built[i] as current.Vocabulary);
      const rebuilt = process.cpuUsage(again);
      rebuildMs[i]!.push((rebuilt.user + rebuilt.system) / 1000);
    });
  const samples = modules.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) modules.forEach(([, module], i) => sample(module, built[i], samples[i]!));
  modules.forEach(([name], i) =>
    rows.push([
      name,
      lexemes.length,
      fmt(median(buildMs[i]!), 0),
      fmt(median(rebuildMs[i]!), 0),
      samples[i]!.length,
      fmt(median(samples[i]!), 3),
      fmt(percentile(samples[i]!, 95), 3),
    ]),
  );
}
printTable(
  ["plan.ts", "vocabulary words", "build CPU ms (median of 3)", "rebuild after a change", "n", "median CPU ms", "p95 CPU ms"],
  rows,
);
console.log(
  `load average at end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
