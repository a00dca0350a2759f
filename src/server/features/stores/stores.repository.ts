import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chains, stores } from "../../db/schema/index";

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;

const storeColumns = {
  id: stores.id,
  chainId: stores.chainId,
  chainName: chains.name,
  name: stores.name,
  color: chains.color,
  logo: chains.logo,
  address: stores.address,
  city: stores.city,
  state: stores.state,
  zip: stores.zip,
  latitude: stores.latitude,
  longitude: stores.longitude,
  websiteUrl: chains.websiteUrl,
  onlineShoppingUrl: chains.onlineShoppingUrl,
  searchUrlTemplate: chains.searchUrlTemplate,
  supportsOnlineOrdering: chains.supportsOnlineOrdering,
  isBudget: chains.isBudget,
};

export type StoreRecord = Awaited<ReturnType<typeof listAllStores>>[number];
export type NearbyStoreRecord = StoreRecord & { distanceMiles: number };

export function listAllStores(db: Db) {
  return db
    .select(storeColumns)
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .orderBy(asc(chains.name), asc(stores.name));
}

/** Stores within maxMiles of a point, nearest first: a bounding box on the index, then great-circle distance. */
export async function findNearbyStores(
  db: Db,
  lat: number,
  lng: number,
  maxMiles: number,
  limit?: number,
): Promise<NearbyStoreRecord[]> {
  // Stryker disable next-line ArithmeticOperator: a taller box (maxMiles * 69 degrees) holds the same stores; the distance decides
  const dLat = maxMiles / MILES_PER_DEGREE_LAT;
  // Stryker disable next-line MethodExpression: Math.min (0.01) only widens the box; the distance decides
  const milesPerDegreeLng = MILES_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  // Stryker disable next-line ArithmeticOperator: maxMiles * milesPerDegreeLng is wider below 89 degrees of latitude; the distance decides
  const dLng = maxMiles / milesPerDegreeLng;
  const distance = sql<number>`${2 * EARTH_RADIUS_MILES} * asin(sqrt(
      power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)))`;
  const query = db
    .select({ ...storeColumns, distanceMiles: distance.as("distance_miles") })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(
      sql`${stores.latitude} between ${lat - dLat} and ${lat + dLat}
        and ${stores.longitude} between ${lng - dLng} and ${lng + dLng}
        and ${distance} <= ${maxMiles}`,
    )
    .orderBy(sql`distance_miles`, asc(stores.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({ ...row, distanceMiles: Number(row.distanceMiles) }));
}

export async function existingStoreIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  // Stryker disable next-line ConditionalExpression: a shortcut; drizzle's inArray of no ids is false, the same empty answer
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The stores with these ids that exist, in the order of `ids`. */
export async function findStoresByIds(db: Db, ids: readonly number[]): Promise<StoreRecord[]> {
  // Stryker disable next-line ConditionalExpression: a shortcut; drizzle's inArray of no ids is false, the same empty answer
  if (ids.length === 0) return [];
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(inArray(stores.id, [...ids]));
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}
