import { asc, sql } from "drizzle-orm";
import { addToVocabulary, buildVocabulary, type Vocabulary } from "../../../domain/search/index";
import type { Db } from "../../db/client";
import { catalogState, searchWords } from "../../db/schema/index";

/** The vocabulary, the catalog's words themselves in sorted order (to find the words a prefix begins), and where the read stopped. */
export type CachedVocabulary = {
  version: number;
  vocabulary: Vocabulary;
  lexemes: readonly string[];
  /** The last search_words.id read, and how many words there were then. */
  lastId: number;
  words: number;
};
const vocabularies = new WeakMap<Db, CachedVocabulary>();

/** The vocabulary as last read for this database, if any. */
export const cachedVocabulary = (db: Db) => vocabularies.get(db);

export async function currentVersion(db: Db): Promise<number> {
  const [state] = await db.select({ version: catalogState.wordsVersion }).from(catalogState);
  // Stryker disable next-line OptionalChaining: catalog_state has its one row from migration 0005 on, and nothing deletes it
  return state?.version ?? 0;
}

/**
 * The catalog's words (search_words, which triggers keep in step with grocery_items), kept per database with the
 * catalog_state.words_version they were read at; every change to grocery_items moves that version, and nothing else does
 * (migration 0033): a price write leaves the vocabulary as read (review R11). After a change, only the words added
 * since (search_words.id past the last one read, migration 0039) are read, with the version and the number of words in
 * the same statement; when the words read and those kept do not add up to that number (a word committed late below the
 * last id, or words gone), every word is read again. Nothing else tells an instance what another one changed.
 */
export async function loadVocabulary(db: Db): Promise<CachedVocabulary> {
  const cached = vocabularies.get(db);
  const loaded = (cached && (await grown(db, cached))) ?? (await fromWords(db, await readWords(db, null)));
  vocabularies.set(db, loaded);
  return loaded;
}

/** The version, the number of words, and the words past `after` by id, or all (one row with no word when there are none). */
const readWords = (db: Db, after: number | null) =>
  db
    .select({
      version: catalogState.wordsVersion,
      total: sql<number>`(select count(*) from search_words)`.mapWith(Number),
      id: searchWords.id,
      word: searchWords.word,
    })
    .from(catalogState)
    .leftJoin(searchWords, after === null ? sql`true` : sql`${searchWords.id} > ${after}`)
    .orderBy(asc(searchWords.id));

type WordRows = Awaited<ReturnType<typeof readWords>>;

const wordsOf = (rows: WordRows) => rows.flatMap((row) => (row.word === null ? [] : [row.word]));
/** The last id read (rows are in id order; tens of thousands of them, so no spread into Math.max). */
const lastIdOf = (rows: WordRows, after: number) => Math.max(after, Number(rows.at(-1)?.id ?? 0));

function fromWords(db: Db, rows: WordRows): CachedVocabulary {
  const lexemes = wordsOf(rows).sort();
  const previous = vocabularies.get(db)?.vocabulary;
  return {
    version: Number(rows[0]?.version ?? 0),
    vocabulary: buildVocabulary(lexemes, previous),
    lexemes,
    lastId: lastIdOf(rows, 0),
    words: rows[0]?.total ?? 0,
  };
}

/** The cached vocabulary with the words added since, or null when they do not account for every word. */
async function grown(db: Db, cached: CachedVocabulary): Promise<CachedVocabulary | null> {
  const rows = await readWords(db, cached.lastId);
  const added = wordsOf(rows).sort();
  if ((rows[0]?.total ?? 0) !== cached.words + added.length) return null;
  return {
    version: Number(rows[0]!.version),
    vocabulary: addToVocabulary(cached.vocabulary, added),
    lexemes: mergeSorted(cached.lexemes, added),
    lastId: lastIdOf(rows, cached.lastId),
    words: rows[0]!.total,
  };
}

function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  if (b.length === 0) return [...a];
  const out: string[] = [];
  let i = 0;
  for (const word of b) {
    while (i < a.length && a[i]! < word) out.push(a[i++]!);
    out.push(word);
  }
  while (i < a.length) out.push(a[i++]!);
  return out;
}
