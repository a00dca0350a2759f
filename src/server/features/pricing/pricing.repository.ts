import { sql, type SQL } from "drizzle-orm";
import type { PriceObservation } from "../../../domain/cart/store-prices";
import { standInOf, type ObservedPrecision, type PriceSource, type ShopperProof } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { newestObservations, prices } from "../../db/schema/index";

/** What a shopper's price was read from, by its reference (shopperProofOf in src/domain/pricing/provenance.ts). */
const proof = sql`case when o.source = 'shopper-report' and o.source_ref like 'receipt:%' then 'receipt'
  when o.source = 'shopper-report' and o.source_ref like 'shelf-tag:%' then 'shelf-tag' end`;

/** An anchored estimate's reference when it names a stand-in (standInOf in provenance.ts reads it), else null. */
const standInRef = sql`case when o.source in ('bls-anchored', 'ers-anchored') and strpos(o.source_ref, ' | ') > 0
  then o.source_ref end`;

/** The columns of an observation the read gives, from prices or from newest_observations (whose id is priceId). */
const observationColumns = (id: SQL) =>
  sql`item_id, chain_id, store_id, cents, source, source_ref, observed_at, observed_precision, recorded_at, ${id} as id`;

/** Observations of these items at these chains, chain-wide or at these stores (a table's columns, unqualified). */
const atPlaces = (itemIds: SQL, chainIds: SQL, storeIds: SQL) =>
  sql`item_id = any(${itemIds}) and chain_id = any(${chainIds}) and (store_id is null or store_id = any(${storeIds}))`;

/**
 * The current observations (decisions 016, 040, 099): per item and place (a whole chain, or one store), the newest of
 * those that count toward the price a viewer sees: trusted ones, and the viewer's own held shopper reports (a report
 * prices its reporter's view before other shoppers confirm it). The one rule to change when the rule changes. Newest
 * by observedAt, then recordedAt, then id; for these items at these chains, chain-wide or at these stores. Each list
 * is an `int[]` expression; `viewer` is a uuid expression, null for everyone's view. The newest trusted observation of
 * each place is kept in newest_observations (decisions 099 and 102), so the read is as long as the cart, not as its prices'
 * history; the viewer's held reports come from prices (prices_held_by_idx).
 */
function currentObservations(itemIds: SQL, chainIds: SQL, storeIds: SQL, viewer: SQL): SQL {
  const places = atPlaces(itemIds, chainIds, storeIds);
  const place = sql`coalesce(o.store_id, 0)`;
  return sql`select distinct on (o.item_id, o.chain_id, ${place})
      o.item_id as "itemId", o.chain_id as "chainId", o.store_id as "storeId", o.cents as "cents", o.source as "source",
      o.observed_at as "observedAt", o.observed_precision as "observedPrecision", ${proof} as "proof", ${standInRef} as "standInRef"
    from (
      select ${observationColumns(sql.raw("price_id"))} from ${newestObservations} where ${places}
      union all
      select ${observationColumns(sql.raw("id"))} from ${prices} where reported_by = ${viewer} and status = 'held' and ${places}
    ) o
    order by o.item_id, o.chain_id, ${place}, o.observed_at desc, o.recorded_at desc, o.id desc`;
}

/**
 * The same as one JSON array of columns (fromJson reads them), for a statement that reads more besides (the cart): nine
 * arrays, one per field. Not an array or object per observation: PostgreSQL 15 works out how to write each value of a
 * json_build_array (a catalog lookup per value), so a hundred and fifty observations of nine values cost more to build
 * than to find; an array_agg column is written as one value (bench/history/2026-11-28e-cart-read.md).
 */
export function currentObservationsJson(itemIds: SQL, chainIds: SQL, storeIds: SQL, viewer: SQL): SQL<JsonObservations> {
  const columns = ["itemId", "chainId", "storeId", "cents", "source", "observedAt", "observedPrecision", "proof", "standInRef"];
  const aggregated = sql.raw(columns.map((column) => `coalesce(array_agg(o."${column}"), '{}')`).join(", "));
  return sql<JsonObservations>`(select json_build_array(${aggregated})
    from (${currentObservations(itemIds, chainIds, storeIds, viewer)}) o)`;
}

/** The observations as currentObservationsJson gives them, one array per field in this order: times as text. */
export type JsonObservations = [
  itemIds: number[],
  chainIds: number[],
  storeIds: (number | null)[],
  cents: number[],
  sources: PriceSource[],
  observedAts: string[],
  observedPrecisions: ObservedPrecision[],
  proofs: (ShopperProof | null)[],
  standInRefs: (string | null)[],
];

export function fromJson([
  itemIds,
  chainIds,
  storeIds,
  cents,
  sources,
  observedAts,
  observedPrecisions,
  proofs,
  standInRefs,
]: JsonObservations): PriceObservation[] {
  // A read's observations share a few moments (one month's averages at every chain): one Date per moment, not per
  // observation. Nothing changes an observation's Date (periodEnd works on a copy).
  const moments = new Map<string, Date>();
  const momentOf = (text: string) => {
    let moment = moments.get(text);
    // Stryker disable next-line ConditionalExpression: a Date per observation is the same moment (it only costs time)
    if (!moment) moments.set(text, (moment = new Date(text)));
    return moment;
  };
  return itemIds.map((itemId, n) => ({
    itemId,
    chainId: chainIds[n]!,
    storeId: storeIds[n] as number | null,
    cents: cents[n]!,
    source: sources[n]!,
    observedAt: momentOf(observedAts[n]!),
    observedPrecision: observedPrecisions[n]!,
    proof: proofs[n] as ShopperProof | null,
    standIn: standInOf(sources[n]!, standInRefs[n]),
  }));
}

/** An int[] parameter: ids are integers, so their array literal is exact on every driver. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

/**
 * The current observations of these items at each place, as `viewerId` sees them (null: as everyone does):
 * chain-wide at these chains, or at one of these stores.
 */
export async function findCurrentObservations(
  db: Db,
  itemIds: readonly number[],
  chainIds: readonly number[],
  storeIds: readonly number[],
  viewerId: string | null,
): Promise<PriceObservation[]> {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: without items or chains the query answers no rows either; this only saves a round trip
  if (itemIds.length === 0 || chainIds.length === 0) return [];
  const [row] = await db
    .select({
      observations: currentObservationsJson(intArray(itemIds), intArray(chainIds), intArray(storeIds), sql`${viewerId}::uuid`),
    })
    .from(sql`(values (1)) as one_row`);
  return fromJson(row!.observations);
}
