import { sql, type SQL } from "drizzle-orm";
import type { PriceObservation } from "../../../domain/cart/store-prices";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";

/**
 * Which observations count toward a current price (decision 016): trusted ones. The one condition to change
 * when the rule changes (for example to also count a viewer's own held reports in that viewer's view).
 */
const counted = sql`${prices.status} = 'trusted'`;

/**
 * The current observations (decision 016): per item and place (a whole chain, or one store), the newest that
 * counts, newest by observedAt, then recordedAt, then id; for these items at these chains, chain-wide or at
 * these stores. Each argument is an `int[]` expression; prices_item_chain_idx (migration 0025) finds the rows.
 */
function currentObservations(itemIds: SQL, chainIds: SQL, storeIds: SQL): SQL {
  const place = sql`coalesce(${prices.storeId}, 0)`;
  return sql`select distinct on (${prices.itemId}, ${prices.chainId}, ${place})
      ${prices.itemId} as "itemId", ${prices.chainId} as "chainId", ${prices.storeId} as "storeId", ${prices.cents} as "cents",
      ${prices.source} as "source", ${prices.observedAt} as "observedAt", ${prices.observedPrecision} as "observedPrecision"
    from ${prices}
    where ${prices.itemId} = any(${itemIds}) and ${prices.chainId} = any(${chainIds})
      and (${prices.storeId} is null or ${prices.storeId} = any(${storeIds})) and ${counted}
    order by ${prices.itemId}, ${prices.chainId}, ${place}, ${prices.observedAt} desc, ${prices.recordedAt} desc, ${prices.id} desc`;
}

/** The same as one JSON array, for a statement that reads more besides (the cart). */
export function currentObservationsJson(itemIds: SQL, chainIds: SQL, storeIds: SQL): SQL<JsonObservation[]> {
  return sql<
    JsonObservation[]
  >`(select coalesce(json_agg(o), '[]') from (${currentObservations(itemIds, chainIds, storeIds)}) o)`;
}

/** An observation as JSON carries its time as text. */
export type JsonObservation = Omit<PriceObservation, "observedAt"> & { observedAt: string };

export const fromJson = (rows: readonly JsonObservation[]): PriceObservation[] =>
  rows.map((row) => ({ ...row, observedAt: new Date(row.observedAt) }));

/** An int[] parameter: ids are integers, so their array literal is exact on every driver. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

/** The current observations of these items at each place: chain-wide at these chains, or at one of these stores. */
export async function findCurrentObservations(
  db: Db,
  itemIds: readonly number[],
  chainIds: readonly number[],
  storeIds: readonly number[],
): Promise<PriceObservation[]> {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: without items or chains the query answers no rows either; this only saves a round trip
  if (itemIds.length === 0 || chainIds.length === 0) return [];
  const [row] = await db
    .select({ observations: currentObservationsJson(intArray(itemIds), intArray(chainIds), intArray(storeIds)) })
    .from(sql`(values (1)) as one_row`);
  return fromJson(row!.observations);
}
