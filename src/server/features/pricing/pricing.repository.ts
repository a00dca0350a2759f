import { sql, type SQL } from "drizzle-orm";
import type { PriceObservation } from "../../../domain/cart/store-prices";
import { standInOf, type ObservedPrecision, type PriceSource, type ShopperProof } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";

/**
 * Which observations count toward the current price a viewer sees (decisions 016, 040): trusted ones, and the
 * viewer's own held shopper reports (a report prices its reporter's view before other shoppers confirm it). The
 * one condition to change when the rule changes. `viewer` is a uuid expression, null for everyone's view.
 */
const counted = (viewer: SQL) =>
  sql`(${prices.status} = 'trusted' or (${prices.status} = 'held' and ${prices.reportedBy} = ${viewer}))`;

/** What a shopper's price was read from, by its reference (shopperProofOf in src/domain/pricing/provenance.ts). */
const proof = sql`case when ${prices.source} = 'shopper-report' and ${prices.sourceRef} like 'receipt:%' then 'receipt'
  when ${prices.source} = 'shopper-report' and ${prices.sourceRef} like 'shelf-tag:%' then 'shelf-tag' end`;

/** An anchored estimate's reference when it names a stand-in (standInOf in provenance.ts reads it), else null. */
const standInRef = sql`case when ${prices.source} in ('bls-anchored', 'ers-anchored') and strpos(${prices.sourceRef}, ' | ') > 0
  then ${prices.sourceRef} end`;

/**
 * The current observations (decision 016): per item and place (a whole chain, or one store), the newest that
 * counts, newest by observedAt, then recordedAt, then id; for these items at these chains, chain-wide or at
 * these stores. Each argument is an `int[]` expression; prices_item_chain_cover_idx (migration 0038) finds the rows and
 * holds every column read here: a column added to this read belongs in its INCLUDE too, or the read visits the table.
 */
function currentObservations(itemIds: SQL, chainIds: SQL, storeIds: SQL, viewer: SQL): SQL {
  const place = sql`coalesce(${prices.storeId}, 0)`;
  return sql`select distinct on (${prices.itemId}, ${prices.chainId}, ${place})
      ${prices.itemId} as "itemId", ${prices.chainId} as "chainId", ${prices.storeId} as "storeId", ${prices.cents} as "cents",
      ${prices.source} as "source", ${prices.observedAt} as "observedAt", ${prices.observedPrecision} as "observedPrecision",
      ${proof} as "proof", ${standInRef} as "standInRef"
    from ${prices}
    where ${prices.itemId} = any(${itemIds}) and ${prices.chainId} = any(${chainIds})
      and (${prices.storeId} is null or ${prices.storeId} = any(${storeIds})) and ${counted(viewer)}
    order by ${prices.itemId}, ${prices.chainId}, ${place}, ${prices.observedAt} desc, ${prices.recordedAt} desc, ${prices.id} desc`;
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
