import { gt, sql } from "drizzle-orm";
import { addToVocabulary, buildVocabulary, type Vocabulary } from "../../../domain/search/index";
import type { Db } from "../../db/client";
import { catalogState, searchWords } from "../../db/schema/index";

/**
 * The catalog's words in sorted order (to find the words a prefix begins), each with its search_words.id at the same
 * index: the order the words came into the catalog, the seed's first (which words a wide prefix stands for, decision 095).
 */
export type Lexicon = { lexemes: readonly string[]; ids: readonly number[] };

/** The vocabulary, the catalog's words themselves (a Lexicon), and where the read stopped. */
export type CachedVocabulary = Lexicon & {
  version: number;
  vocabulary: Vocabulary;
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

/**
 * One row with the version and the number of words, then the words past `after` by id, or all: as a union, not a join of
 * catalog_state to the words (unanalysed, catalog_state is estimated at ~1,800 rows, and a join's estimate of ~10^7 rows
 * had PostgreSQL JIT-compile the statement: 2.4 s at 500,000 items).
 */
const readWords = (db: Db, after: number | null) =>
  db
    .select({
      version: sql<string | null>`${catalogState.wordsVersion}`,
      total: sql<string | null>`(select count(*) from search_words)`,
      id: sql<string | null>`null::bigint`,
      word: sql<string | null>`null::text`,
    })
    .from(catalogState)
    .unionAll(
      db
        .select({
          version: sql<null>`null::bigint`,
          total: sql<null>`null::bigint`,
          id: sql<string>`${searchWords.id}`,
          word: searchWords.word,
        })
        .from(searchWords)
        .where(after === null ? undefined : gt(searchWords.id, after)),
    );

type WordRows = Awaited<ReturnType<typeof readWords>>;

/** The words read, sorted, with their ids. */
function lexiconOf(rows: WordRows): Lexicon {
  const entries = rows.flatMap((row) => (row.word === null ? [] : [{ word: row.word, id: Number(row.id) }]));
  entries.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { lexemes: entries.map((entry) => entry.word), ids: entries.map((entry) => entry.id) };
}
const headerOf = (rows: WordRows) => {
  const header = rows.find((row) => row.version !== null);
  return { version: Number(header?.version ?? 0), total: Number(header?.total ?? 0) };
};
/** The last id read (tens of thousands of rows: a loop, no spread into Math.max). */
function lastIdOf(rows: WordRows, after: number): number {
  let last = after;
  for (const row of rows) if (row.id !== null && Number(row.id) > last) last = Number(row.id);
  return last;
}

function fromWords(db: Db, rows: WordRows): CachedVocabulary {
  const lexicon = lexiconOf(rows);
  const previous = vocabularies.get(db)?.vocabulary;
  const { version, total } = headerOf(rows);
  return { version, vocabulary: buildVocabulary(lexicon.lexemes, previous), ...lexicon, lastId: lastIdOf(rows, 0), words: total };
}

/** The cached vocabulary with the words added since, or null when they do not account for every word. */
async function grown(db: Db, cached: CachedVocabulary): Promise<CachedVocabulary | null> {
  const rows = await readWords(db, cached.lastId);
  const added = lexiconOf(rows);
  const { version, total } = headerOf(rows);
  if (total !== cached.words + added.lexemes.length) return null;
  return {
    version,
    vocabulary: addToVocabulary(cached.vocabulary, added.lexemes),
    ...mergeSorted(cached, added),
    lastId: lastIdOf(rows, cached.lastId),
    words: total,
  };
}

/** Two lexicons as one, in sorted order. */
function mergeSorted(a: Lexicon, b: Lexicon): Lexicon {
  if (b.lexemes.length === 0) return { lexemes: a.lexemes, ids: a.ids };
  const lexemes: string[] = [];
  const ids: number[] = [];
  let i = 0;
  const take = (from: Lexicon, at: number) => {
    lexemes.push(from.lexemes[at]!);
    ids.push(from.ids[at]!);
  };
  b.lexemes.forEach((word, j) => {
    while (i < a.lexemes.length && a.lexemes[i]! < word) take(a, i++);
    take(b, j);
  });
  while (i < a.lexemes.length) take(a, i++);
  return { lexemes, ids };
}
