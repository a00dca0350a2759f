import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/** A price observation as the imports and the Kroger refresh write it (the prices table, decision 016). */
export type NewObservation = {
  itemId: number;
  chainId: number;
  storeId: number | null;
  cents: number;
  source: "import" | "store-api";
  /** The file and line, or the API call, the price comes from. */
  sourceRef: string;
  observedAt: Date;
  observedPrecision: "day" | "moment";
};

export type WriteCounts = { inserted: number; updated: number; unchanged: number };

/**
 * Writes observations in one statement: a new (item, place, source, import provider, moment) is
 * inserted (decision 029: a price file and Open Prices are two providers); one already
 * there is updated only when its price or reference differs, so writing the same rows again changes
 * nothing. The caller passes no two rows with the same key.
 */
export async function writeObservations(db: Db, rows: readonly NewObservation[], recordedAt: Date): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.itemId}::int, ${r.chainId}::int, ${r.storeId}::int, ${r.cents}::int, ${r.source}, ${r.sourceRef}, ${r.observedAt.toISOString()}::timestamptz, ${r.observedPrecision}, ${recordedAt.toISOString()}::timestamptz, 'trusted')`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at, status)
    values ${values}
    on conflict (item_id, chain_id, coalesce(store_id, 0), source, (case when source = 'import' then split_part(source_ref, ':', 1) else '' end), observed_at)
      where source <> 'shopper-report'
    do update set cents = excluded.cents, source_ref = excluded.source_ref, recorded_at = excluded.recorded_at
    where (prices.cents, prices.source_ref) is distinct from (excluded.cents, excluded.source_ref)
    returning (xmax = 0) as inserted`);
  const changed = rowsOf(result) as { inserted: boolean }[];
  const inserted = changed.filter((row) => row.inserted).length;
  return { inserted, updated: changed.length - inserted, unchanged: rows.length - changed.length };
}

/**
 * Collects observations and writes them 1,000 at a time, adding what each write did to `totals`;
 * `flush()` writes the rest. For imports that stream a file.
 */
export function createObservationBatch(db: Db, recordedAt: Date, totals: WriteCounts) {
  let batch: NewObservation[] = [];
  const flush = async () => {
    const counts = await writeObservations(db, batch, recordedAt);
    batch = [];
    totals.inserted += counts.inserted;
    totals.updated += counts.updated;
    totals.unchanged += counts.unchanged;
  };
  return {
    async add(row: NewObservation): Promise<void> {
      batch.push(row);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: the batch size bounds memory and statement size; every size writes the same rows
      if (batch.length >= 1000) await flush();
    },
    flush,
  };
}

