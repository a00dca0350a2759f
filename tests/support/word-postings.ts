import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { sqlRows } from "./sql-rows";

/** Every item of each word by block, built here from the items (not by the migration's own query text). */
const FROM_ITEMS = sql.raw(`(select word, in_name, id >> 13 as block, array_agg(id order by id) as item_ids from (
    select w.lexeme as word, true as in_name, g.id from grocery_items g, unnest(to_tsvector('simple', g.name)) w
    union all
    select w.lexeme, false, g.id from grocery_items g, unnest(to_tsvector('simple', g.search_text)) w
  ) p group by word, in_name, id >> 13)`);

/**
 * How many rows of search_word_postings (migration 0041) differ from those the catalog's items give now, both ways: 0
 * when the triggers have kept every item of each word by block as the items are.
 */
export async function postingsOffBy(db: Database["db"]): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    sql`select (select count(*) from (select * from search_word_postings except select * from ${FROM_ITEMS} kept) k)
      + (select count(*) from (select * from ${FROM_ITEMS} missing except select * from search_word_postings) m) as n`,
  );
  return Number(row?.n);
}
