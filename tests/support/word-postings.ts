import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

/**
 * How many rows of search_word_postings (migration 0042) differ from those the catalog's items give now, both ways: 0
 * when the triggers have kept every item of each word by block as the items are.
 */
export async function postingsOffBy(db: Database["db"]): Promise<number> {
  const now = sql`search_word_postings_of(array(select g from grocery_items g))`;
  const result = (await db.execute(
    sql`select (select count(*) from (select * from search_word_postings except select * from ${now}) kept)
      + (select count(*) from (select * from ${now} except select * from search_word_postings) missing) as n`,
  )) as unknown as { rows?: { n: number | string }[] } | { n: number | string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0]?.n);
}
