/**
 * A vocabulary grown by the catalog words added since it was built (an item added or renamed adds a few words to
 * 10^4-10^5): the same vocabulary buildVocabulary gives from every word, without working out each word's key and
 * singular again or reading every word from the database.
 */
import type { Vocabulary } from "./plan";
import { stem, wordKey } from "./text";
import { indexEntries } from "./vocabulary-index";

type Entry = Vocabulary["entries"][number];

/**
 * The vocabulary with these catalog words (as the index spells them) added: equal to buildVocabulary of all its words
 * and these, in sorted order. The previous vocabulary is left as it was (a search may still be reading it).
 */
export function addToVocabulary(previous: Vocabulary, lexemes: Iterable<string>): Vocabulary {
  // buildVocabulary's entries: the catalog words in sorted order, then the alias phrases' words (lexeme null).
  const catalog = previous.entries.filter((e) => e.lexeme !== null);
  const had = new Set(catalog.map((e) => e.lexeme));
  const added = [...new Set(lexemes)]
    .filter((lexeme) => !had.has(lexeme) && wordKey(lexeme) !== "")
    .sort()
    .map((lexeme): Entry => {
      const key = wordKey(lexeme);
      return { key, stem: stem(key), lexeme };
    });
  if (added.length === 0) return previous;
  const entries: Entry[] = [];
  let i = 0;
  for (const entry of added) {
    while (i < catalog.length && catalog[i]!.lexeme! < entry.lexeme!) entries.push(catalog[i++]!);
    entries.push(entry);
  }
  while (i < catalog.length) entries.push(catalog[i++]!);
  for (const entry of previous.entries) if (entry.lexeme === null) entries.push(entry);
  const whole = new Set(previous.whole);
  for (const entry of added) whole.add(entry.key).add(entry.stem);
  return { entries, whole, index: indexEntries(entries) };
}
