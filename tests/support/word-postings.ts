import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

const rowsOf = async <T>(db: Database["db"], statement: ReturnType<typeof sql>) => {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

/**
 * How many rows of search_word_postings (migration 0041) differ from those the catalog's items give now, both ways: 0
 * when the triggers have kept every item of each word by block as the items are.
 */
export async function postingsOffBy(db: Database["db"]): Promise<number> {
  const [built] = await rowsOf<{ query: string }>(db, sql`select search_word_postings_sql('grocery_items') as query`);
  const now = sql.raw(`(${built!.query})`);
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select (select count(*) from (select * from search_word_postings except select * from ${now} kept) k)
      + (select count(*) from (select * from ${now} missing except select * from search_word_postings) m) as n`,
  );
  return Number(row?.n);
}
