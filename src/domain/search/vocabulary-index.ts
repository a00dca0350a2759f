/**
 * Lookups into the vocabulary's entries that do not walk all of them: an imported catalog holds 10^4-10^5 distinct
 * words, and reading a query word used to scan every entry two to four times (prefix or singular, then typo
 * look-alikes). Each lookup answers entry indexes in ascending order, so callers see the entries in the order a scan
 * of the whole list would have met them.
 */

type IndexedEntry = { readonly key: string; readonly stem: string };

export type VocabularyIndex = {
  /** Entry indexes sorted by key (ties by index), to find the keys a prefix begins. */
  readonly byKeyOrder: readonly number[];
  /** The entries whose key is one letter ("a" of "Grade A"), by that letter. */
  readonly byLetter: ReadonlyMap<string, readonly number[]>;
  readonly byStem: ReadonlyMap<string, readonly number[]>;
  /**
   * Entries under the first letter, and the first two letters, of their key and of their stem with its length
   * (leadKey): a typo keeps the first letter or swaps the first two (typoDistance), and is at most its bound in
   * length away from what it stands for. Keys may collide (letters past ASCII, lengths past 63): a superset.
   */
  readonly byLead: ReadonlyMap<number, readonly number[]>;
};

/** A number for (first letter, second letter or none, length): cheaper to make and look up than a string. */
const leadKey = (first: string, second: string, length: number) =>
  ((first.charCodeAt(0) & 0x7f) * 128 + (second === "" ? 0 : second.charCodeAt(0) & 0x7f)) * 64 + Math.min(length, 63);

function push<K>(map: Map<K, number[]>, key: K, index: number) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

export function indexEntries(entries: readonly IndexedEntry[]): VocabularyIndex {
  const byLetter = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const byLead = new Map<number, number[]>();
  entries.forEach((entry, index) => {
    if (entry.key.length === 1) push(byLetter, entry.key, index);
    push(byStem, entry.stem, index);
    for (const word of entry.key === entry.stem ? [entry.key] : [entry.key, entry.stem]) {
      if (word === "") continue;
      push(byLead, leadKey(word[0]!, "", word.length), index);
      if (word.length > 1) push(byLead, leadKey(word[0]!, word[1]!, word.length), index);
    }
  });
  const byKeyOrder = entries.map((_, index) => index);
  byKeyOrder.sort((a, b) => {
    const [x, y] = [entries[a]!.key, entries[b]!.key];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return { byKeyOrder, byLetter, byStem, byLead };
}

const ascending = (indexes: Iterable<number>) => [...new Set(indexes)].sort((a, b) => a - b);

/** Where the first key at or after `text` sits in byKeyOrder. */
function firstAtOrAfter(entries: readonly IndexedEntry[], index: VocabularyIndex, text: string): number {
  let low = 0;
  for (let high = index.byKeyOrder.length; low < high;) {
    const middle = (low + high) >>> 1;
    if (entries[index.byKeyOrder[middle]!]!.key < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The entries whose key is exactly this one letter. */
export const withLetter = (index: VocabularyIndex, letter: string): readonly number[] => index.byLetter.get(letter) ?? [];

/** The entries whose key begins with `text` or whose stem is `stem`, in entry order. */
export function prefixOrStem(entries: readonly IndexedEntry[], index: VocabularyIndex, text: string, stem: string): number[] {
  const found: number[] = [...(index.byStem.get(stem) ?? [])];
  for (let at = firstAtOrAfter(entries, index, text); at < index.byKeyOrder.length; at++) {
    const entry = index.byKeyOrder[at]!;
    if (!entries[entry]!.key.startsWith(text)) break;
    found.push(entry);
  }
  return ascending(found);
}

/** Whether some key begins with `text` or some stem is `stem`. */
export function hasPrefixOrStem(entries: readonly IndexedEntry[], index: VocabularyIndex, text: string, stem: string): boolean {
  if (index.byStem.has(stem)) return true;
  const at = firstAtOrAfter(entries, index, text);
  return at < index.byKeyOrder.length && entries[index.byKeyOrder[at]!]!.key.startsWith(text);
}

/**
 * Every entry that could be a typo target of a word typed as `text` (singular `stem`) at most `bound` letters away,
 * in entry order: those whose key or stem starts with the word's first letter, or with its first two letters swapped,
 * and whose length is within `bound` of the word's or of its singular's. A superset: the caller measures each.
 */
export function typoCandidates(index: VocabularyIndex, text: string, stem: string, bound: number): number[] {
  const found: number[] = [];
  for (const word of new Set([text, stem])) {
    if (word === "") continue;
    const leads: [string, string][] = [[word[0]!, ""]];
    if (word.length > 1) leads.push([word[1]!, word[0]!]);
    for (const [first, second] of leads)
      for (let length = Math.max(1, word.length - bound); length <= word.length + bound; length++)
        // One bucket can hold tens of thousands of entries at 10^6 items: appended in a loop, not spread as arguments.
        for (const entry of index.byLead.get(leadKey(first, second, length)) ?? []) found.push(entry);
  }
  return ascending(found);
}
